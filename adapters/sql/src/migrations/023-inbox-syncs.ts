import type { Kysely, Migration } from 'kysely';

/**
 * Inbox sync (issue 14): `inbox_syncs` holds one synced inbox per e-mail address (it goes with
 * the address and the user: cascade) with its IMAP server, the sealed secret (AES-GCM with the
 * server key: never an app password or token in clear), the cursor (UIDVALIDITY, last UID) and
 * the look's bookkeeping; `inbox_sync_setups` holds started connections by the SHA-256 of their
 * single-use state until they are completed or expire.
 */
export const inboxSyncsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('inbox_syncs')
      .addColumn('email_id', 'text', (c) => c.primaryKey().references('email_addresses.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('provider_id', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('imap_host', 'text', (c) => c.notNull())
      .addColumn('imap_port', 'integer', (c) => c.notNull())
      .addColumn('imap_secure', 'boolean', (c) => c.notNull())
      .addColumn('sealed_secret', 'text', (c) => c.notNull())
      .addColumn('uid_validity', 'bigint', (c) => c.notNull())
      .addColumn('last_uid', 'bigint', (c) => c.notNull())
      .addColumn('last_fetch_at', 'timestamptz')
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('inbox_syncs_user').on('inbox_syncs').column('user_id').execute();
    await db.schema
      .createTable('inbox_sync_setups')
      .addColumn('state_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('email_id', 'text', (c) => c.notNull().references('email_addresses.id').onDelete('cascade'))
      .addColumn('provider_id', 'text', (c) => c.notNull())
      .addColumn('sealed_verifier', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
};
