import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { migrationProvider } from './migrations/index.js';
import { PgliteDialect, type PgliteExecutor } from './pglite-dialect.js';
import { PgliteThread } from './pglite-thread.js';
import { ReadCachingExecutor } from './read-cache.js';
import { templateFor } from './template.js';
import type { Database } from './schema.js';

/** Where the data lives: PostgreSQL when `databaseUrl` is set, else PGlite under `dataDir`. */
export interface DatabaseOptions {
  readonly databaseUrl?: string | undefined;
  /** Directory for PGlite; `memory://` for a throw-away in-memory database. */
  readonly dataDir: string;
  /**
   * Run PGlite in a worker thread (default), so a long query never stalls the HTTP thread; false
   * keeps it in this thread (the build's template step).
   */
  readonly pgliteThread?: boolean;
}

/** An open database: the Kysely handle and how to close it. */
export interface OpenDatabase {
  readonly db: Kysely<Database>;
  readonly kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

async function openPglite(dataDir: string, inThread: boolean): Promise<OpenDatabase> {
  let target = 'memory://';
  if (dataDir !== 'memory://') {
    target = join(dataDir, 'pgdata');
    await mkdir(target, { recursive: true });
  }
  const loadDataDir = target === 'memory://' ? undefined : await templateFor(target);
  const pglite: PgliteExecutor & { close(): Promise<void> } = inThread
    ? await PgliteThread.open(target, loadDataDir)
    : await PGlite.create(target, loadDataDir ? { loadDataDir } : {});
  // This process is PGlite's only writer, so repeated reads can be answered from memory until the next write.
  const db = new Kysely<Database>({ dialect: new PgliteDialect(new ReadCachingExecutor(pglite)) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<OpenDatabase> {
  // Loaded only when used: the embedded database needs none of it.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/**
 * Opens the database and applies every pending migration.
 *
 * @example
 * const { db, close } = await openDatabase({ dataDir: './data' });
 */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  const open = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir, options.pgliteThread ?? true);
  const { error, results } = await new Migrator({ db: open.db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    await open.close();
    throw error instanceof Error ? error : new Error(String(error));
  }
  // Fresh statistics after a schema change, so the planner does not guess from empty tables.
  if ((results ?? []).length > 0) await sql`analyze`.execute(open.db);
  return open;
}

/**
 * Empties every table (tests share one migrated database and reset it between tests).
 *
 * @example
 * await truncateAll(db);
 */
export async function truncateAll(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('plan_documents').execute();
  await db.deleteFrom('plan_segments').execute();
  await db.deleteFrom('plans').execute();
  await db.deleteFrom('trip_invitations').execute();
  await db.deleteFrom('blobs').execute();
  await db.deleteFrom('trip_participants').execute();
  await db.deleteFrom('trips').execute();
  await db.deleteFrom('sessions').execute();
  await db.deleteFrom('email_addresses').execute();
  await db.deleteFrom('users').execute();
  await db.deleteFrom('login_attempts').execute();
  await db.deleteFrom('entity_ids').execute();
}
