import { SqlAccountAlertStore, SqlJobQueue } from '@waybook/adapter-sql';
import { StoredAlertRaiser } from '@waybook/core/server';
import type { AlertCode } from '@waybook/core';
import { CryptoIdGenerator } from '@waybook/adapter-providers';
import { beforeEach, describe, expect, it } from 'vitest';
import { scheduleReminders } from './reminder-job.js';
import { planFixture } from './testing/plan-fixtures.js';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
type AlertList = {
  Alerts: { uuid: string; type_code: string; title: string; message: string; is_new: string; trip_uuid: string; from_account_profile_ref: string }[];
  num_new_alerts: number;
  max_page: number;
};
let h: Harness;
let ada: TestClient;
let bo: TestClient;

beforeEach(async () => {
  h = await startHarness();
  ada = h.client();
  bo = h.client();
  await h.signUp(ada, 'ada@example.com');
  await h.onboard(ada);
  await h.signUp(bo, 'bo@example.com');
});

const list = async (c: TestClient, query = '', locale = 'en-US') =>
  (await (await c.request(`/api/v2/listProAlerts${query}`, { headers: { 'x-waybook-locale': locale } })).json()) as AlertList;
const userIdOf = async (c: TestClient) => ((await (await c.request('/api/v2/get/profile')).json()) as { Profile: { uuid: string } }).Profile.uuid;
const profileRefOf = async (c: TestClient) =>
  ((await (await c.request('/api/v2/get/profile')).json()) as { Profile: { profile_ref: string } }).Profile.profile_ref;
const raiser = () =>
  new StoredAlertRaiser({
    alerts: new SqlAccountAlertStore(h.database.db),
    jobs: new SqlJobQueue(h.database.db),
    ids: new CryptoIdGenerator(),
    clock: h.clock,
  });
const raise = async (userId: string, typeCode: AlertCode, facts: Record<string, string> = {}, fromUserId = '') =>
  raiser().raise({ userId, typeCode, tripUuid: '', tripItemUuid: '', fromUserId, facts });
const mailsTo = (to: string) => h.mailer.sent.filter((m) => m.to === to);
const settle = async () => {
  for (let i = 0; i < 200 && (await new SqlJobQueue(h.database.db).list({ state: 'pending' })).length > 0; i += 1) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 30));
};

