import { documentMimeType, documentTypeOfMime, type DocumentAddResult, type DocumentStore, type StoredDocument } from '@waybook/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PlanDocumentsTable } from './schema.js';

function documentOf(row: Selectable<PlanDocumentsTable>): StoredDocument {
  const type = documentTypeOfMime(row.content_type);
  // Only the use cases write this column, from sniffed types: anything else is a bug.
  if (type === null) throw new Error(`stored document ${row.uuid} has content type ${row.content_type}`);
  return {
    uuid: row.uuid,
    planUuid: row.plan_uuid,
    blobId: row.blob_id,
    name: row.name,
    contentType: type,
    sizeBytes: row.size,
    width: row.width,
    height: row.height,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Plan documents in SQL (table plan_documents; the bytes are rows of blobs). Deleting a row also
 * deletes its blob (a trigger of migration 005), so a plan or trip deleted by any path takes its
 * documents' files with it.
 *
 * @example
 * const documents = new SqlDocumentStore(db);
 */
export class SqlDocumentStore implements DocumentStore {
  constructor(private readonly db: Kysely<Database>) {}

  async add(document: StoredDocument, max: number): Promise<DocumentAddResult> {
    return this.db.transaction().execute(async (tx) => {
      // Locking the plan row serialises concurrent uploads to one plan, so the count holds.
      const plan = await tx.selectFrom('plans').select('uuid').where('uuid', '=', document.planUuid).forUpdate().executeTakeFirst();
      if (!plan) return 'no-plan';
      const { count } = await tx
        .selectFrom('plan_documents')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('plan_uuid', '=', document.planUuid)
        .executeTakeFirstOrThrow();
      if (Number(count) >= max) return 'limit';
      await tx
        .insertInto('plan_documents')
        .values({
          uuid: document.uuid,
          plan_uuid: document.planUuid,
          blob_id: document.blobId,
          name: document.name,
          content_type: documentMimeType(document.contentType),
          size: document.sizeBytes,
          width: document.width,
          height: document.height,
          created_at: document.createdAt,
        })
        .execute();
      return 'added';
    });
  }

  async get(uuid: string): Promise<StoredDocument | undefined> {
    const row = await this.db.selectFrom('plan_documents').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    return row ? documentOf(row) : undefined;
  }

  async listForPlan(planUuid: string): Promise<readonly StoredDocument[]> {
    const rows = await this.db.selectFrom('plan_documents').selectAll().where('plan_uuid', '=', planUuid).orderBy('created_at').orderBy('uuid').execute();
    return rows.map(documentOf);
  }

  async rename(uuid: string, name: string): Promise<boolean> {
    const r = await this.db.updateTable('plan_documents').set({ name }).where('uuid', '=', uuid).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async delete(uuid: string): Promise<boolean> {
    const r = await this.db.deleteFrom('plan_documents').where('uuid', '=', uuid).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}
