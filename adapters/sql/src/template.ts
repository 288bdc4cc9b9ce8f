import { readFile, readdir, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator } from 'kysely';
import { migrationProvider } from './migrations/index.js';
import { PgliteDialect } from './pglite-dialect.js';

/** Built by `npm run build` beside the compiled package: an initialised, migrated PGlite data dir. */
export const TEMPLATE_FILE = new URL('../dist/pgdata-template.tar.gz', import.meta.url);

/**
 * Creates a migrated database in memory and dumps its data directory. Running initdb takes ~3 s;
 * unpacking this template takes under 1 s, so a first start on a new DATA_DIR stays quick.
 *
 * @example
 * await writeTemplate(); // adapters/sql/dist/pgdata-template.tar.gz
 */
export async function writeTemplate(file: URL = TEMPLATE_FILE): Promise<void> {
  const pglite = await PGlite.create('memory://');
  const db = new Kysely<unknown>({ dialect: new PgliteDialect(pglite) });
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const dump = await pglite.dumpDataDir('gzip');
  await db.destroy();
  await pglite.close();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
}

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
