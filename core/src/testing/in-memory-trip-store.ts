import { displayNameOf } from '../domain/profile/profile.js';
import { participantRoleOf } from '../domain/trips/participants.js';
import type { Trip } from '../domain/trips/trip.js';
import type {
  StoredParticipantFlags,
  StoredTripInvitation,
  TripListRequest,
  TripPage,
  TripParticipant,
  TripProfile,
  TripStore,
  TripWithRole,
} from '../ports/trip-store.port.js';
import { InMemoryTables, removeWhere, type MemoryParticipant } from './in-memory-tables.js';
import { compareTripRows, matchesTripList } from './in-memory-trip-list.js';
import { reachesThroughInnerCircle } from '../domain/sharing/inner-circle-access.js';

/**
 * Trips in memory, behaving like `SqlTripStore` for what the use cases rely on: one owner
 * participant per trip (its traveler flag follows the trip's), participants owner first then by
 * profile ref, invitees taken from the participants, list filters, order and `maxPage` as in SQL,
 * 'added'/'exists' for participants, flag changes all or nothing, merge and delete cascading to
 * plans. Users must exist in the shared tables (create them with `InMemoryAccountStore`).
 *
 * @example
 * const tables = new InMemoryTables();
 * const trips = new InMemoryTripStore(tables);
 * await trips.create('u1', { ...EMPTY_TRIP, uuid: 't1', displayName: 'Lyon' });
 * (await trips.get('t1', 'u1'))?.role // 'owner'
 */
export class InMemoryTripStore implements TripStore {
  constructor(readonly tables: InMemoryTables = new InMemoryTables()) {}

  async create(ownerId: string, trip: Trip): Promise<Trip> {
    if (this.tables.trips.has(trip.uuid)) throw new Error(`trip ${trip.uuid} exists (primary key)`);
    this.tables.requireUser(ownerId);
    this.tables.trips.set(trip.uuid, { trip, seq: this.tables.nextSeq() });
    this.tables.participants.push({ tripUuid: trip.uuid, userId: ownerId, isOwner: true, isReadOnly: false, isTraveler: trip.isOwnerTraveler });
    return this.load(trip.uuid) as Trip;
  }

  async get(uuid: string, userId: string): Promise<TripWithRole | undefined> {
    const member = this.innerCircleRow(uuid, userId);
    const trip = this.load(uuid, member);
    const me = this.rowsOf(uuid).find((p) => p.userId === userId) ?? member;
    return trip && me ? { trip, role: participantRoleOf(me), participants: this.participantsOf(uuid, member) } : undefined;
  }

  // An accepted Inner Circle member reaches the sharer's trips shared with the circle as a
  // participant of their permission's role (core's inner-circle-access rules), as SqlTripStore does.
  private innerCircleRow(uuid: string, userId: string): MemoryParticipant | undefined {
    const row = this.tables.trips.get(uuid);
    const owner = this.rowsOf(uuid).find((p) => p.isOwner);
    if (!row || !owner) return undefined;
    const link = this.tables.innerCircle.find((i) => i.sharerId === owner.userId && i.recipientId === userId && i.status === 'accepted');
    const isParticipant = this.rowsOf(uuid).some((p) => p.userId === userId);
    if (!link || !reachesThroughInnerCircle({ trip: row.trip, ownerId: owner.userId, sharerIds: [link.sharerId], isParticipant })) return undefined;
    return { tripUuid: uuid, userId, isOwner: false, isReadOnly: link.isReadOnly, isTraveler: false };
  }

  async replace(trip: Trip): Promise<Trip | undefined> {
    const row = this.tables.trips.get(trip.uuid);
    if (!row) return undefined;
    this.tables.trips.set(trip.uuid, { trip, seq: row.seq });
    this.updateRows(
      (p) => p.tripUuid === trip.uuid && p.isOwner,
      (p) => ({ ...p, isTraveler: trip.isOwnerTraveler }),
    );
    return this.load(trip.uuid);
  }

