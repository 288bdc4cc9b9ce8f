import type { Kysely, Migration } from 'kysely';

/**
 * Calendar feed (issue 16): one secret feed per user. The token is looked up by its SHA-256
 * (`token_hash`) and kept sealed (AES-GCM with the server key) so the profile can show the URL
 * again; it is never in clear. Resetting replaces the row, so the old URL stops at once.
 */
export const calendarFeedsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('calendar_feeds')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('sealed_token', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
};
