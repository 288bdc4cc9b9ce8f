import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The trip list's sort and filter keys copied onto each participant row (start and end date, last
 * modified, the trip's creation), kept equal to the trip's by triggers, so that one index of the
 * user's rows yields a page in order and stops after it (no join and sort of every trip) and the
 * count reads that index alone. Replaces the indexes of 006.
 */
export const tripListSortKeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table trip_participants
      add column start_date text, add column end_date text,
      add column last_modified text not null default '', add column trip_created_at timestamptz`.execute(db);
    await sql`update trip_participants p
      set start_date = t.start_date, end_date = t.end_date, last_modified = t.last_modified, trip_created_at = t.created_at
      from trips t where t.uuid = p.trip_uuid`.execute(db);
    await sql`alter table trip_participants alter column trip_created_at set not null`.execute(db);
    await sql`create function trip_participants_copy_trip() returns trigger language plpgsql as $$
      begin
        select t.start_date, t.end_date, t.last_modified, t.created_at
          into new.start_date, new.end_date, new.last_modified, new.trip_created_at
          from trips t where t.uuid = new.trip_uuid;
        return new;
      end $$`.execute(db);
    await sql`create trigger trip_participants_copy_trip before insert or update of trip_uuid on trip_participants
      for each row execute function trip_participants_copy_trip()`.execute(db);
    await sql`create function trips_copy_to_participants() returns trigger language plpgsql as $$
      begin
        update trip_participants set start_date = new.start_date, end_date = new.end_date, last_modified = new.last_modified
          where trip_uuid = new.uuid;
        return null;
      end $$`.execute(db);
    await sql`create trigger trips_copy_to_participants after update of start_date, end_date, last_modified on trips
      for each row when (old.start_date is distinct from new.start_date or old.end_date is distinct from new.end_date
        or old.last_modified is distinct from new.last_modified)
      execute function trips_copy_to_participants()`.execute(db);
    // The upcoming list (by date, ascending: the default tab) walks this index in order and stops
    // after its page; the other orders sort the user's rows, still without touching trips. Every
    // index more costs planning time on each statement (measured on PGlite), so there are two.
    await sql`create index trip_participants_by_date on trip_participants
      (user_id, start_date asc nulls last, end_date asc nulls last, trip_created_at, trip_uuid) include (is_owner, is_traveler)`.execute(db);
    await sql`create index trip_participants_count on trip_participants (user_id, end_date) include (is_owner, is_traveler)`.execute(db);
    await sql`drop index trip_participants_user_flags`.execute(db);
    await sql`drop index trips_uuid_end_date`.execute(db);
  },
};
