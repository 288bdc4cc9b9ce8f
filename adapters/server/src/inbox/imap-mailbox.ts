import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { ImapFlow } from 'imapflow';
import { err, ok, type InboxCursor, type InboxFailure, type Mailbox, type MailboxLogin, type MailboxStatus, type Result } from '@waybook/core';

const PRIVATE = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^0\./,
  /^::1$/,
  /^f[cd][0-9a-f]{2}:/i,
  /^fe80:/i,
  /^::ffff:(127|10|192\.168|169\.254)\./i,
];

/** Whether a host resolves to a private, loopback or link-local address. */
async function isPrivateHost(host: string): Promise<boolean> {
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  return addresses.some((a) => PRIVATE.some((p) => p.test(a)));
}

const failure = (e: unknown): InboxFailure => {
  const error = e as { authenticationFailed?: boolean; code?: string; responseText?: string; message?: string };
  if (error.authenticationFailed === true || error.code === 'AUTHENTICATIONFAILED')
    return { kind: 'auth', detail: error.responseText || 'authentication failed' };
  return { kind: 'unavailable', detail: (error.code ?? error.message ?? String(e)).slice(0, 200) };
};

/**
 * The Mailbox port over IMAP (imapflow): signs in with a password or an OAuth access token
 * (SASL XOAUTH2), reads INBOX by UID, and waits with IDLE when asked and offered. Servers named
 * by users (app-password syncs) on private or loopback addresses are refused unless
 * `allowPrivateHosts`; the admin's OAuth providers' servers are trusted as configured.
 *
 * @example
 * const mailbox = new ImapMailbox({ allowPrivateHosts: false, trustedHosts: ['imap.example.com'] });
 * const status = await mailbox.status({ server: { host: 'imap.example.com', port: 993, secure: true }, username: 'ada', password: 'app-password' });
 */
export class ImapMailbox implements Mailbox {
  constructor(private readonly options: { readonly allowPrivateHosts: boolean; readonly trustedHosts: readonly string[]; readonly timeoutMs?: number }) {}

  async status(login: MailboxLogin): Promise<Result<MailboxStatus, InboxFailure>> {
    return this.session(login, async (client) => ok(statusOf(client)));
  }

  async read(
    login: MailboxLogin,
    cursor: InboxCursor,
    options: { readonly idleSeconds: number; readonly maxBytes: number },
    onMessage: (uid: number, raw: Uint8Array | null) => Promise<void>,
  ): Promise<Result<MailboxStatus, InboxFailure>> {
    return this.session(login, async (client) => {
      let at = cursor;
      const readNew = async () => {
        const box = statusOf(client);
        if (box.uidValidity !== at.uidValidity) return;
        const from = at.lastUid + 1;
        // UIDNEXT is read at SELECT (IDLE announces new mail by EXISTS only), so ask for the range
        // and keep what is new: 'n:*' answers the last message even when all UIDs are below n.
        if ((client.mailbox === false ? 0 : client.mailbox.exists) === 0) return;
        const sizes = await client.fetchAll(`${from}:*`, { uid: true, size: true }, { uid: true });
        for (const m of sizes.filter((s) => s.uid >= from).sort((a, b) => a.uid - b.uid)) {
          const big = (m.size ?? 0) > options.maxBytes;
          const one = big ? undefined : await client.fetchOne(String(m.uid), { uid: true, source: true }, { uid: true });
          await onMessage(m.uid, one && one.source ? new Uint8Array(one.source) : null);
          at = { ...at, lastUid: Math.max(at.lastUid, m.uid) };
        }
      };
      await readNew();
      if (options.idleSeconds > 0 && client.capabilities.has('IDLE')) {
        const deadline = Date.now() + options.idleSeconds * 1000;
        while (Date.now() < deadline && (await newMailWithin(client, deadline - Date.now()))) await readNew();
      }
      return ok(statusOf(client));
    });
  }

  private async session<T>(login: MailboxLogin, work: (client: ImapFlow) => Promise<Result<T, InboxFailure>>): Promise<Result<T, InboxFailure>> {
    const { host, port, secure } = login.server;
    const trusted = this.options.allowPrivateHosts || this.options.trustedHosts.includes(host.toLowerCase());
    try {
      if (!trusted && (await isPrivateHost(host))) return err({ kind: 'unavailable', detail: 'private address refused' });
    } catch (e: unknown) {
      return err(failure(e));
    }
    const auth = 'password' in login ? { user: login.username, pass: login.password } : { user: login.username, accessToken: login.accessToken };
    const timeout = this.options.timeoutMs ?? 20_000;
    // Loaded on the first sync: the IMAP client is not part of the server's start-up.
    const { ImapFlow } = await import('imapflow');
    const client = new ImapFlow({
      host,
      port,
      secure,
      auth,
      logger: false,
      disableAutoIdle: true,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: 5 * 60_000,
    });
    client.on('error', () => undefined);
    let connected = false;
    try {
      await client.connect();
      connected = true;
      const lock = await client.getMailboxLock('INBOX');
      try {
        return await work(client);
      } finally {
        lock.release();
      }
    } catch (e: unknown) {
      return err(failure(e));
    } finally {
      // A connection that never signed in is closed, not logged out (a LOGOUT would wait for its answer).
      if (connected) await client.logout().catch(() => client.close());
      else client.close();
    }
  }
}

function statusOf(client: ImapFlow): MailboxStatus {
  const box = client.mailbox;
  if (box === false) throw new Error('no mailbox open');
  return { uidValidity: Number(box.uidValidity), uidNext: box.uidNext };
}

// Idles until new mail is announced (true) or `ms` pass (false); the next command ends the IDLE.
function newMailWithin(client: ImapFlow, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (arrived: boolean) => {
      clearTimeout(timer);
      client.off('exists', onExists);
      resolve(arrived);
    };
    const onExists = () => done(true);
    const timer = setTimeout(() => done(false), Math.max(0, ms));
    client.on('exists', onExists);
    void client.idle().catch(() => done(false));
  });
}
