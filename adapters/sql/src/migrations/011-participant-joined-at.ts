import { sql, type Kysely, type Migration } from 'kysely';

/**
 * When each participant joined a trip (issue 12, account deletion): a deleted account's shared
 * trip passes to its longest-standing editor. Rows that existed before this migration all get the
 * migration's time (ties are broken by user id).
 */
export const participantJoinedAtMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('trip_participants')
      .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
      .execute();
  },
};
