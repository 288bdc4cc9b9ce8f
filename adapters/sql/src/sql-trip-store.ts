import type {
  StoredParticipantFlags,
  StoredTripInvitation,
  Trip,
  TripListRequest,
  TripPage,
  TripParticipant,
  TripProfile,
  TripStore,
  TripWithRole,
} from '@waybook/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';
import { participantOf, roleOf, tripFromRow, tripToRow, type ParticipantRow } from './trip-rows.js';
import { acceptedSharers, asSeenByMember, circleAccess, listScope, memberRow, seenOnList } from './trip-inner-circle.js';

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
      await tx
        .insertInto('trip_participants')
        .values({
          trip_uuid: trip.uuid,
          user_id: ownerId,
          is_owner: true,
          is_read_only: false,
          is_traveler: trip.isOwnerTraveler,
        })
        .execute();
    });
    const stored = await this.load(trip.uuid);
    if (!stored) throw new Error(`trip ${trip.uuid} vanished after create`);
    return stored.trip;
  }

  async get(uuid: string, userId: string): Promise<TripWithRole | undefined> {
    const stored = await this.load(uuid);
    const me = stored?.participants.find((p) => p.user_id === userId);
    if (stored && me) return { trip: stored.trip, role: roleOf(me), participants: stored.participants.map(participantOf) };
    return stored && stored.trip.shouldShareWithInnerCircle ? this.getAsMember(stored, userId) : undefined;
  }

  // An accepted Inner Circle member of the owner reaches a trip shared with the circle as a
  // participant of their permission's role (core's inner-circle-access rules).
  private async getAsMember(stored: { trip: Trip; participants: readonly ParticipantRow[] }, userId: string): Promise<TripWithRole | undefined> {
    const isReadOnly = circleAccess(stored.trip, stored.participants, userId, await acceptedSharers(this.db, userId));
    const member = isReadOnly === undefined ? undefined : await memberRow(this.db, userId);
    if (isReadOnly === undefined || !member) return undefined;
    const seen = asSeenByMember(stored.trip, stored.participants, member, isReadOnly);
    return { ...seen, role: roleOf({ ...member, is_read_only: isReadOnly }) };
  }

  async replace(trip: Trip): Promise<Trip | undefined> {
    const { uuid, ...row } = tripToRow(trip);
    const updated = await this.db.transaction().execute(async (tx) => {
      const r = await tx.updateTable('trips').set(row).where('uuid', '=', uuid).executeTakeFirst();
      await tx.updateTable('trip_participants').set({ is_traveler: trip.isOwnerTraveler }).where('trip_uuid', '=', uuid).where('is_owner', '=', true).execute();
      return r.numUpdatedRows > 0n;
    });
    return updated ? (await this.load(uuid))?.trip : undefined;
  }

  async delete(uuid: string): Promise<boolean> {
    const r = await this.db.deleteFrom('trips').where('uuid', '=', uuid).executeTakeFirst();
    return r.numDeletedRows > 0n;
  }

  async list(q: TripListRequest): Promise<TripPage> {
    // "Today" is decided by core in the user's zone; SQL only compares end dates with it (the
    // agreement with core's trip timing is a property test on PGlite).
    const sharers = await acceptedSharers(this.db, q.userId);
    let base = listScope(this.db, q.userId, [...sharers.keys()]).where((eb) =>
      q.past
        ? eb.and([eb('me.end_date', 'is not', null), eb('me.end_date', '<', q.today)])
        : eb.or([eb('me.end_date', 'is', null), eb('me.end_date', '>=', q.today)]),
    );
    // The filters read the caller's own part: an Inner Circle trip is another's, not travelled.
    const mine = sharers.size === 0 ? sql<boolean>`true` : sql<boolean>`me.user_id = ${q.userId}`;
    if (q.traveler !== 'all') base = base.where(sql<boolean>`(${mine} and me.is_traveler) = ${q.traveler === 'traveler'}`);
    if (q.permission !== 'all') base = base.where(sql<boolean>`(${mine} and me.is_owner) = ${q.permission === 'own'}`);
    // The participant rows carry the trips' list keys (migration 007): the page walks one index in
    // order and stops after one row more than the page, and the count reads an index alone.
    const dir = sql.raw(q.order.byDate && q.order.direction === 'descending' ? 'desc' : 'asc');
    let page = base.innerJoin('trips', 'trips.uuid', 'me.trip_uuid').selectAll('trips');
    page = q.order.byDate
      ? page.orderBy(sql`me.start_date ${dir} nulls last`).orderBy(sql`me.end_date ${dir} nulls last`)
      : page.orderBy('me.last_modified', 'desc');
    // No window count (it sorts every matching row): one row past the page says whether more
    // follow; a last page gives the total itself, and only otherwise are the trips counted.
    const offset = (q.pageNum - 1) * q.pageSize;
    const fetched = await page
      .orderBy('me.trip_created_at')
      .orderBy('me.trip_uuid')
      .limit(q.pageSize + 1)
      .offset(offset)
      .execute();
    const rows = fetched.slice(0, q.pageSize);
    const total =
      fetched.length <= q.pageSize && (rows.length > 0 || offset === 0)
        ? offset + rows.length
        : Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const participants = await this.participantsOf(rows.map((r) => r.uuid));
    const seen = await seenOnList(this.db, { rows, participants, userId: q.userId, sharers });
    const profiles = new Map<string, TripProfile>();
    for (const s of seen) for (const p of s.participants) if (!profiles.has(p.profileRef)) profiles.set(p.profileRef, p);
    return {
      items: seen.map((s) => s.trip),
      profiles: [...profiles.values()].map(({ userId, profileRef, displayName, emailAddress }) => ({ userId, profileRef, displayName, emailAddress })),
      maxPage: Math.max(1, Math.ceil(total / q.pageSize)),
    };
  }

  // The participants of several trips, owner first, in one query.
  private async participantsOf(uuids: readonly string[]): Promise<Map<string, ParticipantRow[]>> {
    const byTrip = new Map<string, ParticipantRow[]>();
    if (uuids.length === 0) return byTrip;
    const rows = await this.db
      .selectFrom('trip_participants as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .leftJoin('email_addresses as e', (join) => join.onRef('e.user_id', '=', 'u.id').on('e.is_primary', '=', true))
      .select([
        'p.trip_uuid',
        'p.user_id',
        'u.profile_ref',
        'p.is_owner',
        'p.is_read_only',
        'p.is_traveler',
        'u.first_name',
        'u.last_name',
        'u.screen_name',
        'e.address as email',
      ])
      .where('p.trip_uuid', 'in', [...uuids])
      .orderBy('p.is_owner', 'desc')
      .orderBy('u.profile_ref')
      .execute();
    for (const { trip_uuid: uuid, ...p } of rows) {
      const list = byTrip.get(uuid) ?? [];
      list.push(p);
      byTrip.set(uuid, list);
    }
    return byTrip;
  }

  async isTripImage(imageUrl: string): Promise<boolean> {
    if (imageUrl === '') return false;
    const row = await this.db.selectFrom('trips').select('uuid').where('image_url', '=', imageUrl).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  async findByPublicGuid(guid: string): Promise<{ trip: Trip; participants: readonly TripParticipant[] } | undefined> {
    const row = await this.db.selectFrom('trips').select('uuid').where('public_guid', '=', guid).executeTakeFirst();
    const stored = row ? await this.load(row.uuid) : undefined;
    return stored ? { trip: stored.trip, participants: stored.participants.map(participantOf) } : undefined;
  }

  async setPublicGuid(uuid: string, guid: string, lastModified: string): Promise<boolean> {
    const r = await this.db.updateTable('trips').set({ public_guid: guid, last_modified: lastModified }).where('uuid', '=', uuid).executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async addParticipant(uuid: string, userId: string, flags: StoredParticipantFlags): Promise<'added' | 'exists'> {
    const r = await this.db
      .insertInto('trip_participants')
      .values({ trip_uuid: uuid, user_id: userId, is_owner: false, is_read_only: flags.isReadOnly, is_traveler: flags.isTraveler })
      .onConflict((oc) => oc.columns(['trip_uuid', 'user_id']).doNothing())
      .executeTakeFirst();
    return (r.numInsertedOrUpdatedRows ?? 0n) > 0n ? 'added' : 'exists';
  }

  async setParticipantFlags(uuid: string, changes: readonly { profileRef: string; flags: StoredParticipantFlags }[]): Promise<boolean> {
    return this.db
      .transaction()
      .execute(async (tx) => {
        for (const { profileRef, flags } of changes) {
          const r = await tx
            .updateTable('trip_participants')
            .set({ is_read_only: flags.isReadOnly, is_traveler: flags.isTraveler })
            .where('trip_uuid', '=', uuid)
            .where('is_owner', '=', false)
            .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('profile_ref', '=', profileRef))
            .executeTakeFirst();
          // All or nothing: one unknown participant rolls back the others.
          if (r.numUpdatedRows === 0n) throw new NoSuchParticipant();
        }
        return true;
      })
      .catch((e: unknown) => {
        if (e instanceof NoSuchParticipant) return false;
        throw e;
      });
  }

  async removeParticipant(uuid: string, profileRef: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('trip_participants')
      .where('trip_uuid', '=', uuid)
      .where('is_owner', '=', false)
      .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('profile_ref', '=', profileRef))
      .executeTakeFirst();
    return r.numDeletedRows > 0n;
  }

  async merge(sourceUuid: string, intoUuid: string, lastModified: string): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const target = await tx.updateTable('trips').set({ last_modified: lastModified }).where('uuid', '=', intoUuid).executeTakeFirst();
      if (target.numUpdatedRows === 0n) return false;
      await tx.updateTable('plans').set({ trip_uuid: intoUuid, updated_at: new Date() }).where('trip_uuid', '=', sourceUuid).execute();
      const r = await tx.deleteFrom('trips').where('uuid', '=', sourceUuid).executeTakeFirst();
      return r.numDeletedRows > 0n;
    });
  }

  async addPendingInvitation(i: StoredTripInvitation): Promise<void> {
    await this.db
      .insertInto('trip_invitations')
      .values({
        trip_uuid: i.tripUuid,
        email: i.email,
        is_read_only: i.isReadOnly,
        is_traveler: i.isTraveler,
        token: i.token,
        invited_by: i.invitedBy,
        created_at: i.createdAt,
      })
      .onConflict((oc) =>
        oc.columns(['trip_uuid', 'email']).doUpdateSet({
          is_read_only: i.isReadOnly,
          is_traveler: i.isTraveler,
          token: i.token,
          invited_by: i.invitedBy,
          created_at: i.createdAt,
        }),
      )
      .execute();
  }

  async pendingInvitations(uuid: string): Promise<readonly StoredTripInvitation[]> {
    const rows = await this.db.selectFrom('trip_invitations').selectAll().where('trip_uuid', '=', uuid).orderBy('created_at').orderBy('email').execute();
    return rows.map(invitationOf);
  }

  async pendingInvitationByToken(token: string): Promise<StoredTripInvitation | undefined> {
    const row = await this.db.selectFrom('trip_invitations').selectAll().where('token', '=', token).executeTakeFirst();
    return row ? invitationOf(row) : undefined;
  }

  async claimPendingInvitations(userId: string, emails: readonly string[]): Promise<readonly string[]> {
    if (emails.length === 0) return [];
    return this.db.transaction().execute(async (tx) => {
      const pending = await tx
        .deleteFrom('trip_invitations')
        .where('email', 'in', [...emails])
        .returningAll()
        .execute();
      const joined: string[] = [];
      for (const p of pending) {
        const r = await tx
          .insertInto('trip_participants')
          .values({ trip_uuid: p.trip_uuid, user_id: userId, is_owner: false, is_read_only: p.is_read_only, is_traveler: p.is_traveler })
          .onConflict((oc) => oc.columns(['trip_uuid', 'user_id']).doNothing())
          .executeTakeFirst();
        if ((r.numInsertedOrUpdatedRows ?? 0n) > 0n) joined.push(p.trip_uuid);
      }
      return joined;
    });
  }

  private async load(uuid: string): Promise<{ trip: Trip; participants: readonly ParticipantRow[] } | undefined> {
    const row = await this.db.selectFrom('trips').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    if (!row) return undefined;
    const participants = (await this.participantsOf([uuid])).get(uuid) ?? [];
    return { trip: tripFromRow(row, participants), participants };
  }
}

class NoSuchParticipant extends Error {}

function invitationOf(r: {
  trip_uuid: string;
  email: string;
  is_read_only: boolean;
  is_traveler: boolean;
  token: string;
  invited_by: string;
  created_at: Date;
}): StoredTripInvitation {
  return {
    tripUuid: r.trip_uuid,
    email: r.email,
    isReadOnly: r.is_read_only,
    isTraveler: r.is_traveler,
    token: r.token,
    invitedBy: r.invited_by,
    createdAt: new Date(r.created_at),
  };
}
