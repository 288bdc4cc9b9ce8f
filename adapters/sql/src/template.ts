import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator } from 'kysely';
import { migrationProvider } from './migrations/index.js';
import { PgliteDialect } from './pglite-dialect.js';
import { TEMPLATE_FILE } from './pglite-start.js';

export { TEMPLATE_FILE } from './pglite-start.js';
export { fillFromTemplate } from '../worker/data-template.mjs';

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
