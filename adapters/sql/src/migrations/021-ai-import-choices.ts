import type { Kysely, Migration } from 'kysely';

/**
 * The AI extractor (issue 14): `ai_import_choices` holds each user's choice (opted in or not, when
 * they last opted in) and when the web app first introduced the feature to them. No row means
 * never chosen, never introduced. A row goes with its user (cascade).
 */
export const aiImportChoicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ai_import_choices')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('is_opted_in', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('opted_in_at', 'timestamptz')
      .addColumn('introduced_at', 'timestamptz')
      .execute();
  },
};
