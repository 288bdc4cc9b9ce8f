import type { ExtractorName, ImportStore, PlanImport } from '@waybook/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from './schema.js';

type PlanImportsTable = {
  plan_uuid: string;
  user_id: string;
  identity_key: string;
  extractor: string;
  message_id: string;
  subject: string;
  sender: string;
  received_at: Date;
  message_blob_id: string;
  imported_at: Date;
};
type ImportTables = { plan_imports: PlanImportsTable };

const toImport = (r: Selectable<PlanImportsTable>): PlanImport => ({
  planUuid: r.plan_uuid,
  userId: r.user_id,
  identityKey: r.identity_key,
  extractor: r.extractor as ExtractorName,
  messageId: r.message_id,
  subject: r.subject,
  sender: r.sender,
  receivedAt: new Date(r.received_at),
  messageBlobId: r.message_blob_id,
  importedAt: new Date(r.imported_at),
});

/**
 * Import provenance in `plan_imports` (migration 019).
 *
 * @example
 * const imports = new SqlImportStore(db);
 */
export class SqlImportStore implements ImportStore {
  private readonly db: Kysely<Database & ImportTables>;
  constructor(db: Kysely<Database>) {
    this.db = db.withTables<ImportTables>();
  }

  async record(e: PlanImport): Promise<void> {
    const row = {
      user_id: e.userId,
      identity_key: e.identityKey,
      extractor: e.extractor,
      message_id: e.messageId,
      subject: e.subject,
      sender: e.sender,
      received_at: e.receivedAt,
      message_blob_id: e.messageBlobId,
      imported_at: e.importedAt,
    };
    await this.db
      .insertInto('plan_imports')
      .values({ plan_uuid: e.planUuid, ...row })
      .onConflict((oc) => oc.column('plan_uuid').doUpdateSet(row))
      .execute();
  }

  async byIdentity(userId: string, identityKey: string): Promise<PlanImport | undefined> {
    const r = await this.db
      .selectFrom('plan_imports')
      .selectAll()
      .where('user_id', '=', userId)
      .where('identity_key', '=', identityKey)
      .orderBy('imported_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return r && toImport(r);
  }

  async forPlan(planUuid: string): Promise<PlanImport | undefined> {
    const r = await this.db.selectFrom('plan_imports').selectAll().where('plan_uuid', '=', planUuid).executeTakeFirst();
    return r && toImport(r);
  }
}
