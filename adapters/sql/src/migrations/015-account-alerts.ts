import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Account alerts (issue 13): one row per alert raised for a user. The title and message are not
 * stored: `facts` (JSON) holds what the reader's language needs to write them when the list is
 * read. `viewed_at` null means new; dismissed alerts keep their row (`dismissed_at`) so a retried
 * job with the same dedupe key does not raise them again. Rows go with their user (cascade).
 */
export const accountAlertsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('account_alerts')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type_code', 'text', (c) => c.notNull())
      .addColumn('trip_uuid', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('trip_item_uuid', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('from_user_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('facts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('dedupe_key', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('seq', 'bigserial', (c) => c.notNull())
      .addColumn('viewed_at', 'timestamptz')
      .addColumn('dismissed_at', 'timestamptz')
      .execute();
    // The list: a user's live alerts, newest first.
    await db.schema.createIndex('account_alerts_user_list').on('account_alerts').columns(['user_id', 'created_at desc', 'seq desc']).execute();
    await sql`CREATE UNIQUE INDEX account_alerts_dedupe ON account_alerts (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL`.execute(db);
  },
};