describe('alerts: v2/listProAlerts, v2/updateProAlertsViewed, v2/dismissAccountPremiumAlert', () => {
  it('a trip invitation to an account raises FT, written in the reader’s language, mailed once (the invitation itself)', async () => {
    const trip = ((await (await ada.json('/api/v2/create/trip', { Trip: { display_name: 'Lyon' } })).json()) as { Trip: { uuid: string } }).Trip.uuid;
    await ada.json('/api/v2/invite', { Invitation: { EmailAddresses: [{ email_address: 'bo@example.com' }], TripShare: { trip_uuid: trip } } });
    const en = await list(bo);
    expect(en.num_new_alerts).toBe(1);
    expect(en.Alerts).toMatchObject([
      { type_code: 'FT', title: 'Trip invitation', message: 'Ada Lovelace invited you to the trip “Lyon”.', is_new: 'true', trip_uuid: trip },
    ]);
    expect(en.Alerts[0]?.from_account_profile_ref).toBe(await profileRefOf(ada));
    expect((await list(bo, '', 'fr-FR')).Alerts[0]?.message).toBe('Ada Lovelace vous a invité au voyage «\u00a0Lyon\u00a0».');
    await settle();
    expect(mailsTo('bo@example.com').filter((m) => /invited you/.test(m.subject))).toHaveLength(1);
    expect((await list(ada)).Alerts).toEqual([]);
  });

  it('delivers an alert by e-mail in the user’s language, with its link and the settings link; a Pro alert only to Pro users', async () => {
    const bob = await userIdOf(bo);
    await raise(bob, 'FC', { name: 'Ada Lovelace' }, await userIdOf(ada));
    await raise(bob, 'L', { flight: 'UA 90' });
    await settle();
    const mails = mailsTo('bo@example.com').filter((m) => m.subject === 'Inner Circle invitation');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Ada Lovelace invited you to their Inner Circle.');
    expect(mails[0]?.text).toContain('http://localhost:8080/app/account/sharing');
    expect(mails[0]?.text).toContain('/app/settings/notifications');
    expect(mails[0]?.html).toContain('<h1 style=');
    expect(mailsTo('bo@example.com').some((m) => m.subject === 'Waybook alert')).toBe(false);
  });

  it('strips URLs from what the list shows, and marks everything viewed', async () => {
    const bob = await userIdOf(bo);
    await raise(bob, 'FA', { name: 'Ada https://evil.example/x' });
    const before = await list(bo);
    expect(before.Alerts[0]?.message).not.toContain('evil.example');
    const viewed = await bo.request('/api/v2/updateProAlertsViewed', { method: 'POST' });
    expect(await viewed.json()).toEqual({ num_new_alerts: 0 });
    const after = await list(bo);
    expect([after.num_new_alerts, after.Alerts[0]?.is_new]).toEqual([0, 'false']);
  });

  it('pages the list, newest first', async () => {
    const bob = await userIdOf(bo);
    for (let i = 0; i < 23; i += 1) {
      h.clock.advance(60_000);
      await raise(bob, 'FP', { trip: `Trip ${i}`, start: '2026-12-01' });
    }
    const first = await list(bo, '?page_num=1&page_size=20');
    const second = await list(bo, '?page_num=2&page_size=20');
    expect([first.Alerts.length, second.Alerts.length, first.max_page, first.num_new_alerts]).toEqual([20, 3, 2, 23]);
    expect(first.Alerts[0]?.message).toBe('“Trip 22” starts on Dec 1, 2026.');
    expect(second.Alerts.at(-1)?.message).toBe('“Trip 0” starts on Dec 1, 2026.');
    expect((await bo.request('/api/v2/listProAlerts?page_size=500')).status).toBe(400);
  });

  it('dismisses only the caller’s own premium alerts', async () => {
    const [bob, adaId] = [await userIdOf(bo), await userIdOf(ada)];
    await raise(bob, 'L', { flight: 'UA 90' });
    await raise(bob, 'FC', { name: 'Ada' });
    await raise(adaId, 'L', { flight: 'AF 1' });
    const mine = (await list(bo)).Alerts;
    const adas = (await list(ada)).Alerts;
    const uuids = [...mine.map((a) => a.uuid), ...adas.map((a) => a.uuid)];
    const res = await bo.json('/api/v2/dismissAccountPremiumAlert', { alert_uuids: uuids });
    expect(await res.json()).toEqual({ dismissed: 1 });
    expect((await list(bo)).Alerts.map((a) => a.type_code)).toEqual(['FC']);
    expect((await list(ada)).Alerts).toHaveLength(1);
    expect((await bo.json('/api/v2/dismissAccountPremiumAlert', { alert_uuids: [] })).status).toBe(400);
  });

  it('needs a session, and the CSRF header to change anything', async () => {
    expect((await h.client().request('/api/v2/listProAlerts')).status).toBe(401);
    expect((await bo.request('/api/v2/updateProAlertsViewed', { method: 'POST', csrf: false })).status).toBe(403);
  });

  it('raises the pre-trip reminder once per participant from the reminder job, and check-in and departure alerts (Pro) to Pro users only', async () => {
    const created = await ada.json('/api/v2/create/trip', { Trip: { display_name: 'Oslo', start_date: '2026-12-03', end_date: '2026-12-06' } });
    const trip = ((await created.json()) as { Trip: { uuid: string } }).Trip.uuid;
    await ada.json('/api/v2/invite', { Invitation: { EmailAddresses: [{ email_address: 'bo@example.com' }], TripShare: { trip_uuid: trip } } });
    expect((await h.acceptInvitation(bo, 'bo@example.com')).status).toBe(303);
    expect((await ada.json('/api/v2/create', planFixture('air', trip))).status).toBe(200);
    const plan = await h.database.db.selectFrom('plans').select('starts_at').where('trip_uuid', '=', trip).executeTakeFirstOrThrow();
    const departure = new Date(plan.starts_at ?? 0);
    const start = (await h.database.db.selectFrom('trips').select('start_date').where('uuid', '=', trip).executeTakeFirstOrThrow()).start_date ?? '';
    // Bo has Pro (billing comes with its own issue; the flag is what it will set).
    await h.database.db
      .updateTable('users')
      .set({ is_pro: true })
      .where('id', '=', await userIdOf(bo))
      .execute();
    // Three hours before the first departure: the trip starts within three days, check-in is open.
    h.clock.set(new Date(departure.getTime() - 3 * 3_600_000));
    expect(start).toBe(departure.toISOString().slice(0, 10));
    const run = async () => {
      await scheduleReminders(h.server.jobs.queue, h.clock.now(), h.clock.now());
      await settle();
    };
    await run();
    // Twelve days on, the first sessions have gone idle: sign in again.
    const signIn = async (email: string) => {
      const c = h.client();
      expect((await c.form('/account/login', { email_addr: email, password: 'correct horse battery' })).status).toBe(303);
      return c;
    };
    ada = await signIn('ada@example.com');
    bo = await signIn('bo@example.com');
    const codes = async (c: TestClient) => (await list(c)).Alerts.map((a) => a.type_code).filter((code) => code !== 'FT');
    // One FP per trip to each; to Pro only, one H per leg leaving within 24 hours (the fixture's
    // first two) and one D per leg leaving within 4 hours (the first).
    expect(await codes(ada)).toEqual(['FP']);
    expect((await codes(bo)).sort()).toEqual(['D', 'FP', 'H', 'H']);
    await run();
    expect([(await codes(ada)).length, (await codes(bo)).length]).toEqual([1, 4]);
    const fp = (await list(ada)).Alerts.find((a) => a.type_code === 'FP');
    expect(fp?.message).toMatch(/^“Oslo” starts on /);
    expect(fp?.trip_uuid).toBe(trip);
    const h24 = (await list(bo, '', 'de-DE')).Alerts.find((a) => a.type_code === 'H');
    expect(h24?.title).toBe('Zeit zum Einchecken');
    await settle();
    expect(mailsTo('bo@example.com').filter((m) => m.subject === 'Time to check in')).toHaveLength(2);
    expect(mailsTo('bo@example.com').filter((m) => m.subject === 'Departure in 4 hours')).toHaveLength(1);
    expect(mailsTo('ada@example.com').filter((m) => m.subject === 'Your trip is coming up')).toHaveLength(1);
  });
});
