// One suite for SqlInnerCircleStore and InMemoryInnerCircleStore, and for the Inner Circle access
// both trip stores give (get and list), so the fakes the use-case tests run on behave as SQL does.
import { EMPTY_TRIP, type AccountStore, type InnerCircleStore, type NewAccount, type TripListRequest, type TripStore } from '@waybook/core';
import { InMemoryInnerCircleStore, inMemoryStores } from '@waybook/core/testing';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, truncateAll } from './database.js';
import { SqlAccountStore } from './sql-account-store.js';
import { SqlInnerCircleStore } from './sql-inner-circle-store.js';
import { SqlTripStore } from './sql-trip-store.js';

const open = await openDatabase({ databaseUrl: process.env['TEST_DATABASE_URL'], dataDir: 'memory://' });
afterAll(() => open.close());

const T = new Date('2026-11-21T10:00:00Z');
const later = (s: number) => new Date(T.getTime() + s * 1000);
type Side = { circle: InnerCircleStore; trips: TripStore; accounts: AccountStore };

const sides: [string, () => Promise<Side>][] = [
  [
    'SQL',
    async () => {
      await truncateAll(open.db);
      return { circle: new SqlInnerCircleStore(open.db), trips: new SqlTripStore(open.db), accounts: new SqlAccountStore(open.db) };
    },
  ],
  [
    'in memory',
    async () => {
      const m = inMemoryStores();
      return { circle: new InMemoryInnerCircleStore(m.tables), trips: m.trips, accounts: m.accounts };
    },
  ],
];

const account = (u: string): NewAccount => ({
  userId: u,
  profileRef: `p-${u}`,
  emailUuid: `e-${u}`,
  email: `${u}@example.com`,
  passwordHash: 'h',
  languageTag: 'en-US',
  verificationToken: `v-${u}`,
  now: T,
  privacyAcknowledgedAt: 0,
});
const invitation = (uuid: string, sharerId: string, recipientId: string | null, email: string, token: string | null = null) => ({
  uuid,
  sharerId,
  recipientId,
  email,
  isReadOnly: true,
  message: 'Hi',
  token,
  tokenExpiresAt: token === null ? null : later(3600),
  createdAt: later(Number(uuid.slice(1))),
});
const listOf = (userId: string, permission: TripListRequest['permission'] = 'all'): TripListRequest => ({
  userId,
  today: '2026-11-21',
  past: false,
  traveler: 'all',
  permission,
  order: { byDate: true, direction: 'ascending' },
  pageNum: 1,
  pageSize: 10,
});

