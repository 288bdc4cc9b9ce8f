import { SUPPORT_THROTTLE } from '@waybook/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
let ada: TestClient;
const SUPPORT = 'help@waybook.test';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) SupportTest/1.0';

beforeEach(async () => {
  h = await startHarness({ SUPPORT_EMAIL: ' Help@Waybook.Test ' });
  ada = h.client();
  await h.signUp(ada, 'ada@example.com');
  await h.onboard(ada);
});

const send = (c: TestClient, body: unknown, init: { csrf?: boolean } = {}) =>
  c.request('/api/v2/supportRequest', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'user-agent': UA, 'x-waybook-locale': 'fr-FR' },
    ...init,
  });
const errorOf = async (res: Response): Promise<{ status: number; code: string; detailed_error_code: string; description: string }> => ({
  status: res.status,
  ...((await res.json()) as { Error: { code: string; detailed_error_code: string; description: string } }).Error,
});
const userIdOf = async (c: TestClient) => ((await (await c.request('/api/v2/get/profile')).json()) as { Profile: { uuid: string } }).Profile.uuid;
const supportMails = () => h.mailer.sent.filter((m) => m.to === SUPPORT);
async function waitForSupportMails(count: number) {
  for (let i = 0; i < 300 && supportMails().length < count; i += 1) await new Promise((r) => setTimeout(r, 10));
  return supportMails();
}
const valid = { topic: 'sharing', message: 'Bo cannot see my trip to Lyon.\nCould you look?' };

describe('POST v2/supportRequest', () => {
  it('mails the support address with who sent it, replying to the traveler', async () => {
    const trip = ((await (await ada.json('/api/v2/create/trip', { Trip: { display_name: 'Lyon' } })).json()) as { Trip: { uuid: string } }).Trip.uuid;
    const link = `http://localhost:8080/app/trips/${trip}`;
    const res = await send(ada, { ...valid, trip_link: ` ${link} ` });
    expect(res.status).toBe(200);
    const { sent, reference } = (await res.json()) as { sent: string; reference: string };
    expect(sent).toBe('true');
    expect(reference).toMatch(/^WB-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const [mail] = await waitForSupportMails(1);
    expect(mail?.replyTo).toBe('ada@example.com');
    expect(mail?.subject).toBe(`[${reference}] Sharing: Ada Lovelace <ada@example.com>`);
    const text = mail?.text ?? '';
    expect(text).toContain('Bo cannot see my trip to Lyon.\nCould you look?');
    expect(text).toContain(`User id: ${await userIdOf(ada)}`);
    expect(text).toContain('Email: ada@example.com');
    expect(text).toContain('Interface language: fr-FR');
    expect(text).toContain('Profile language: en-US');
    expect(text).toContain(`Browser: ${UA}`);
    expect(text).toContain(`Trip link: ${link}`);
    expect(text).toContain('Sent at: 2026-11-21T10:00:00.000Z');
    expect(mail?.html).toContain('white-space:pre-wrap');
    // Nothing went to the traveler.
    expect(h.mailer.sent.filter((m) => m.to === 'ada@example.com' && m.subject.includes(reference))).toEqual([]);
  });

  it('escapes what the traveler wrote in the HTML part', async () => {
    const res = await send(ada, { topic: 'other', message: '<script>alert(1)</script> & more' });
    expect(res.status).toBe(200);
    const [mail] = await waitForSupportMails(1);
    expect(mail?.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; more');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.text).toContain('<script>alert(1)</script> & more');
    expect(mail?.subject).toContain('Something else');
  });

  it('answers a refused field as the Error object naming it, and mails nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...valid, topic: 'refunds' }, 'invalid_field:topic'],
      [{ message: valid.message }, 'invalid_field:topic'],
      [{ ...valid, message: '   too short   ' }, 'invalid_field:message'],
      [{ ...valid, message: 'x'.repeat(5001) }, 'invalid_field:message'],
      [{ topic: 'sharing' }, 'invalid_field:message'],
      [{ ...valid, trip_link: 'https://evil.example/phish' }, 'invalid_field:trip_link'],
      [{ ...valid, trip_link: 'javascript:alert(1)' }, 'invalid_field:trip_link'],
      [{ ...valid, trip_link: `http://localhost:8080/app/trips/${'a'.repeat(500)}` }, 'invalid_field:trip_link'],
    ];
    for (const [body, code] of cases) {
      const error = await errorOf(await send(ada, body));
      expect(error, code).toMatchObject({ status: 400, code: 'bad_request', detailed_error_code: code });
      expect(typeof error.description).toBe('string');
    }
    const bad = await ada.request('/api/v2/supportRequest', { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { Error: object }).Error).sort()).toEqual(['code', 'description', 'detailed_error_code']);
    await h.worker.drain();
    expect(supportMails()).toEqual([]);
  });

  it('needs a session and the CSRF header', async () => {
    expect((await errorOf(await send(h.client(), valid))).status).toBe(401);
    expect((await errorOf(await send(ada, valid, { csrf: false }))).status).toBe(403);
    await h.worker.drain();
    expect(supportMails()).toEqual([]);
  });

  it(`is throttled after ${SUPPORT_THROTTLE.account.capacity} requests, and open again once the bucket refills`, async () => {
    for (let i = 0; i < SUPPORT_THROTTLE.account.capacity; i += 1)
      expect((await send(ada, { ...valid, message: `Question number ${i + 1}` })).status).toBe(200);
    const refused = await errorOf(await send(ada, valid));
    expect(refused).toMatchObject({ status: 429, code: 'too_many_requests', detailed_error_code: 'err_support_rate_limit' });
    expect(await waitForSupportMails(SUPPORT_THROTTLE.account.capacity)).toHaveLength(SUPPORT_THROTTLE.account.capacity);
    h.clock.advance(SUPPORT_THROTTLE.account.refillSeconds * 1000);
    expect((await send(ada, valid)).status).toBe(200);
    expect(await waitForSupportMails(SUPPORT_THROTTLE.account.capacity + 1)).toHaveLength(SUPPORT_THROTTLE.account.capacity + 1);
  });

  it('throttles each traveler apart', async () => {
    const bo = h.client();
    await h.signUp(bo, 'bo@example.com');
    for (let i = 0; i < SUPPORT_THROTTLE.account.capacity; i += 1) expect((await send(ada, valid)).status).toBe(200);
    expect((await send(ada, valid)).status).toBe(429);
    expect((await send(bo, valid)).status).toBe(200);
  });

  it('logs where support requests go', () => {
    expect(h.logs).toContain('Support requests: mailed to help@waybook.test');
  });
});

describe('the blocked-account page', () => {
  it('names the support address the server is set up with', async () => {
    const res = await h.client().request('/uhp/blocked?status=suspended');
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('help@waybook.test');
  });
});
