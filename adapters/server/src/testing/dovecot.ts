import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ImapFlow } from 'imapflow';
import { freePort } from './postgres-cluster.js';

const run = promisify(execFile);
const DOVECOT = '/usr/sbin/dovecot';

/**
 * A throw-away Dovecot IMAP server (Debian's dovecot-imapd) on a free loopback port, without TLS:
 * users sign in with the passwords in `users` (PLAIN/LOGIN), or with an OAuth access token (SASL
 * XOAUTH2) that Dovecot checks at `introspectionUrl` (RFC 7662, POST). Mail lives in Maildirs
 * under a temp directory; `append` delivers a message the way mail arrives. Run as root (CI), it
 * serves mail as the dovecot user; otherwise as the current user.
 *
 * @example
 * const imap = await startDovecot({ users: { 'ada@example.com': 'app-pass' }, introspectionUrl: 'http://127.0.0.1:9/introspect' });
 * await imap.append('ada@example.com', 'app-pass', rawMessage);
 * await imap.stop();
 */
export async function startDovecot(o: { readonly users: Readonly<Record<string, string>>; readonly introspectionUrl: string }) {
  if (!existsSync(DOVECOT)) throw new Error('Dovecot is not installed (apt-get install -y dovecot-imapd): this test needs a real IMAP server');
  const dir = await mkdtemp(join(tmpdir(), 'waybook-imap-'));
  // Dovecot's own users read the users file and the Maildirs in it.
  await chmod(dir, 0o755);
  const port = await freePort();
  const root = process.getuid?.() === 0;
  const me = userInfo().username;
  const mailUser = root ? 'dovecot' : me;
  const loginUser = root ? 'dovenull' : me;
  await mkdir(join(dir, 'mail'));
  await mkdir(join(dir, 'run'));
  if (root) await run('chown', ['dovecot:dovecot', join(dir, 'mail')]);
  const usersFile = join(dir, 'users');
  const writeUsers = (users: Readonly<Record<string, string>>) =>
    writeFile(
      usersFile,
      Object.entries(users)
        .map(([user, password]) => `${user}:{PLAIN}${password}\n`)
        .join(''),
    );
  await writeUsers(o.users);
  await writeFile(
    join(dir, 'oauth2.conf'),
    `introspection_mode = post\nintrospection_url = ${o.introspectionUrl}\nusername_attribute = username\nactive_attribute = active\nactive_value = true\n`,
  );
  const conf = join(dir, 'dovecot.conf');
  await writeFile(
    conf,
    `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/run/state
instance_name = waybook-test-${port}
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login xoauth2 oauthbearer
auth_failure_delay = 0
default_internal_user = ${mailUser}
default_login_user = ${loginUser}
mail_location = maildir:${dir}/mail/%u
mail_uid = ${mailUser}
mail_gid = ${root ? 'dovecot' : (await run('id', ['-gn'])).stdout.trim()}
first_valid_uid = 1
first_valid_gid = 1
service imap-login {
  inet_listener imap {
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
  chroot =
}
service anvil {
  chroot =
}
passdb {
  driver = passwd-file
  mechanisms = plain login
  args = scheme=PLAIN username_format=%u ${usersFile}
}
passdb {
  driver = oauth2
  mechanisms = xoauth2 oauthbearer
  args = ${dir}/oauth2.conf
}
userdb {
  driver = static
  args = uid=${mailUser} gid=${root ? 'dovecot' : me} home=${dir}/mail/%u
}
`,
  );
  if (!root) await chown(dir, process.getuid?.() ?? 0, process.getgid?.() ?? 0);
  await mkdir(join(dir, 'run', 'state'), { recursive: true });
  // Dovecot forks into the background keeping its output open: wait for the parent to exit, not for the output to end.
  await daemon(DOVECOT, ['-c', conf]);
  await waitForPort(port);
  const server = { host: '127.0.0.1', port, secure: false };
  return {
    server,
    /** Replaces the users' passwords. Dovecot rereads the file when its mtime changes, in whole seconds: this waits one out. */
    async setUsers(users: Readonly<Record<string, string>>): Promise<void> {
      await new Promise((r) => setTimeout(r, 1100));
      await writeUsers(users);
    },
    /** Delivers a message to the user's INBOX (IMAP APPEND, signed in with the password). */
    async append(user: string, password: string, raw: Uint8Array | string): Promise<void> {
      const client = new ImapFlow({ ...server, auth: { user, pass: password }, logger: false });
      await client.connect();
      await client.append('INBOX', Buffer.from(raw));
      await client.logout();
    },
    async stop(): Promise<void> {
      await daemon('doveadm', ['-c', conf, 'stop']).catch(() => daemon(DOVECOT, ['-c', conf, 'stop']));
      if (process.env['KEEP_DOVECOT'] === undefined) await rm(dir, { recursive: true, force: true });
    },
  };
}

function daemon(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function waitForPort(port: number): Promise<void> {
  const { connect } = await import('node:net');
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      }).on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Dovecot did not listen on ${port}`);
}
