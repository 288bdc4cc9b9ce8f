import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Plan documents: metadata here, bytes in blobs. A document goes with its plan (cascade), and a
 * trigger removes a document's blob whenever its row goes, however the row goes: the document
 * deleted, its plan deleted (plan, last segment, cruise end), its trip deleted, its owner gone.
 */
export const documentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('plan_documents')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('plan_uuid', 'text', (c) => c.notNull().references('plans.uuid').onDelete('cascade'))
      .addColumn('blob_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('plan_documents_plan').on('plan_documents').columns(['plan_uuid', 'created_at']).execute();
    await sql`CREATE FUNCTION plan_documents_drop_blob() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM blobs WHERE id = OLD.blob_id;
  RETURN OLD;
END
$$`.execute(db);
    await sql`CREATE TRIGGER plan_documents_drop_blob AFTER DELETE ON plan_documents
FOR EACH ROW EXECUTE FUNCTION plan_documents_drop_blob()`.execute(db);
  },
};