  async delete(uuid: string): Promise<boolean> {
    return this.tables.deleteTrip(uuid);
  }

  async list(q: TripListRequest): Promise<TripPage> {
    const circle = [...this.tables.trips.keys()].flatMap((uuid) => this.innerCircleRow(uuid, q.userId) ?? []);
    const matching = [...this.tables.participants.filter((me) => me.userId === q.userId), ...circle]
      .flatMap((me) => {
        const row = this.tables.trips.get(me.tripUuid);
        return row && matchesTripList(row.trip, me, q) ? [{ ...row, me }] : [];
      })
      .sort((a, b) => compareTripRows(a, b, q.order));
    const offset = (q.pageNum - 1) * q.pageSize;
    const page = matching.slice(offset, offset + q.pageSize).map(({ trip, me }) => ({ uuid: trip.uuid, member: circle.includes(me) ? me : undefined }));
    const items = page.map((r) => this.load(r.uuid, r.member) as Trip);
    const profiles = new Map<string, TripProfile>();
    for (const r of page) for (const p of this.participantsOf(r.uuid, r.member)) if (!profiles.has(p.profileRef)) profiles.set(p.profileRef, profileOf(p));
    return { items, profiles: [...profiles.values()], maxPage: Math.max(1, Math.ceil(matching.length / q.pageSize)) };
  }

  async isTripImage(imageUrl: string): Promise<boolean> {
    return imageUrl !== '' && [...this.tables.trips.values()].some((r) => r.trip.imageUrl === imageUrl);
  }

  async findByPublicGuid(guid: string): Promise<{ trip: Trip; participants: readonly TripParticipant[] } | undefined> {
    const row = [...this.tables.trips.values()].find((r) => r.trip.publicGuid === guid);
    return row ? { trip: this.load(row.trip.uuid) as Trip, participants: this.participantsOf(row.trip.uuid) } : undefined;
  }

  async setPublicGuid(uuid: string, guid: string, lastModified: string): Promise<boolean> {
    const row = this.tables.trips.get(uuid);
    if (row) this.tables.trips.set(uuid, { ...row, trip: { ...row.trip, publicGuid: guid, lastModified } });
    return row !== undefined;
  }

  async addParticipant(uuid: string, userId: string, flags: StoredParticipantFlags): Promise<'added' | 'exists'> {
    if (!this.tables.trips.has(uuid)) throw new Error(`no trip ${uuid} (foreign key)`);
    this.tables.requireUser(userId);
    if (this.rowsOf(uuid).some((p) => p.userId === userId)) return 'exists';
    this.tables.participants.push({ tripUuid: uuid, userId, isOwner: false, ...flags });
    return 'added';
  }

  async setParticipantFlags(uuid: string, changes: readonly { profileRef: string; flags: StoredParticipantFlags }[]): Promise<boolean> {
    const targets = changes.map((c) => ({ row: this.nonOwner(uuid, c.profileRef), flags: c.flags }));
    // All or nothing: one unknown participant changes none.
    if (targets.some((t) => t.row === undefined)) return false;
    // Rows are replaced, not mutated: match by key so a later change to the same participant wins, as in SQL.
    for (const { row, flags } of targets)
      this.updateRows(
        (p) => p.tripUuid === row?.tripUuid && p.userId === row.userId,
        (p) => ({ ...p, ...flags }),
      );
    return true;
  }

  async removeParticipant(uuid: string, profileRef: string): Promise<boolean> {
    const row = this.nonOwner(uuid, profileRef);
    return row !== undefined && removeWhere(this.tables.participants, (p) => p === row) > 0;
  }

