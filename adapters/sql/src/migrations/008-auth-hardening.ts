import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Auth hardening (issue 10). Sessions keep only a SHA-256 of their id (`id_hash`): the ids stored
 * in clear until now cannot be turned into hashes without keeping them, so every session is ended
 * (users sign in again once). Sign-in throttling moves from per-address failure counters
 * (`login_attempts`, dropped) to token buckets per purpose and key (`throttle_buckets`), taken in
 * one statement so parallel attempts all count. `server_secrets` holds the random keys every
 * server shares (the one that signs "known device" cookies), created by the first server to need one.
 */
export const authHardeningMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`delete from sessions`.execute(db);
    await sql`alter table sessions rename column id to id_hash`.execute(db);
    await sql`drop table login_attempts`.execute(db);
    await db.schema
      .createTable('throttle_buckets')
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('tokens', 'double precision', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addColumn('allowed', 'boolean', (c) => c.notNull())
      .addPrimaryKeyConstraint('throttle_buckets_pk', ['purpose', 'key'])
      .execute();
    await db.schema.createIndex('throttle_buckets_updated').on('throttle_buckets').column('updated_at').execute();
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
};
