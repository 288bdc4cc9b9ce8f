import type { Kysely, Migration } from 'kysely';

/**
 * Single-use account links (issue 12): adding an address, resetting a password, deleting the
 * account, merging accounts. Only the SHA-256 of each token is kept (`token_hash`); a link is used
 * once (`used_at`) and works until `expires_at`. The verification token of the sign-up address
 * (email_addresses.verification_token) stays as it is.
 */
export const accountLinksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('account_links')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('account_links_user').on('account_links').columns(['user_id', 'purpose']).execute();
    await db.schema.createIndex('account_links_expires').on('account_links').column('expires_at').execute();
  },
};