  async merge(sourceUuid: string, intoUuid: string, lastModified: string): Promise<boolean> {
    const target = this.tables.trips.get(intoUuid);
    if (!target || !this.tables.trips.has(sourceUuid)) return false;
    this.tables.trips.set(intoUuid, { ...target, trip: { ...target.trip, lastModified } });
    for (const plan of [...this.tables.plans.values()]) {
      if (plan.tripUuid === sourceUuid) this.tables.plans.set(plan.uuid, { ...plan, tripUuid: intoUuid });
    }
    return this.tables.deleteTrip(sourceUuid);
  }

  async addPendingInvitation(invitation: StoredTripInvitation): Promise<void> {
    if (!this.tables.trips.has(invitation.tripUuid)) throw new Error(`no trip ${invitation.tripUuid} (foreign key)`);
    removeWhere(this.tables.invitations, (i) => i.tripUuid === invitation.tripUuid && i.email === invitation.email);
    this.tables.invitations.push(invitation);
  }

  async pendingInvitations(uuid: string): Promise<readonly StoredTripInvitation[]> {
    return this.tables.invitations
      .filter((i) => i.tripUuid === uuid)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || compareText(a.email, b.email));
  }

  async claimPendingInvitations(userId: string, emails: readonly string[]): Promise<readonly string[]> {
    const pending = this.tables.invitations.filter((i) => emails.includes(i.email));
    removeWhere(this.tables.invitations, (i) => pending.includes(i));
    const joined: string[] = [];
    for (const p of pending) {
      const flags = { isReadOnly: p.isReadOnly, isTraveler: p.isTraveler };
      if ((await this.addParticipant(p.tripUuid, userId, flags)) === 'added') joined.push(p.tripUuid);
    }
    return joined;
  }

  async pendingInvitationByToken(token: string): Promise<StoredTripInvitation | undefined> {
    return this.tables.invitations.find((i) => i.token === token);
  }

  private rowsOf(uuid: string): MemoryParticipant[] {
    return this.tables.participants.filter((p) => p.tripUuid === uuid);
  }

  private nonOwner(uuid: string, profileRef: string): MemoryParticipant | undefined {
    return this.rowsOf(uuid).find((p) => !p.isOwner && this.tables.users.get(p.userId)?.profile.profileRef === profileRef);
  }

  private updateRows(match: (p: MemoryParticipant) => boolean, change: (p: MemoryParticipant) => MemoryParticipant): void {
    this.tables.participants.forEach((p, i) => {
      if (match(p)) this.tables.participants[i] = change(p);
    });
  }

  // The participants of a trip as the SQL store reads them: owner first, then by profile ref.
  private participantsOf(uuid: string, member?: MemoryParticipant): TripParticipant[] {
    return [...this.rowsOf(uuid), ...(member === undefined ? [] : [member])]
      .map((p): TripParticipant => {
        const profile = this.tables.requireUser(p.userId).profile;
        const primary = profile.emailAddresses.find((e) => e.isPrimary);
        const displayName = displayNameOf({ ...profile, emailAddresses: primary ? [primary] : [] });
        return {
          userId: p.userId,
          profileRef: profile.profileRef,
          displayName,
          emailAddress: primary?.address ?? null,
          isOwner: p.isOwner,
          isReadOnly: p.isReadOnly,
          isTraveler: p.isTraveler,
        };
      })
      .sort((a, b) => Number(b.isOwner) - Number(a.isOwner) || compareText(a.profileRef, b.profileRef));
  }

  // The stored trip with its invitees taken from the participants.
  private load(uuid: string, member?: MemoryParticipant): Trip | undefined {
    const row = this.tables.trips.get(uuid);
    if (!row) return undefined;
    const invitees = this.participantsOf(uuid, member).map((p) => ({
      profileRef: p.profileRef,
      isOwner: p.isOwner,
      isReadOnly: p.isReadOnly,
      isTraveler: p.isTraveler,
    }));
    return { ...row.trip, invitees };
  }
}

function profileOf(p: TripParticipant): TripProfile {
  return { userId: p.userId, profileRef: p.profileRef, displayName: p.displayName, emailAddress: p.emailAddress };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
