import type { Kysely, Migration } from 'kysely';

/**
 * Imports (issue 14): `plan_imports` holds where each imported plan came from (message id,
 * subject, sender, received time, extractor), the reservation's identity (so the same booking
 * imported again updates its plan) and the original message as a blob for the plan's editors.
 * A row goes with its plan and its user (cascade).
 */
export const planImportsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('plan_imports')
      .addColumn('plan_uuid', 'text', (c) => c.primaryKey().references('plans.uuid').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('identity_key', 'text', (c) => c.notNull())
      .addColumn('extractor', 'text', (c) => c.notNull())
      .addColumn('message_id', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('sender', 'text', (c) => c.notNull())
      .addColumn('received_at', 'timestamptz', (c) => c.notNull())
      .addColumn('message_blob_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('plan_imports_identity').on('plan_imports').columns(['user_id', 'identity_key']).execute();
  },
};
