import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { Cookies } from './cookies.js';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
let ada: TestClient;
beforeEach(async () => {
  h = await startHarness();
  ada = h.client();
  await h.signUp(ada, 'ada@example.com');
});

const profileStatus = async (c: TestClient) => (await c.request('/api/v2/get/profile')).status;
const PROFILE = { Profile: { first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '1990-05-01', home_city: 'Paris, Île-de-France, France' } };
const write = (c: TestClient, headers: Record<string, string> = {}) =>
  c.request('/api/v2/replace/profile?is_onboarding=true', {
    method: 'POST',
    body: JSON.stringify(PROFILE),
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('CSRF', () => {
  it('binds the token to the session and rotates it at sign-in', async () => {
    const c = h.client();
    await c.request('/account/login');
    const anonymous = c.cookies.get('csrf_token');
    await c.form('/account/login', { email_addr: 'ada@example.com', password: 'correct horse battery' });
    const first = c.cookies.get('csrf_token');
    await c.form('/account/logout', {});
    await c.form('/account/login', { email_addr: 'ada@example.com', password: 'correct horse battery' });
    const second = c.cookies.get('csrf_token');
    expect(new Set([anonymous, first, second]).size).toBe(3);
    expect((await write(c)).status).toBe(200);
  });

  it('refuses a planted cookie with the same header', async () => {
    ada.cookies.set('csrf_token', 'A'.repeat(43));
    const res = await write(ada);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { Error: { detailed_error_code: string } }).Error.detailed_error_code).toBe('csrf_token_mismatch');
  });

  it('refuses writes from another site even with the right token, with the Error object', async () => {
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];
    for (const headers of crossSite) {
      const res = await write(ada, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        Error: { code: 'forbidden', detailed_error_code: 'cross_site_request', description: 'The request was refused: it came from another site.' },
      });
    }
    expect((await write(ada, { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    const signIn = await h.client().request('/account/login', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(signIn.status).toBe(403);
  });
});

describe('sign-out', () => {
  it('is not done by a GET: the page asks for a button press', async () => {
    const page = await ada.request('/account/logout?redirect_url=%2Fapp%2F', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/account/logout" class="wb-form">');
    expect(html).toContain('<button type="submit" class="wb-button wb-button--primary">Sign out</button>');
    expect(await profileStatus(ada)).toBe(200);
  });

  it('is refused without the token, or from another site', async () => {
    const bare = await ada.request('/account/logout', {
      method: 'POST',
      body: new URLSearchParams({}),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      csrf: false,
    });
    expect(bare.status).toBe(403);
    const crossSite = await ada.request('/account/logout', {
      method: 'POST',
      body: new URLSearchParams({ csrf_token: ada.cookies.get('csrf_token') ?? '' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    // A page, not the API's JSON: the refusal is read by a person in a browser.
    expect(crossSite.headers.get('content-type')).toMatch(/text\/html/);
    expect(await crossSite.text()).toContain('This form was sent from another site');
    expect(await profileStatus(ada)).toBe(200);
  });

  it('ends the session at once on this server (no cached session survives), with the token', async () => {
    expect(await profileStatus(ada)).toBe(200);
    const sessionId = ada.cookies.get('wb_session') ?? '';
    const out = await ada.form('/account/logout', {});
    expect(out.status).toBe(303);
    ada.cookies.set('wb_session', sessionId);
    expect(await profileStatus(ada)).toBe(401);
  });

  it('without a session, the GET page simply goes on to the target', async () => {
    const res = await h.client().request('/account/logout?redirect_url=%2Fuhp%2Fblocked%3Fstatus%3Dsuspended');
    expect(res.headers.get('location')).toBe('/uhp/blocked?status=suspended');
  });
});

describe('sessions', () => {
  it('are stored only as a SHA-256 of their id', async () => {
    const id = ada.cookies.get('wb_session') ?? '';
    const rows = await h.database.db.selectFrom('sessions').select('id_hash').execute();
    expect(rows.map((r) => r.id_hash)).toEqual([createHash('sha256').update(id).digest('hex')]);
    expect(JSON.stringify(rows)).not.toContain(id);
  });

  it('end 30 days after sign-in however busy they are kept', async () => {
    for (let day = 0; day < 30; day += 1) {
      h.clock.advance(24 * 60 * 60_000 - 60_000);
      await h.database.db.updateTable('sessions').set({ last_seen_at: h.clock.now() }).execute();
      h.clock.advance(60_000);
      if (day < 29) expect(await profileStatus(ada)).toBe(200);
    }
    h.clock.advance(10_000);
    expect(await profileStatus(ada)).toBe(401);
  });

  it('set every cookie Secure when PUBLIC_URL is https', async () => {
    expect(loadConfig({ PUBLIC_URL: 'https://waybook.example' }).secureCookies).toBe(true);
    const cookies = new Cookies({ uuid: () => 'u', token: (n: number) => 'b'.repeat(n) }, true, 'secret');
    const app = new Hono().get('/', (c) => {
      cookies.setSession(c, 'a'.repeat(64));
      cookies.setKnownDevice(c, 'ada@example.com');
      cookies.setPreference(c, 'wb_lang', 'fr-FR');
      cookies.clearAll(c);
      return c.text('ok');
    });
    const lines = (await app.request('/')).headers.getSetCookie();
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const line of lines) expect(line).toMatch(/; Secure/);
  });
});
