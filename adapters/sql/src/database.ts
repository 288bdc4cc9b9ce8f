import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { migrationProvider } from './migrations/index.js';
import { ANALYZE_AFTER_ROWS, PgliteDialect, type PgliteExecutor } from './pglite-dialect.js';
import type { DatabaseThreadMemory, PgliteThread } from './pglite-thread.js';
import { fillFromTemplate } from '../worker/data-template.mjs';
import { PGLITE_START_PARAMS, TEMPLATE_FILE, pgliteTarget, startPgliteThread } from './pglite-start.js';
import { isDatabaseUnavailable } from './unavailable.js';
import { prepareStatements } from './postgres-prepared.js';
import { ReadCachingExecutor } from './read-cache.js';
import type { Database } from './schema.js';

/** Where the data lives: PostgreSQL when `databaseUrl` is set, else PGlite under `dataDir`. */
export interface DatabaseOptions {
  readonly databaseUrl?: string | undefined;
  /** Directory for PGlite; `memory://` for a throw-away in-memory database. */
  readonly dataDir: string;
  /**
   * Run PGlite in a worker thread (default), so a long query never stalls the HTTP thread; false
   * keeps it in this thread (the build's template step); a thread started already on this
   * `dataDir` (pglite-start.ts's startPgliteThread, so it opens while the server loads) is used.
   */
  readonly pgliteThread?: boolean | Promise<PgliteThread>;
  /** Where outages and restarts are reported (one line each). */
  readonly log?: (line: string) => void;
  /**
   * PostgreSQL only: prepare each statement once per connection (default true). False for a
   * pooler that hands one client's statements to several connections (PgBouncer in transaction
   * mode before 1.21, or without `max_prepared_statements`).
   */
  readonly preparedStatements?: boolean;
}

/** Memory of the database thread (PGlite) in bytes; absent on PostgreSQL. */
export type DatabaseMemory = DatabaseThreadMemory;

/** An open database: the Kysely handle, its health and how to close it. */
export interface OpenDatabase {
  readonly db: Kysely<Database>;
  readonly kind: 'postgres' | 'pglite';
  /** True when an error means the database is out of reach for now (answered 503, not 500). */
  isUnavailable(error: unknown): boolean;
  /** Answers a trivial query within `timeoutMs`: false while the database is down. */
  isHealthy(timeoutMs?: number): Promise<boolean>;
  /** The PGlite thread's heap and WASM memory, for the memory report. */
  memory?(): Promise<DatabaseMemory>;
  /** Ends the PGlite thread as a crash would (outage tests); it restarts on its own. */
  killThread?(): Promise<void>;
  close(): Promise<void>;
}

async function healthy(db: Kysely<Database>, timeoutMs = 3_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const ping = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, late]);
  } finally {
    clearTimeout(timer);
  }
}

// PGlite in this thread (the build's template step): the package is loaded only then.
async function pgliteHere(dataDir: string): Promise<PgliteExecutor & { close(): Promise<void> }> {
  const target = await pgliteTarget(dataDir);
  if (target !== 'memory://') await fillFromTemplate(target, TEMPLATE_FILE);
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create(target, { startParams: [...PGlite.defaultStartParams, ...PGLITE_START_PARAMS] });
}

async function openPglite(dataDir: string, inThread: boolean | Promise<PgliteThread>, log?: (line: string) => void): Promise<OpenDatabase> {
  const thread = inThread === false ? undefined : inThread === true ? await startPgliteThread(dataDir, log) : await inThread;
  const pglite: PgliteExecutor & { close(): Promise<void> } = thread ?? (await pgliteHere(dataDir));
  // This process is PGlite's only writer, so repeated reads can be answered from memory until the next write.
  const db = new Kysely<Database>({ dialect: new PgliteDialect(new ReadCachingExecutor(pglite), ANALYZE_AFTER_ROWS, () => thread?.epoch) });
  return {
    db,
    kind: 'pglite',
    isUnavailable: isDatabaseUnavailable,
    isHealthy: (timeoutMs) => healthy(db, timeoutMs),
    ...(thread ? { memory: () => thread.memory(), killThread: () => thread.kill() } : {}),
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

async function openPostgres(databaseUrl: string, preparedStatements: boolean, log: (line: string) => void): Promise<OpenDatabase> {
  // Loaded only when used: the embedded database needs none of it.
  const { default: pg } = await import('pg');
  // A connection that cannot be made in 5 s fails (503) instead of keeping the request waiting.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
  // A connection lost while idle in the pool, or between two statements of a caller, is reported
  // here; unhandled, it would end the process. The pool drops broken connections and opens new
  // ones on demand, so the server answers again once the database is back.
  const lost = (e: Error) => log(`database connection lost: ${e.message}`);
  pool.on('error', lost);
  // Statements are prepared once per connection (named after their text) unless the database sits
  // behind a pooler that cannot keep them (DATABASE_PREPARED_STATEMENTS=false).
  const generation = { generation: 0 };
  pool.on('connect', (client) => {
    client.on('error', lost);
    if (preparedStatements) prepareStatements(client, generation);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', isUnavailable: isDatabaseUnavailable, isHealthy: (timeoutMs) => healthy(db, timeoutMs), close: () => db.destroy() };
}

/**
 * Opens the database and applies every pending migration.
 *
 * @example
 * const { db, close } = await openDatabase({ dataDir: './data' });
 */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  const log = options.log ?? ((line: string) => console.log(`[waybook] ${line}`));
  const open = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.preparedStatements ?? true, log)
    : await openPglite(options.dataDir, options.pgliteThread ?? true, log);
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
  await db.deleteFrom('account_links').execute();
  await db.deleteFrom('account_alerts').execute();
  await db.deleteFrom('email_addresses').execute();
  await db.deleteFrom('users').execute();
  await db.deleteFrom('throttle_buckets').execute();
  await db.deleteFrom('entity_ids').execute();
  await db.deleteFrom('jobs').execute();
  // Billing (migration 024): per-user rows went with the users; these are not per user.
  await sql`delete from promo_campaigns`.execute(db);
  await sql`delete from free_trials`.execute(db);
}
