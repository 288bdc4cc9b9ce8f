import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Indexes for the trip list, which pages without a window count: the page is found first, and
 * the trips are counted apart only when the page does not already tell how many there are. The
 * user's participant rows carry the traveler and owner flags the filters read, and trips carry
 * their end date next to the key, so that count can be answered from indexes alone once the
 * tables are vacuumed.
 */
export const tripListIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index trip_participants_user_flags on trip_participants (user_id, trip_uuid) include (is_owner, is_traveler)`.execute(db);
    // Superseded by the index above (same leading columns).
    await db.schema.dropIndex('trip_participants_user').execute();
    await sql`create index trips_uuid_end_date on trips (uuid) include (end_date)`.execute(db);
  },
};
