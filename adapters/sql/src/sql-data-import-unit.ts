import type { Clock, DataImportStores, DataImportUnit } from '@waybook/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';
import { SqlAccountStore } from './sql-account-store.js';
import { SqlBlobStore } from './sql-blob-store.js';
import { SqlDocumentStore } from './sql-document-store.js';
import { SqlPlanStore } from './sql-plan-store.js';
import { SqlLegacyIdStore } from './sql-session-store.js';
import { SqlTripStore } from './sql-trip-store.js';

/**
 * The transaction `tx` as a database handle whose own transactions join it: the stores open a
 * transaction for their multi-statement writes (a trip and its owner row, a plan and its
 * segments), which inside an import's transaction is simply part of it (Kysely refuses to nest).
 * A store that fails throws, and the whole import rolls back.
 */
function joining(tx: Transaction<Database>): Kysely<Database> {
  const handle: Kysely<Database> = new Proxy(tx, {
    get(target, property) {
      if (property === 'transaction') return () => ({ execute: <T>(work: (inner: Kysely<Database>) => Promise<T>) => work(handle) });
      // Read on the transaction itself: Kysely keeps its state in private fields.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return handle;
}

/**
 * An import's writes in one SQL transaction: the same stores the API writes through (trips,
 * plans, documents, files, legacy ids, accounts), all on one connection, committed together or
 * not at all.
 *
 * @example
 * await new SqlDataImportUnit(db, clock).run(async (s) => s.trips.create(userId, trip));
 */
export class SqlDataImportUnit implements DataImportUnit {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  run<T>(work: (stores: DataImportStores) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (tx) => {
      const db = joining(tx);
      return work({
        trips: new SqlTripStore(db),
        plans: new SqlPlanStore(db),
        documents: new SqlDocumentStore(db),
        blobs: new SqlBlobStore(db),
        legacyIds: new SqlLegacyIdStore(db),
        accounts: new SqlAccountStore(db, this.clock),
      });
    });
  }
}
