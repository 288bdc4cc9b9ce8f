import { SqlAccountAlertStore } from '@waybook/adapter-sql';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';
import { tableFingerprint } from './testing/table-fingerprint.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
let ada: TestClient;
let bo: TestClient;
const PASSWORD = 'correct horse battery';

beforeEach(async () => {
  h = await startHarness();
  ada = h.client();
  bo = h.client();
  await h.signUp(ada, 'ada@example.com');
  await h.signUp(bo, 'bo@example.com');
});

const userIdOf = async (c: TestClient) => ((await (await c.request('/api/v2/get/profile')).json()) as { Profile: { uuid: string } }).Profile.uuid;
const createTrip = async (c: TestClient, name: string) =>
  ((await (await c.json('/api/v2/create/trip', { Trip: { display_name: name } })).json()) as { Trip: { uuid: string } }).Trip.uuid;
const errorOf = async (res: Response) => `${res.status} ${((await res.json()) as { Error: { detailed_error_code: string } }).Error.detailed_error_code}`;

// Every row that names the user, table by table.
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const q = {
    users: sql<{ n: number }>`select count(*)::int as n from users where id = ${userId}`,
    email_addresses: sql<{ n: number }>`select count(*)::int as n from email_addresses where user_id = ${userId}`,
    sessions: sql<{ n: number }>`select count(*)::int as n from sessions where user_id = ${userId}`,
    account_links: sql<{ n: number }>`select count(*)::int as n from account_links where user_id = ${userId}`,
    trip_participants: sql<{ n: number }>`select count(*)::int as n from trip_participants where user_id = ${userId}`,
    trip_invitations: sql<{ n: number }>`select count(*)::int as n from trip_invitations where invited_by = ${userId}`,
    plans: sql<{ n: number }>`select count(*)::int as n from plans where owner_id = ${userId}`,
    blobs: sql<{ n: number }>`select count(*)::int as n from blobs where owner_id = ${userId}`,
    account_alerts: sql<{ n: number }>`select count(*)::int as n from account_alerts where user_id = ${userId}`,
  };
  const out: Record<string, number> = {};
  for (const [table, query] of Object.entries(q)) out[table] = (await query.execute(h.database.db)).rows[0]?.n ?? -1;
  return out;
}
const withoutThrottle = (f: Record<string, string>) => Object.fromEntries(Object.entries(f).filter(([t]) => t !== 'throttle_buckets'));

describe('POST v2/deleteAccount', () => {
  it('deletes the account with the password, removes every row of it and nothing of anyone else', async () => {
    const adaId = await userIdOf(ada);
    const boId = await userIdOf(bo);
    await createTrip(ada, 'Lyon');
    await createTrip(bo, 'Oslo');
    await bo.json('/api/v2/sendDeleteAccountConfirmationEmail', undefined);
    const alerts = new SqlAccountAlertStore(h.database.db);
    await alerts.add({ uuid: 'a-ada', userId: adaId, typeCode: 'FC', tripUuid: '', tripItemUuid: '', fromUserId: boId, facts: {} }, h.clock.now());
    await alerts.add({ uuid: 'a-bo', userId: boId, typeCode: 'FA', tripUuid: '', tripItemUuid: '', fromUserId: adaId, facts: {} }, h.clock.now());
    const boBefore = await rowsOf(boId);
    expect(boBefore.account_alerts).toBe(1);
    expect(Object.values(await rowsOf(adaId)).some((n) => n > 0)).toBe(true);

    const res = await ada.json('/api/v2/deleteAccount', { consent: true, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 'true' });

    expect(Object.values(await rowsOf(adaId)).every((n) => n === 0)).toBe(true);
    expect(await rowsOf(boId)).toEqual(boBefore);
    expect((await ada.request('/api/v2/get/profile')).status).toBe(401);
    // Sign-in is refused and the address can sign up again.
    const signIn = await h.client().form('/account/login', { email_addr: 'ada@example.com', password: PASSWORD });
    expect(signIn.status).toBe(401);
    const again = h.client();
    await h.signUp(again, 'ada@example.com', 'another horse battery');
    expect(await userIdOf(again)).not.toBe(adaId);
  });

  it('refuses without consent, without proof, with a wrong password, and writes nothing', async () => {
    const before = withoutThrottle(await tableFingerprint(h.database.db));
    expect(await errorOf(await ada.json('/api/v2/deleteAccount', { consent: false, password: PASSWORD }))).toBe('400 consent_required');
    expect(await errorOf(await ada.json('/api/v2/deleteAccount', { consent: true }))).toBe('400 password_or_link_required');
    expect(await errorOf(await ada.json('/api/v2/deleteAccount', { consent: true, password: 'not my password' }))).toBe('422 incorrect_password');
    expect(await errorOf(await ada.json('/api/v2/deleteAccount', { password: PASSWORD }))).toBe('400 invalid_field:consent');
    expect(withoutThrottle(await tableFingerprint(h.database.db))).toEqual(before);
    expect((await h.client().json('/api/v2/deleteAccount', { consent: true, password: PASSWORD })).status).toBe(401);
  });

  it('deletes with the e-mailed link once, only for its own account, and not after an hour', async () => {
    expect((await ada.json('/api/v2/sendDeleteAccountConfirmationEmail', undefined)).status).toBe(200);
    const mail = h.mailer.sent.filter((m) => m.to === 'ada@example.com').at(-1);
    expect(mail?.subject).toBe('Confirm deleting your Waybook account');
    expect(mail?.html).toContain('Delete my account');
    const token = /\/app\/account\/manage\/delete\?st=(\w+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).toHaveLength(48);
    const stored = await h.database.db.selectFrom('account_links').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await errorOf(await bo.json('/api/v2/deleteAccount', { consent: true, st: token }))).toBe('422 invalid_link');
    expect((await ada.json('/api/v2/deleteAccount', { consent: true, st: token })).status).toBe(200);
    expect((await ada.request('/api/v2/get/profile')).status).toBe(401);
    expect((await bo.request('/api/v2/get/profile')).status).toBe(200);

    await bo.json('/api/v2/sendDeleteAccountConfirmationEmail', undefined);
    const boToken = /st=(\w+)/.exec(h.mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';
    // An hour and a minute later, the session kept alive meanwhile (it ends after 30 idle minutes).
    for (let i = 0; i < 4; i += 1) {
      h.clock.advance(61 * 15_000);
      expect((await bo.request('/api/v2/get/profile')).status).toBe(200);
    }
    expect(await errorOf(await bo.json('/api/v2/deleteAccount', { consent: true, st: boToken }))).toBe('422 invalid_link');
  });

  it('mails in the user language', async () => {
    await ada.json('/api/v2/replace/profile', { Profile: { language_tag: 'fr-FR' } });
    await ada.json('/api/v2/sendDeleteAccountConfirmationEmail', undefined);
    expect(h.mailer.sent.at(-1)?.subject).toBe('Confirmez la suppression de votre compte Waybook');
  });
});
