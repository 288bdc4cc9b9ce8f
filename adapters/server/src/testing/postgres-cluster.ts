import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries of Debian's postgresql package (as scripts/test-postgres.sh finds them). */
export function postgresBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql): this test needs initdb and pg_ctl');
  return join(root, newest, 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A throw-away PostgreSQL cluster on a free port (as the postgres user when running as root, like
 * scripts/test-postgres.sh), which a test can stop and start again.
 *
 * @example
 * const pg = await startPostgresCluster(); await pg.stop(); await pg.start(); await pg.remove();
 */
export async function startPostgresCluster() {
  const bin = postgresBinaries();
  const dir = await mkdtemp(join(tmpdir(), 'waybook-pg-outage-'));
  const root = process.getuid?.() === 0;
  if (root) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const asPostgres = (tool: string, args: string[]) => (root ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args));
  const port = await freePort();
  const data = join(dir, 'data');
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust']);
  const start = () =>
    asPostgres('pg_ctl', ['-D', data, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-l', join(dir, 'log'), '-w', 'start']).then(() => undefined);
  const stop = (mode: 'immediate' | 'fast' = 'immediate') => asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']).then(() => undefined);
  await start();
  await asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'waybook_outage']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/waybook_outage`,
    start,
    stop,
    /** Stops the cluster if it runs and deletes its directory. */
    async remove() {
      await stop('fast').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
