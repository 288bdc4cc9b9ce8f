import { mkdir, readdir, readFile } from 'node:fs/promises';
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
 * The template to start a new data directory from, when `dir` is new and a template was built.
 *
 * @example
 * const loadDataDir = await templateFor('./data/pgdata');
 */
export async function templateFor(dir: string, file: URL = TEMPLATE_FILE): Promise<Blob | undefined> {
  const existing = await readdir(dir).catch(() => []);
  if (existing.length > 0) return undefined;
  const bytes = await readFile(file).catch(() => undefined);
  return bytes ? new Blob([bytes]) : undefined;
}

/**
 * Where PGlite keeps its files under a data directory (`memory://` stays in memory), created if
 * missing, and the template a new one starts from.
 *
 * @example
 * const { target, loadDataDir } = await pgliteTarget('./data'); // target './data/pgdata'
 */
export async function pgliteTarget(dataDir: string): Promise<{ target: string; loadDataDir: Blob | undefined }> {
  if (dataDir === 'memory://') return { target: dataDir, loadDataDir: undefined };
  const target = join(dataDir, 'pgdata');
  await mkdir(target, { recursive: true });
  return { target, loadDataDir: await templateFor(target) };
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
  const { target, loadDataDir } = await pgliteTarget(dataDir);
  return PgliteThread.open(target, loadDataDir, { startParams: PGLITE_START_PARAMS, ...(log ? { log } : {}) });
}

export type { PgliteThread };
