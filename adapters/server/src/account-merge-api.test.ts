import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
let ada: TestClient;
let bo: TestClient;
let cy: TestClient;
const PASSWORD = 'correct horse battery';

beforeEach(async () => {
  h = await startHarness();
  ada = h.client();
  bo = h.client();
  cy = h.client();
  await h.signUp(ada, 'ada@example.com');
  await h.signUp(bo, 'bo@example.com');
  await h.signUp(cy, 'cy@example.com');
});

const profileRefOf = async (c: TestClient) =>
  ((await (await c.request('/api/v2/get/profile')).json()) as { Profile: { profile_ref: string } }).Profile.profile_ref;
const userIdOf = async (c: TestClient) => ((await (await c.request('/api/v2/get/profile')).json()) as { Profile: { uuid: string } }).Profile.uuid;
const createTrip = async (c: TestClient, name: string) =>
  ((await (await c.json('/api/v2/create/trip', { Trip: { display_name: name } })).json()) as { Trip: { uuid: string } }).Trip.uuid;
const createNote = async (c: TestClient, tripUuid: string) =>
  ((await (await c.json('/api/v2/create', { NoteObject: { trip_uuid: tripUuid, display_name: 'Tickets' } })).json()) as { NoteObject: { uuid: string } })
    .NoteObject.uuid;
const share = async (owner: TestClient, tripUuid: string, guest: TestClient, email: string) => {
  const res = await owner.json('/api/v2/invite', { Invitation: { EmailAddresses: [{ email_address: email }], TripShare: { trip_uuid: tripUuid } } });
  expect(res.status).toBe(200);
  if (email.endsWith('@example.com')) expect((await h.acceptInvitation(guest, email)).status).toBe(303);
};
const errorOf = async (res: Response) => `${res.status} ${((await res.json()) as { Error: { detailed_error_code: string } }).Error.detailed_error_code}`;
const requestMerge = (c: TestClient, email: string) => c.form('/api/v2/requestMergeAccounts', { email_addr: email });
const complete = (c: TestClient, st: string) => c.form('/api/v2/completeMergeAccounts', { st });
const mergeTokenTo = (to: string) => /redirect_type=merge_accounts&st=(\w+)/.exec(h.mailer.sent.filter((m) => m.to === to).at(-1)?.text ?? '')?.[1] ?? '';

const TABLES = {
  users: 'id',
  email_addresses: 'user_id',
  sessions: 'user_id',
  trip_participants: 'user_id',
  trip_invitations: 'invited_by',
  plans: 'owner_id',
  blobs: 'owner_id',
  account_alerts: 'user_id',
  inner_circle_invitations: 'recipient_id',
} as const;

