import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PgliteThread } from './pglite-thread.js';

// The embedded database's start, with nothing else of the package: a server can start PGlite's
// thread (WASM compilation, recovery) before it loads its own modules, and the two run side by side.

/**
 * PGlite's memory settings (its WASM memory grows to what PostgreSQL touches and never shrinks):
 * 16 MB of shared buffers instead of initdb's 128 MB, and 2 MB of work memory per sort or hash.
 */
export const PGLITE_START_PARAMS: readonly string[] = ['-c', 'shared_buffers=16MB', '-c', 'work_mem=2MB', '-c', 'temp_buffers=2MB'];

/** Built by `npm run build` beside the compiled package: an initialised, migrated PGlite data dir. */
export const TEMPLATE_FILE = new URL('../dist/pgdata-template.tar.gz', import.meta.url);

/**
 * Where PGlite keeps its files under a data directory (`memory://` stays in memory), created if
 * missing. A new one is filled from TEMPLATE_FILE by the database thread (worker/data-template.mjs).
 *
 * @example
 * const target = await pgliteTarget('./data'); // './data/pgdata'
 */
export async function pgliteTarget(dataDir: string): Promise<string> {
  if (dataDir === 'memory://') return dataDir;
  const target = join(dataDir, 'pgdata');
  await mkdir(target, { recursive: true });
  return target;
}

/**
 * Starts PGlite's worker thread on a data directory and opens the database in it (migrations are
 * openDatabase's: hand it the started thread as `pgliteThread`).
 *
 * @example
 * const thread = startPgliteThread('./data', log);
 * const database = await openDatabase({ dataDir: './data', pgliteThread: thread });
 */
export async function startPgliteThread(dataDir: string, log?: (line: string) => void): Promise<PgliteThread> {
  const target = await pgliteTarget(dataDir);
  const template = target === 'memory://' ? {} : { template: TEMPLATE_FILE };
  return PgliteThread.open(target, { startParams: PGLITE_START_PARAMS, ...template, ...(log ? { log } : {}) });
}

export type { PgliteThread };
