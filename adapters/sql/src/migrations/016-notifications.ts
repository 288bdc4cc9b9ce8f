import type { Kysely, Migration } from 'kysely';

/**
 * Notifications and phone (issue 13). `notification_settings`: one row per user, alert code and
 * channel (email, sms) the user saved; a code never saved uses the defaults of core
 * (`defaultNotification`: e-mail on, SMS off). `users.sms_country_code` (with its plus, `+33`) and
 * `users.sms_phone_number` (national significant number) hold only a VERIFIED number: alerts are
 * texted to it. `sms_verifications`: at most one pending code per user, kept only as an HMAC
 * (server secret `sms-code`), with the number it was sent to, its expiry and the wrong tries.
 * Every row goes with its user (cascade).
 */
export const notificationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notification_settings')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('is_enabled', 'boolean', (c) => c.notNull())
      .addPrimaryKeyConstraint('notification_settings_pk', ['user_id', 'code', 'channel'])
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('sms_country_code', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('sms_phone_number', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .createTable('sms_verifications')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('e164', 'text', (c) => c.notNull())
      .addColumn('calling_code', 'text', (c) => c.notNull())
      .addColumn('national_number', 'text', (c) => c.notNull())
      .addColumn('region', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
