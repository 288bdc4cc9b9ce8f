// Account deletion on PGlite: the user's rows all go, a shared trip passes to its longest-standing
// editor, nothing of anyone else's changes; the in-memory store gives the same answers.
import {
  EMPTY_TRIP,
  participantFlags,
  type AccountStore,
  type BlobStore,
  type DocumentStore,
  type NewAccount,
  type PlanStore,
  type StoredPlan,
  type TripStore,
} from '@waybook/core';
import { decodeReservation } from '@waybook/core/contract';
import { InMemoryAccountDeletionStore, inMemoryStores } from '@waybook/core/testing';
import { sql } from 'kysely';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, truncateAll } from './database.js';
import { SqlAccountDeletionStore } from './sql-account-deletion.js';
import { SqlAccountLinkStore } from './sql-account-link-store.js';
import { SqlAccountStore } from './sql-account-store.js';
import { SqlBlobStore } from './sql-blob-store.js';
import { SqlDocumentStore } from './sql-document-store.js';
import { SqlPlanStore } from './sql-plan-store.js';
import { SqlSessionStore } from './sql-session-store.js';
import { SqlTripStore } from './sql-trip-store.js';

const open = await openDatabase({ databaseUrl: process.env['TEST_DATABASE_URL'], dataDir: 'memory://' });
afterAll(() => open.close());
const { db } = open;
const NOW = new Date('2026-11-24T10:00:00Z');

const account = (u: string, email = `${u}@example.com`): NewAccount => ({
  userId: u,
  profileRef: `p-${u}-${email}`,
  emailUuid: `e-${u}-${email}`,
  email,
  passwordHash: 'h',
  languageTag: 'en-GB',
  verificationToken: `v-${u}-${email}`,
  now: NOW,
  privacyAcknowledgedAt: 0,
});
const note = (uuid: string, tripUuid: string, ownerId: string): StoredPlan => {
  const decoded = decodeReservation({ NoteObject: { trip_uuid: tripUuid, display_name: `Note ${uuid}` } });
  if (!decoded.ok) throw new Error('note fixture');
  return { plan: { ...decoded.value, meta: { ...decoded.value.meta, uuid, tripUuid } }, ownerId, startsAt: null };
};

function sqlSide(): Side {
  return {
    accounts: new SqlAccountStore(db),
    trips: new SqlTripStore(db),
    plans: new SqlPlanStore(db),
    documents: new SqlDocumentStore(db),
    blobs: new SqlBlobStore(db),
  };
}
interface Side {
  readonly accounts: AccountStore;
  readonly trips: TripStore;
  readonly plans: PlanStore;
  readonly documents: DocumentStore;
  readonly blobs: BlobStore;
}

// ada is deleted. bo and cy share her trips, eve has nothing to do with her.
async function scenario(s: Side): Promise<void> {
  for (const u of ['ada', 'bo', 'cy', 'dan', 'eve']) expect((await s.accounts.create(account(u))).ok).toBe(true);
  const trip = (uuid: string, owner: string, imageUrl = '') =>
    s.trips.create(owner, { ...EMPTY_TRIP, uuid, displayName: uuid, imageUrl, isOwnerTraveler: true });
  const file = async (plan: string, tripUuid: string, owner: string) => {
    await s.plans.create(note(plan, tripUuid, owner));
    await s.blobs.put({ id: `b-${plan}`, contentType: 'application/pdf', bytes: new Uint8Array([37, 80, 68, 70]) }, owner);
    await s.documents.add(
      {
        uuid: `d-${plan}`,
        planUuid: plan,
        blobId: `b-${plan}`,
        name: plan,
        contentType: 'pdf',
        sizeBytes: 4,
        width: null,
        height: null,
        createdAt: NOW.toISOString(),
      },
      20,
    );
  };
  await s.blobs.put({ id: 'img-alone', contentType: 'image/png', bytes: new Uint8Array([1]) }, 'ada');
  await s.blobs.put({ id: 'img-shared', contentType: 'image/png', bytes: new Uint8Array([2]) }, 'ada');
  await s.blobs.put({ id: 'img-loose', contentType: 'image/png', bytes: new Uint8Array([3]) }, 'ada');
  await trip('t-alone', 'ada', '/trip/image/img-alone');
  await trip('t-shared', 'ada', '/trip/image/img-shared');
  await trip('t-viewers', 'ada');
  await trip('t-bo', 'bo');
  await trip('t-eve', 'eve');
  await s.trips.addParticipant('t-shared', 'dan', participantFlags('viewer'));
  await s.trips.addParticipant('t-shared', 'bo', participantFlags('edit'));
  await s.trips.addParticipant('t-shared', 'cy', participantFlags('traveler'));
  await s.trips.addParticipant('t-viewers', 'cy', participantFlags('viewer'));
  await s.trips.addParticipant('t-bo', 'ada', participantFlags('edit'));
  await file('p-alone', 't-alone', 'ada');
  await file('p-shared', 't-shared', 'ada');
  await file('p-in-bos', 't-bo', 'ada');
  await file('p-unfiled', '', 'ada');
  await file('p-bo', 't-bo', 'bo');
  await file('p-eve', 't-eve', 'eve');
  await file('p-eve-unfiled', '', 'eve');
  for (const [tripUuid, by] of [
    ['t-shared', 'ada'],
    ['t-bo', 'ada'],
    ['t-bo', 'bo'],
    ['t-eve', 'eve'],
  ] as const)
    await s.trips.addPendingInvitation({
      tripUuid,
      email: `guest-${by}@example.com`,
      isReadOnly: true,
      isTraveler: false,
      token: `inv-${tripUuid}-${by}`,
      invitedBy: by,
      createdAt: NOW,
    });
}

