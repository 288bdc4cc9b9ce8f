import type { DataTransfer, DataTransferStore, DataTransferSummary } from '@waybook/core';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

type TransferRow = {
  id: string;
  user_id: string;
  kind: string;
  state: string;
  trip_uuid: string;
  progress_done: number;
  progress_total: number;
  error_code: string;
  file_name: string;
  blob_id: string;
  summary: unknown;
  created_at: Date;
  expires_at: Date | null;
};

type TransferTables = { data_transfers: TransferRow };

function summaryOf(value: unknown): DataTransferSummary {
  const v = (typeof value === 'string' ? JSON.parse(value) : value) as Partial<Record<keyof DataTransferSummary, unknown>> | null;
  const n = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : 0);
  return { trips: n(v?.trips), plans: n(v?.plans), documents: n(v?.documents) };
}

function transferOf(r: TransferRow): DataTransfer {
  return {
    id: r.id,
    userId: r.user_id,
    kind: r.kind === 'import' ? 'import' : 'export',
    state: (['queued', 'running', 'done', 'failed', 'expired'] as const).find((s) => s === r.state) ?? 'failed',
    tripUuid: r.trip_uuid,
    progressDone: r.progress_done,
    progressTotal: r.progress_total,
    errorCode: r.error_code,
    fileName: r.file_name,
    blobId: r.blob_id,
    summary: summaryOf(r.summary),
    createdAt: new Date(r.created_at),
    expiresAt: r.expires_at === null ? null : new Date(r.expires_at),
  };
}

/**
 * Exports and imports in SQL (migration 027, `data_transfers`).
 *
 * @example
 * const transfers = new SqlDataTransferStore(db);
 */
export class SqlDataTransferStore implements DataTransferStore {
  private readonly db: Kysely<Database & TransferTables>;
  constructor(base: Kysely<Database>) {
    this.db = base.withTables<TransferTables>();
  }

  async create(t: DataTransfer): Promise<void> {
    await this.db
      .insertInto('data_transfers')
      .values({
        id: t.id,
        user_id: t.userId,
        kind: t.kind,
        state: t.state,
        trip_uuid: t.tripUuid,
        progress_done: t.progressDone,
        progress_total: t.progressTotal,
        error_code: t.errorCode,
        file_name: t.fileName,
        blob_id: t.blobId,
        summary: JSON.stringify(t.summary),
        created_at: t.createdAt,
        expires_at: t.expiresAt,
      })
      .execute();
  }

  async get(id: string): Promise<DataTransfer | undefined> {
    const r = await this.db.selectFrom('data_transfers').selectAll().where('id', '=', id).executeTakeFirst();
    return r === undefined ? undefined : transferOf(r);
  }

  async update(id: string, patch: Parameters<DataTransferStore['update']>[1]): Promise<void> {
    const set: Partial<TransferRow> = {
      ...(patch.state === undefined ? {} : { state: patch.state }),
      ...(patch.tripUuid === undefined ? {} : { trip_uuid: patch.tripUuid }),
      ...(patch.progressDone === undefined ? {} : { progress_done: patch.progressDone }),
      ...(patch.progressTotal === undefined ? {} : { progress_total: patch.progressTotal }),
      ...(patch.errorCode === undefined ? {} : { error_code: patch.errorCode }),
      ...(patch.fileName === undefined ? {} : { file_name: patch.fileName }),
      ...(patch.blobId === undefined ? {} : { blob_id: patch.blobId }),
      ...(patch.summary === undefined ? {} : { summary: JSON.stringify(patch.summary) }),
      ...(patch.expiresAt === undefined ? {} : { expires_at: patch.expiresAt }),
    };
    if (Object.keys(set).length === 0) return;
    await this.db.updateTable('data_transfers').set(set).where('id', '=', id).execute();
  }

  async active(userId: string, kind: DataTransfer['kind']): Promise<DataTransfer | undefined> {
    const r = await this.db
      .selectFrom('data_transfers')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('state', 'in', ['queued', 'running'])
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return r === undefined ? undefined : transferOf(r);
  }
}
