import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Inner Circle invitations (issue 13): from a sharer to a recipient account, or to an e-mail
 * address without one (recipient_id null until the address is proven; the sign-up token stored
 * as its SHA-256 hex, with an expiry). At most one live invitation (pending, ignored, accepted)
 * binds a sharer and a recipient, or a sharer and an address not yet taken up.
 */
export const innerCircleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('inner_circle_invitations')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('sharer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('recipient_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('is_read_only', 'boolean', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'accepted', 'ignored', 'deleted', 'removed')`))
      .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('token_hash', 'text')
      .addColumn('token_expires_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    const live = sql`status in ('pending', 'accepted', 'ignored')`;
    await sql`create unique index inner_circle_live_recipient on inner_circle_invitations (sharer_id, recipient_id)
      where recipient_id is not null and ${live}`.execute(db);
    await sql`create unique index inner_circle_live_address on inner_circle_invitations (sharer_id, email)
      where recipient_id is null and ${live}`.execute(db);
    // The trip list and trip reads ask "whose circle am I an accepted member of": one index lookup.
    await sql`create index inner_circle_accepted_by_recipient on inner_circle_invitations (recipient_id)
      include (sharer_id, is_read_only) where status = 'accepted'`.execute(db);
    await sql`create index inner_circle_received on inner_circle_invitations (recipient_id, created_at)`.execute(db);
    await sql`create index inner_circle_waiting_address on inner_circle_invitations (email)
      where recipient_id is null and status = 'pending'`.execute(db);
    await sql`create unique index inner_circle_token on inner_circle_invitations (token_hash) where token_hash is not null`.execute(db);
  },
};
