import { sql, type Kysely, type Migration } from 'kysely';

/** Pending trip invitations (addresses without an account yet) and stored files (trip images). */
export const sharingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('trip_invitations')
      .addColumn('trip_uuid', 'text', (c) => c.notNull().references('trips.uuid').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('is_read_only', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('is_traveler', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('invited_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('trip_invitations_pk', ['trip_uuid', 'email'])
      .execute();
    await db.schema.createIndex('trip_invitations_email').on('trip_invitations').column('email').execute();
    await db.schema
      .createTable('blobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('bytes', 'bytea', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
};
