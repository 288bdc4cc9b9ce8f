import { sql, type Kysely, type Migration } from 'kysely';

/** Accounts, e-mail addresses, sessions, sign-in throttling and legacy ids. */
export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('legacy_id', 'bigserial', (c) => c.notNull().unique())
      .addColumn('profile_ref', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('screen_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('middle_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('date_of_birth', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('language_tag', 'text', (c) => c.notNull().defaultTo('en-US'))
      .addColumn('date_endian_format', 'text', (c) => c.notNull().defaultTo('M'))
      .addColumn('hour_clock', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('distance', 'text', (c) => c.notNull().defaultTo('M'))
      .addColumn('temperature', 'text', (c) => c.notNull().defaultTo('F'))
      .addColumn('home_city', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('home_airport', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('home_country_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_cal_detailed', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('is_cal_localtime', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('jurisdiction', 'text', (c) => c.notNull().defaultTo('AMER'))
      .addColumn('blocked_status', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('last_privacy_ack', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('is_public_trip_sharing_disabled', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_pro', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('email_addresses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('address', 'text', (c) => c.notNull().unique())
      .addColumn('is_primary', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('verification_token', 'text', (c) => c.unique())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('email_addresses_user').on('email_addresses').column('user_id').execute();
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_last_seen').on('sessions').column('last_seen_at').execute();
    await db.schema
      .createTable('login_attempts')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('last_failure_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('entity_ids')
      .addColumn('legacy_id', 'bigserial', (c) => c.primaryKey())
      .addColumn('entity_type', 'text', (c) => c.notNull())
      .addColumn('uuid', 'text', (c) => c.notNull().unique())
      .execute();
  },
};
