import { DatabaseUnavailableError } from './unavailable.js';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * What the dialect needs of PGlite: PGlite itself (in this thread) or PgliteThread (in a worker).
 *
 * @example
 * const executor: PgliteExecutor = await PGlite.create('memory://');
 */
export interface PgliteExecutor {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
}

/** The database's restart count (PgliteThread's `epoch`): a transaction never spans two. */
export type EpochSource = () => number | undefined;

/** Rows written between two ANALYZE runs: PGlite has no autovacuum, so its planner would keep guessing. */
export const ANALYZE_AFTER_ROWS = 1_000;

// PGlite is one connection: a connection is lent to one caller at a time, so a transaction never
// interleaves with another caller's statements.
class PgliteConnection implements DatabaseConnection {
  /** Rows inserted, updated or deleted since the last ANALYZE. */
  changedRows = 0;

  /** The database's epoch when the open transaction began. */
  private transactionEpoch: number | undefined;

  constructor(
    private readonly db: PgliteExecutor,
    private readonly epoch: EpochSource,
  ) {}

  // After a restart the transaction is gone with the old database: its remaining statements must
  // not run one by one on the new one (ROLLBACK has nothing left to undo).
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = query.sql.length <= 8 ? query.sql.toUpperCase() : '';
    if (this.transactionEpoch !== undefined && this.transactionEpoch !== this.epoch()) {
      if (statement === 'COMMIT' || statement === 'ROLLBACK') this.transactionEpoch = undefined;
      if (statement === 'ROLLBACK') return { rows: [] };
      throw new DatabaseUnavailableError('the database restarted during the transaction');
    }
    if (statement === 'COMMIT' || statement === 'ROLLBACK') this.transactionEpoch = undefined;
    const epoch = this.epoch();
    const result = await this.db.query<R>(query.sql, [...query.parameters]);
    if (statement === 'BEGIN') this.transactionEpoch = epoch;
    if (result.affectedRows) this.changedRows += result.affectedRows;
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite');
  }
}

class PgliteDriver implements Driver {
  private readonly connection: PgliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(
    db: PgliteExecutor,
    private readonly analyzeAfterRows: number,
    epoch: EpochSource,
  ) {
    this.connection = new PgliteConnection(db, epoch);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('BEGIN'));
  }

  async commitTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async releaseConnection(): Promise<void> {
    // Between two callers no transaction is open: the moment to refresh the planner's statistics
    // once enough rows changed (the first start of an empty database analyzes after migrating).
    if (this.connection.changedRows >= this.analyzeAfterRows) {
      this.connection.changedRows = 0;
      await this.connection.executeQuery(CompiledQuery.raw('ANALYZE'));
    }
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {}
}

/**
 * Kysely dialect over an embedded PGlite database (same SQL as PostgreSQL), in this thread or in a
 * worker. Runs ANALYZE whenever `analyzeAfterRows` rows changed since the last time; `epoch` tells
 * it when the database restarted, so the rest of a transaction begun before fails (unavailable).
 *
 * @example
 * const db = new Kysely<Database>({ dialect: new PgliteDialect(await PGlite.create('memory://')) });
 */
export class PgliteDialect implements Dialect {
  constructor(
    private readonly db: PgliteExecutor,
    private readonly analyzeAfterRows: number = ANALYZE_AFTER_ROWS,
    private readonly epoch: EpochSource = () => undefined,
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PgliteDriver(this.db, this.analyzeAfterRows, this.epoch);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
