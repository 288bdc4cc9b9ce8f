import { sql, type Kysely, type Migration } from 'kysely';

/** Trips and their participants (the owner is a participant row with is_owner). */
export const tripsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('trips')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('primary_location', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('location_address', 'text')
      .addColumn('location_city', 'text')
      .addColumn('location_country', 'text')
      .addColumn('location_state', 'text')
      .addColumn('location_latitude', 'double precision')
      .addColumn('location_longitude', 'double precision')
      .addColumn('start_date', 'text')
      .addColumn('end_date', 'text')
      .addColumn('is_private', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_owner_traveler', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('relative_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_pro_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_concur_linked', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('public_guid', 'text', (c) => c.unique())
      .addColumn('is_trip_owner_inner_circle_sharer', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('purpose_type_code', 'text')
      .addColumn('purpose_is_auto_generated', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('statuses', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('last_modified', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('trips_dates_in_order', sql`start_date is null or end_date is null or start_date <= end_date`)
      .execute();
    await db.schema.createIndex('trips_dates').on('trips').columns(['start_date', 'end_date']).execute();
    await db.schema
      .createTable('trip_participants')
      .addColumn('trip_uuid', 'text', (c) => c.notNull().references('trips.uuid').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('is_owner', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_read_only', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('is_traveler', 'boolean', (c) => c.notNull().defaultTo(false))
      .addPrimaryKeyConstraint('trip_participants_pk', ['trip_uuid', 'user_id'])
      .execute();
    // Listing starts from the user's participant rows; one owner per trip.
    await db.schema.createIndex('trip_participants_user').on('trip_participants').columns(['user_id', 'trip_uuid']).execute();
    await db.schema
      .createIndex('trip_participants_one_owner')
      .on('trip_participants')
      .column('trip_uuid')
      .unique()
      .where(sql.ref('is_owner'), '=', true)
      .execute();
  },
};