describe.each(sides)('Inner Circle store (%s)', (_name, make) => {
  let s: Side;
  beforeEach(async () => {
    s = await make();
    for (const u of ['ada', 'bo', 'cy']) await s.accounts.create(account(u));
  });

  it('keeps one live invitation per sharer and recipient, or address', async () => {
    expect(await s.circle.invite(invitation('i1', 'ada', 'bo', 'bo@example.com'))).toBe('added');
    expect(await s.circle.invite(invitation('i2', 'ada', 'bo', 'bo2@example.com'))).toBe('exists');
    expect(await s.circle.invite(invitation('i3', 'ada', null, 'new@example.com'))).toBe('added');
    expect(await s.circle.invite(invitation('i4', 'ada', null, 'new@example.com'))).toBe('exists');
    expect(await s.circle.invite(invitation('i5', 'bo', 'ada', 'ada@example.com'))).toBe('added');
    expect((await s.circle.sent('ada')).map((i) => [i.uuid, i.status, i.recipientId])).toEqual([
      ['i1', 'pending', 'bo'],
      ['i3', 'pending', null],
    ]);
    expect((await s.circle.received('bo')).map((i) => i.uuid)).toEqual(['i1']);
    // Once withdrawn, the same person can be invited again.
    expect(await s.circle.transition('i1', 'pending', { status: 'deleted' }, later(100))).toBe(true);
    expect(await s.circle.invite(invitation('i6', 'ada', 'bo', 'bo@example.com'))).toBe('added');
  });

  it('moves an invitation only from the status it is in, with a new permission when given', async () => {
    await s.circle.invite(invitation('i1', 'ada', 'bo', 'bo@example.com'));
    expect(await s.circle.transition('i1', 'accepted', { status: 'removed' }, later(50))).toBe(false);
    expect(await s.circle.transition('i1', 'pending', { status: 'accepted' }, later(50))).toBe(true);
    expect(await s.circle.transition('i1', 'accepted', { status: 'accepted', isReadOnly: false }, later(60))).toBe(true);
    const [got] = await s.circle.received('bo');
    expect(got).toMatchObject({ status: 'accepted', isReadOnly: false, message: 'Hi', createdAt: later(1), updatedAt: later(60) });
    expect(await s.circle.transition('nope', 'pending', { status: 'accepted' }, later(60))).toBe(false);
  });

  it("an ignored invitation stays live for the sharer and leaves the recipient's list", async () => {
    await s.circle.invite(invitation('i1', 'ada', 'bo', 'bo@example.com'));
    await s.circle.transition('i1', 'pending', { status: 'ignored' }, later(5));
    expect(await s.circle.received('bo')).toEqual([]);
    expect((await s.circle.sent('ada')).map((i) => i.status)).toEqual(['ignored']);
    expect(await s.circle.invite(invitation('i2', 'ada', 'bo', 'bo@example.com'))).toBe('exists');
  });

  it('finds an e-mail invitation by its unexpired token, and hands it to the account that proves the address once', async () => {
    await s.circle.invite(invitation('i1', 'ada', null, 'cy@example.com', 'tok-1'));
    expect((await s.circle.byToken('tok-1', T))?.uuid).toBe('i1');
    expect(await s.circle.byToken('tok-1', later(7200))).toBeUndefined();
    expect(await s.circle.byToken('other', T)).toBeUndefined();
    const claimed = await s.circle.claim('cy', ['cy@example.com'], later(10));
    expect(claimed.map((i) => [i.uuid, i.recipientId, i.status])).toEqual([['i1', 'cy', 'pending']]);
    expect(await s.circle.byToken('tok-1', T)).toBeUndefined();
    expect(await s.circle.claim('cy', ['cy@example.com'], later(11))).toEqual([]);
    expect((await s.circle.received('cy')).map((i) => i.uuid)).toEqual(['i1']);
  });

  it('withdraws a claimed invitation the account already has from that sharer, or sent itself', async () => {
    await s.circle.invite(invitation('i1', 'ada', 'cy', 'cy@example.com'));
    await s.circle.invite(invitation('i2', 'ada', null, 'cy.other@example.com'));
    await s.circle.invite(invitation('i3', 'cy', null, 'cy.other@example.com'));
    expect(await s.circle.claim('cy', ['cy.other@example.com'], later(10))).toEqual([]);
    expect((await s.circle.sent('ada')).map((i) => i.uuid)).toEqual(['i1']);
    expect(await s.circle.sent('cy')).toEqual([]);
  });

  it("switches the account's public trip sharing", async () => {
    expect(await s.circle.setPublicTripSharingDisabled('ada', true)).toBe(true);
    expect((await s.accounts.profile('ada'))?.isPublicTripSharingDisabled).toBe(true);
    expect(await s.circle.setPublicTripSharingDisabled('ada', false)).toBe(true);
    expect((await s.accounts.profile('ada'))?.isPublicTripSharingDisabled).toBe(false);
    expect(await s.circle.setPublicTripSharingDisabled('nobody', true)).toBe(false);
  });

  it("opens the sharer's trips shared with the circle to accepted members, with their permission, and lists them as others'", async () => {
    const trip = { ...EMPTY_TRIP, startDate: '2026-12-01', endDate: '2026-12-03', shouldShareWithInnerCircle: true };
    await s.trips.create('ada', { ...trip, uuid: 't-shared', displayName: 'Shared' });
    await s.trips.create('ada', { ...trip, uuid: 't-private', displayName: 'Private', shouldShareWithInnerCircle: false });
    await s.trips.create('bo', { ...trip, uuid: 't-bo', displayName: 'Own', isOwnerTraveler: true });
    await s.circle.invite(invitation('i1', 'ada', 'bo', 'bo@example.com'));
    expect(await s.trips.get('t-shared', 'bo')).toBeUndefined();
    expect((await s.trips.list(listOf('bo'))).items.map((t) => t.uuid)).toEqual(['t-bo']);
    await s.circle.transition('i1', 'pending', { status: 'accepted' }, later(5));
    const seen = await s.trips.get('t-shared', 'bo');
    expect(seen?.role).toBe('viewer');
    expect(seen?.participants.map((p) => [p.profileRef, p.isOwner, p.isReadOnly])).toEqual([
      ['p-ada', true, false],
      ['p-bo', false, true],
    ]);
    expect(seen?.trip.invitees.map((i) => i.profileRef)).toEqual(['p-ada', 'p-bo']);
    expect(await s.trips.get('t-private', 'bo')).toBeUndefined();
    expect(await s.trips.get('t-shared', 'cy')).toBeUndefined();
    const others = await s.trips.list(listOf('bo', 'others'));
    expect(others.items.map((t) => t.uuid)).toEqual(['t-shared']);
    expect(others.profiles.map((p) => p.profileRef)).toEqual(['p-ada', 'p-bo']);
    expect((await s.trips.list(listOf('bo', 'own'))).items.map((t) => t.uuid)).toEqual(['t-bo']);
    expect((await s.trips.list({ ...listOf('bo'), traveler: 'traveler' })).items.map((t) => t.uuid)).toEqual(['t-bo']);
    await s.circle.transition('i1', 'accepted', { status: 'accepted', isReadOnly: false }, later(6));
    expect((await s.trips.get('t-shared', 'bo'))?.role).toBe('edit');
    await s.circle.transition('i1', 'accepted', { status: 'removed' }, later(7));
    expect(await s.trips.get('t-shared', 'bo')).toBeUndefined();
    expect((await s.trips.list(listOf('bo'))).items.map((t) => t.uuid)).toEqual(['t-bo']);
  });

  it('a member who takes part in the trip keeps their own role', async () => {
    await s.trips.create('ada', { ...EMPTY_TRIP, uuid: 't1', shouldShareWithInnerCircle: true });
    await s.trips.addParticipant('t1', 'bo', { isReadOnly: false, isTraveler: true });
    await s.circle.invite(invitation('i1', 'ada', 'bo', 'bo@example.com'));
    await s.circle.transition('i1', 'pending', { status: 'accepted' }, later(5));
    expect((await s.trips.get('t1', 'bo'))?.role).toBe('traveler');
    expect((await s.trips.list(listOf('bo'))).items.map((t) => t.uuid)).toEqual(['t1']);
  });
});
