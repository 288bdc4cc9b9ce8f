import { sql, type Kysely, type Migration } from 'kysely';

/**
 * E-mail addresses (issue 12): an added address waits unconfirmed on the account that asked for it
 * and belongs to no one until confirmed, so the address is unique only among held rows (primary or
 * confirmed); an account lists an address once and has at most one primary. Each address keeps
 * its import-sharing choice.
 */
export const emailAddressesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE email_addresses DROP CONSTRAINT email_addresses_address_key`.execute(db);
    await sql`CREATE UNIQUE INDEX email_addresses_held ON email_addresses (address) WHERE is_primary OR is_confirmed`.execute(db);
    await db.schema.createIndex('email_addresses_user_address').on('email_addresses').columns(['user_id', 'address']).unique().execute();
    await sql`CREATE UNIQUE INDEX email_addresses_one_primary ON email_addresses (user_id) WHERE is_primary`.execute(db);
    await db.schema
      .alterTable('email_addresses')
      .addColumn('import_trip_plan_sharing', 'text', (c) => c.notNull().defaultTo('concur_sharing_none'))
      .execute();
  },
};
