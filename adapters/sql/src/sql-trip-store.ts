import type { Trip, TripListRequest, TripPage, TripStore, TripWithRole } from '@waybook/core';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from './schema.js';
import { profileOf, roleOf, tripFromRow, tripToRow, type ParticipantRow } from './trip-rows.js';

// The participants of the trip in the outer query, owner first, with what names them.
function participantsOf(eb: ExpressionBuilder<Database, 'trips'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('trip_participants as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.user_id', 'u.profile_ref', 'p.is_owner', 'p.is_read_only', 'p.is_traveler', 'u.first_name', 'u.last_name', 'u.screen_name'])
      .select((e) =>
        e.selectFrom('email_addresses as e').select('e.address').whereRef('e.user_id', '=', 'u.id').where('e.is_primary', '=', true).limit(1).as('email'),
      )
      .whereRef('p.trip_uuid', '=', 'trips.uuid')
      .orderBy('p.is_owner', 'desc')
      .orderBy('u.profile_ref'),
  ).as('participants');
}

/**
 * Trips in SQL: trips plus trip_participants, where the creator is the owner row.
 *
 * @example
 * const trips = new SqlTripStore(db);
 */
export class SqlTripStore implements TripStore {
  constructor(private readonly db: Kysely<Database>) {}

  async create(ownerId: string, trip: Trip): Promise<Trip> {
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto('trips').values(tripToRow(trip)).execute();
      await tx.insertInto('trip_participants').values({
        trip_uuid: trip.uuid, user_id: ownerId, is_owner: true, is_read_only: false, is_traveler: trip.isOwnerTraveler,
      }).execute();
    });
    const stored = await this.load(trip.uuid);
    if (!stored) throw new Error(`trip ${trip.uuid} vanished after create`);
    return stored.trip;
  }

  async get(uuid: string, userId: string): Promise<TripWithRole | undefined> {
    const stored = await this.load(uuid);
    const me = stored?.participants.find((p) => p.user_id === userId);
    return stored && me ? { trip: stored.trip, role: roleOf(me) } : undefined;
  }

  async replace(trip: Trip): Promise<Trip | undefined> {
    const { uuid, ...row } = tripToRow(trip);
    const updated = await this.db.transaction().execute(async (tx) => {
      const r = await tx.updateTable('trips').set(row).where('uuid', '=', uuid).executeTakeFirst();
      await tx.updateTable('trip_participants').set({ is_traveler: trip.isOwnerTraveler })
        .where('trip_uuid', '=', uuid).where('is_owner', '=', true).execute();
      return r.numUpdatedRows > 0n;
    });
    return updated ? (await this.load(uuid))?.trip : undefined;
  }

  async delete(uuid: string): Promise<boolean> {
    const r = await this.db.deleteFrom('trips').where('uuid', '=', uuid).executeTakeFirst();
    return r.numDeletedRows > 0n;
  }

  async list(q: TripListRequest): Promise<TripPage> {
    let base = this.db
      .selectFrom('trip_participants as me')
      .innerJoin('trips', 'trips.uuid', 'me.trip_uuid')
      .where('me.user_id', '=', q.userId)
      .where((eb) => (q.past
        ? eb.and([eb('trips.end_date', 'is not', null), eb('trips.end_date', '<', q.today)])
        : eb.or([eb('trips.end_date', 'is', null), eb('trips.end_date', '>=', q.today)])));
    if (q.traveler !== 'all') base = base.where('me.is_traveler', '=', q.traveler === 'traveler');
    if (q.permission !== 'all') base = base.where('me.is_owner', '=', q.permission === 'own');
    const counted = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    let page = base.selectAll('trips').select((eb) => participantsOf(eb));
    if (q.order.byDate) {
      const dir = sql.raw(q.order.direction === 'ascending' ? 'asc' : 'desc');
      page = page.orderBy(sql`trips.start_date ${dir} nulls last`).orderBy(sql`trips.end_date ${dir} nulls last`);
    } else {
      page = page.orderBy('trips.last_modified', 'desc');
    }
    const rows = await page.orderBy('trips.created_at').orderBy('trips.uuid').limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize).execute();
    const profiles = new Map<string, ParticipantRow>();
    for (const r of rows) for (const p of r.participants) profiles.set(p.profile_ref, p);
    return {
      items: rows.map(({ participants, ...r }) => tripFromRow(r, participants)),
      profiles: [...profiles.values()].map(profileOf),
      maxPage: Math.max(1, Math.ceil(Number(counted.n) / q.pageSize)),
    };
  }

  private async load(uuid: string): Promise<{ trip: Trip; participants: readonly ParticipantRow[] } | undefined> {
    const row = await this.db.selectFrom('trips').selectAll('trips').select((eb) => participantsOf(eb)).where('uuid', '=', uuid).executeTakeFirst();
    if (!row) return undefined;
    const { participants, ...trip } = row;
    return { trip: tripFromRow(trip, participants), participants };
  }
}