// Rows per table: all of them, and those naming each user.
async function census(ids: readonly string[]): Promise<Record<string, number[]>> {
  const out: Record<string, number[]> = {};
  for (const [table, column] of Object.entries(TABLES)) {
    const counts = [(await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(h.database.db)).rows[0]?.n ?? -1];
    for (const id of ids)
      counts.push(
        (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${sql.ref(column)} = ${id}`.execute(h.database.db)).rows[0]?.n ?? -1,
      );
    out[table] = counts;
  }
  for (const table of ['trips', 'plan_documents'])
    out[table] = [(await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(h.database.db)).rows[0]?.n ?? -1];
  return out;
}

describe('merging accounts', () => {
  it("moves every kind of the other account's records into this one, loses nothing and leaves another user untouched", async () => {
    const [adaId, boId, cyId] = [await userIdOf(ada), await userIdOf(bo), await userIdOf(cy)];
    await createTrip(ada, 'Lyon');
    const oslo = await createTrip(bo, 'Oslo');
    const note = await createNote(bo, oslo);
    expect(
      (await bo.json('/api/v2/upload/document', { plan_uuid: note, name: 'Ticket', data: Buffer.from('%PDF-1.7\n%%EOF\n').toString('base64') })).status,
    ).toBe(200);
    await createNote(bo, '');
    const together = await createTrip(bo, 'Together');
    await share(bo, together, ada, 'ada@example.com');
    await share(bo, oslo, ada, 'friend@elsewhere.example');
    const cyTrip = await createTrip(cy, 'Rome');
    await share(cy, cyTrip, bo, 'bo@example.com');
    // Bo is in Cy's Inner Circle; Ada and Bo are in each other's (that connection ends with the merge).
    const circle = (from: TestClient, email: string) =>
      from.json('/api/v2/inviteToInnerCircle', { Invitation: { emails: email }, ConnectionRequest: { is_read_only: true }, message: '' });
    const acceptFrom = async (to: TestClient, sharer: TestClient) =>
      to.form('/api/v2/acceptConnectionInvitation', { from_account_profile_ref: await profileRefOf(sharer) });
    expect((await circle(cy, 'bo@example.com')).status).toBe(200);
    expect((await acceptFrom(bo, cy)).status).toBe(200);
    expect((await circle(ada, 'bo@example.com')).status).toBe(200);
    expect((await acceptFrom(bo, ada)).status).toBe(200);
    const before = await census([adaId, boId, cyId]);

    expect(await (await requestMerge(ada, 'BO@example.com')).json()).toEqual({ sent: 'true' });
    const mail = h.mailer.sent.at(-1);
    expect(mail?.to).toBe('bo@example.com');
    expect(mail?.subject).toBe('Merge your Waybook accounts');
    const token = mergeTokenTo('bo@example.com');
    expect(token).toHaveLength(48);
    expect(JSON.stringify(await h.database.db.selectFrom('account_links').select('token_hash').execute())).not.toContain(token);
    const res = await complete(ada, token);
    expect(res.status).toBe(200);
    expect(before.plans?.[2]).toBeGreaterThanOrEqual(2);
    expect(await res.json()).toEqual({ merged: 'true', trips: '3', plans: String(before.plans?.[2]), email_addresses: '1' });

    const after = await census([adaId, boId, cyId]);
    const sum = (t: string) => (before[t]?.[1] ?? 0) + (before[t]?.[2] ?? 0);
    expect(after.users).toEqual([(before.users?.[0] ?? 0) - 1, 1, 0, 1]);
    // The shared trip keeps one participant row: the owner's.
    expect(after.trip_participants).toEqual([(before.trip_participants?.[0] ?? 0) - 1, sum('trip_participants') - 1, 0, before.trip_participants?.[3]]);
    for (const t of ['email_addresses', 'trip_invitations', 'plans', 'blobs', 'account_alerts'])
      expect(after[t]).toEqual([before[t]?.[0], sum(t), 0, before[t]?.[3]]);
    expect(after.sessions?.[2]).toBe(0);
    expect(after.sessions?.[3]).toBe(before.sessions?.[3]);
    expect(after.trips).toEqual(before.trips);
    expect(after.plan_documents).toEqual(before.plan_documents);
    const owners = await h.database.db.selectFrom('trip_participants').select(['trip_uuid', 'is_owner']).where('user_id', '=', adaId).execute();
    expect(owners.filter((o) => o.trip_uuid === together || o.trip_uuid === oslo).every((o) => o.is_owner)).toBe(true);

    expect((await bo.request('/api/v2/get/profile')).status).toBe(401);
    const addresses = await h.database.db
      .selectFrom('email_addresses')
      .select(['address', 'is_primary'])
      .where('user_id', '=', adaId)
      .orderBy('address')
      .execute();
    expect(addresses).toEqual([
      { address: 'ada@example.com', is_primary: true },
      { address: 'bo@example.com', is_primary: false },
    ]);
    const signIn = h.client();
    expect((await signIn.form('/account/login', { email_addr: 'bo@example.com', password: PASSWORD })).status).toBe(303);
    expect(await userIdOf(signIn)).toBe(adaId);
  });

  it('answers the same for an address without an account and mails nothing', async () => {
    const sent = h.mailer.sent.length;
    const res = await requestMerge(ada, 'nobody@example.com');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: 'true' });
    expect(h.mailer.sent.length).toBe(sent);
    expect(await errorOf(await requestMerge(ada, 'ada@example.com'))).toBe('400 err_merge_generic');
    expect(await errorOf(await requestMerge(ada, 'not an address'))).toBe('400 invalid_field:email_addr');
    expect((await h.client().form('/api/v2/requestMergeAccounts', { email_addr: 'bo@example.com' })).status).toBe(401);
  });

  it('refuses a link of another account (left usable), a used, an unknown and an expired link', async () => {
    await requestMerge(ada, 'bo@example.com');
    const token = mergeTokenTo('bo@example.com');
    expect(await errorOf(await complete(cy, token))).toBe('409 err_merge_account_mismatch');
    expect(await errorOf(await complete(bo, token))).toBe('409 err_merge_account_mismatch');
    expect(await errorOf(await complete(ada, 'x'.repeat(48)))).toBe('400 err_merge_invalid_link');
    expect((await complete(ada, token)).status).toBe(200);
    expect(await errorOf(await complete(ada, token))).toBe('400 err_merge_invalid_link');

    await requestMerge(ada, 'cy@example.com');
    const late = mergeTokenTo('cy@example.com');
    h.clock.advance(24 * 3_600_000 + 60_000);
    const again = h.client();
    expect((await again.form('/account/login', { email_addr: 'ada@example.com', password: PASSWORD })).status).toBe(303);
    expect(await errorOf(await complete(again, late))).toBe('400 err_merge_expired_link');
    expect((await cy.request('/api/v2/get/profile')).status).toBe(401); // its session ended with the day, not the merge
    const still = h.client();
    expect((await still.form('/account/login', { email_addr: 'cy@example.com', password: PASSWORD })).status).toBe(303);
  });

  it('limits how often merge links are mailed', async () => {
    for (const n of [1, 2, 3]) expect((await requestMerge(ada, `someone${n}@example.com`)).status).toBe(200);
    expect(await errorOf(await requestMerge(ada, 'bo@example.com'))).toBe('429 err_merge_rate_limit');
    for (const c of [bo, cy]) expect((await requestMerge(c, 'ada-old@example.com')).status).toBe(200);
    await h.signUp(h.client(), 'dee@example.com');
    expect((await requestMerge(ada, 'ada-old@example.com')).status).toBe(429);
  });

  it('mails the other account in its language', async () => {
    await bo.json('/api/v2/replace/profile', { Profile: { language_tag: 'fr-FR' } });
    await requestMerge(ada, 'bo@example.com');
    expect(h.mailer.sent.at(-1)?.subject).toBe('Fusionnez vos comptes Waybook');
    expect(h.mailer.sent.at(-1)?.html).toContain('Fusionner les comptes');
  });
});