async function rowsOf(userId: string): Promise<Record<string, number>> {
  const count = async (q: ReturnType<typeof sql<{ n: number }>>) => (await q.execute(db)).rows[0]?.n ?? -1;
  return {
    users: await count(sql<{ n: number }>`select count(*)::int as n from users where id = ${userId}`),
    email_addresses: await count(sql<{ n: number }>`select count(*)::int as n from email_addresses where user_id = ${userId}`),
    sessions: await count(sql<{ n: number }>`select count(*)::int as n from sessions where user_id = ${userId}`),
    account_links: await count(sql<{ n: number }>`select count(*)::int as n from account_links where user_id = ${userId}`),
    trip_participants: await count(sql<{ n: number }>`select count(*)::int as n from trip_participants where user_id = ${userId}`),
    trip_invitations: await count(sql<{ n: number }>`select count(*)::int as n from trip_invitations where invited_by = ${userId}`),
    plans: await count(sql<{ n: number }>`select count(*)::int as n from plans where owner_id = ${userId}`),
    plan_documents: await count(
      sql<{ n: number }>`select count(*)::int as n from plan_documents d join plans p on p.uuid = d.plan_uuid where p.owner_id = ${userId}`,
    ),
    blobs: await count(sql<{ n: number }>`select count(*)::int as n from blobs where owner_id = ${userId}`),
  };
}

beforeEach(async () => {
  await truncateAll(db);
});

describe('SqlAccountDeletionStore', () => {
  it("removes every row of the user, hands the shared trip to its first editor and leaves everyone else's rows alone", async () => {
    const s = sqlSide();
    await scenario(s);
    const sessions = new SqlSessionStore(db);
    for (const u of ['ada', 'eve']) await sessions.create({ id: `session-${u}-`.padEnd(64, 'x'), userId: u, createdAt: NOW, lastSeenAt: NOW });
    const links = new SqlAccountLinkStore(db);
    for (const u of ['ada', 'eve'])
      await links.issue(
        { token: `link-${u}`, purpose: 'delete-account', userId: u, email: `${u}@example.com`, expiresAt: new Date(NOW.getTime() + 3_600_000) },
        NOW,
      );
    const eveBefore = await rowsOf('eve');
    const cyBefore = await rowsOf('cy');

    expect(await new SqlAccountDeletionStore(db).deleteAccount('ada')).toEqual({ tripsDeleted: 2, tripsHandedOver: 1 });

    expect(Object.values(await rowsOf('ada')).every((n) => n === 0)).toBe(true);
    expect(await rowsOf('eve')).toEqual(eveBefore);
    expect(await rowsOf('cy')).toEqual({ ...cyBefore, trip_participants: (cyBefore['trip_participants'] ?? 0) - 1 }); // t-viewers went
    const trips = (await db.selectFrom('trips').select('uuid').orderBy('uuid').execute()).map((r) => r.uuid);
    expect(trips).toEqual(['t-bo', 't-eve', 't-shared']);
    expect((await s.trips.get('t-shared', 'bo'))?.role).toBe('owner');
    expect((await s.trips.get('t-shared', 'cy'))?.role).toBe('traveler');
    // Ada's plans in trips that stay pass to the trip's owner with their documents and files.
    const plans = await db.selectFrom('plans').select(['uuid', 'owner_id']).orderBy('uuid').execute();
    expect(plans).toEqual([
      { uuid: 'p-bo', owner_id: 'bo' },
      { uuid: 'p-eve', owner_id: 'eve' },
      { uuid: 'p-eve-unfiled', owner_id: 'eve' },
      { uuid: 'p-in-bos', owner_id: 'bo' },
      { uuid: 'p-shared', owner_id: 'bo' },
    ]);
    const blobs = (await db.selectFrom('blobs').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(blobs).toEqual(['b-p-bo', 'b-p-eve', 'b-p-eve-unfiled', 'b-p-in-bos', 'b-p-shared', 'img-shared']);
    const invitations = (await db.selectFrom('trip_invitations').select('token').orderBy('token').execute()).map((r) => r.token);
    expect(invitations).toEqual(['inv-t-bo-bo', 'inv-t-eve-eve']);
    // The address can sign up again.
    expect((await s.accounts.create(account('ada-2', 'ada@example.com'))).ok).toBe(true);
  });

  it('answers undefined for an unknown account and changes nothing', async () => {
    await scenario(sqlSide());
    const before = await rowsOf('bo');
    expect(await new SqlAccountDeletionStore(db).deleteAccount('nobody')).toBeUndefined();
    expect(await rowsOf('bo')).toEqual(before);
  });

  it('gives the same answers as the in-memory store', async () => {
    const s = sqlSide();
    await scenario(s);
    const mem = inMemoryStores();
    await scenario(mem);
    const answers = async (side: Side, summary: unknown) => ({
      summary,
      trips: await Promise.all(['t-alone', 't-shared', 't-viewers', 't-bo'].map(async (t) => (await side.trips.get(t, 'bo'))?.role ?? null)),
      plans: await Promise.all(['p-alone', 'p-shared', 'p-in-bos', 'p-unfiled', 'p-bo'].map(async (p) => (await side.plans.get(p))?.ownerId ?? null)),
      files: await Promise.all(['img-alone', 'img-shared', 'img-loose', 'b-p-unfiled', 'b-p-shared'].map(async (b) => (await side.blobs.get(b)) !== undefined)),
      ada: await side.accounts.profile('ada'),
    });
    const onSql = await answers(s, await new SqlAccountDeletionStore(db).deleteAccount('ada'));
    const inMemory = await answers(mem, await new InMemoryAccountDeletionStore(mem.tables).deleteAccount('ada'));
    expect(inMemory).toEqual(onSql);
    expect(onSql.trips).toEqual([null, 'owner', null, 'owner']);
  });
});
