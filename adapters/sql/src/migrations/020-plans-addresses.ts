import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Forwarding to the plans address (issue 14): `plans_addresses` holds each user's personal plans
 * address as the SHA-256 of its token (never the token: a reset replaces the row, so the old
 * address stops at once); `inbound_messages` holds each message the SMTP listener accepted for a
 * user until its import job ends: once per user and dedupe key (from the Message-ID, so the same
 * message delivered twice is imported once), with the raw message in blobs. Both go with their
 * user (cascade), and a trigger removes a message's blob whenever its row goes.
 */
export const plansAddressesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('plans_addresses')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('inbound_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('dedupe_key', 'text', (c) => c.notNull())
      .addColumn('sender', 'text', (c) => c.notNull())
      .addColumn('blob_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('received_at', 'timestamptz', (c) => c.notNull())
      .addColumn('finished_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('inbound_messages_dedupe').on('inbound_messages').columns(['user_id', 'dedupe_key']).unique().execute();
    await sql`CREATE FUNCTION inbound_messages_drop_blob() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.blob_id <> '' THEN DELETE FROM blobs WHERE id = OLD.blob_id; END IF;
  RETURN OLD;
END
$$`.execute(db);
    await sql`CREATE TRIGGER inbound_messages_drop_blob AFTER DELETE ON inbound_messages
FOR EACH ROW EXECUTE FUNCTION inbound_messages_drop_blob()`.execute(db);
  },
};
