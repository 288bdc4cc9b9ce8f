import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import * as oauth from 'oauth4webapi';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { oauthCommand, randomToken } from './admin-oauth.js';
import { startHarness } from './testing/harness.js';

// Waybook as an OAuth 2.0 provider (issue 16, docs/oauth.md), driven over real HTTP (the library
// answers on Node's request and response): authorization code with PKCE, consent, Bearer calls,
// refresh, scopes, and disconnecting through v2/deleteConnectedApplication.

const REDIRECT = 'https://widget.example/callback';

/** A browser: keeps cookies (every path), follows nothing by itself. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new URL(path, this.base), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const cut = pair.indexOf('=');
      const name = pair.slice(0, cut);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(cut + 1));
    }
    return response;
  }

  form(path: string, fields: Record<string, string>): Promise<Response> {
    return this.request(path, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  }

  /** Follows redirects on this server; stops at the first page, or at a redirect leaving it (answered as its URL). */
  async follow(path: string): Promise<{ page?: Response; left?: URL; path: string }> {
    let next = path;
    for (let hop = 0; hop < 10; hop += 1) {
      const r = await this.request(next);
      const location = r.headers.get('location');
      if (r.status < 300 || r.status >= 400 || location === null) return { page: r, path: next };
      const target = new URL(location, new URL(next, this.base));
      if (target.origin !== new URL(this.base).origin) return { left: target, path: next };
      next = `${target.pathname}${target.search}`;
    }
    throw new Error('too many redirects');
  }
}

let http: Server;
let listener: ReturnType<typeof getRequestListener> | undefined;
let base = '';

beforeEach(async () => {
  http = createServer((req, res) => void listener?.(req, res));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterEach(async () => {
  listener = undefined;
  await new Promise((resolve) => http.close(resolve));
});

async function world(env: NodeJS.ProcessEnv = {}) {
  const h = await startHarness({ PUBLIC_URL: base, ...env });
  listener = getRequestListener(h.server.app.fetch);
  const { server, store } = h.server.oauth;
  const admin = {
    register: (m: Readonly<Record<string, unknown>>) => server.registerClient(m),
    clients: () => store.clients(),
    removeClient: (id: string) => store.removeClient(id),
    token: randomToken,
  };
  const registered = await oauthCommand(['oauth', 'register', '--name', 'Trip widget', '--url', 'https://widget.example', '--redirect-uri', REDIRECT], admin);
  expect(registered.code).toBe(0);
  const clientId = /client_id: (\S+)/.exec(registered.message)?.[1] ?? '';
  const browser = new Browser(base);
  await browser.request('/account/create');
  const created = await browser.form('/account/create', {
    csrf_token: browser.cookies.get('csrf_token') ?? '',
    email_addr: 'ada@example.com',
    password: 'correct horse battery',
  });
  expect(created.status).toBe(303);
  const as = await oauth.processDiscoveryResponse(
    new URL(base),
    await oauth.discoveryRequest(new URL(base), { algorithm: 'oidc', [oauth.allowInsecureRequests]: true }),
  );
  const client: oauth.Client = { client_id: clientId };
  return { h, admin, clientId, browser, as, client };
}

type World = Awaited<ReturnType<typeof world>>;

/** Asks for a code with PKCE; answers the consent page (and where it is) or where the server sent the browser. */
async function authorize(w: World, scope: string, verifier: string) {
  const url = new URL(w.as.authorization_endpoint ?? '');
  url.search = new URLSearchParams({
    client_id: w.clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope,
    state: 'st-1',
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  }).toString();
  return w.browser.follow(`${url.pathname}${url.search}`);
}

/** Allows (or denies) on the consent page; answers the redirect back to the application. */
async function decide(w: World, consentPath: string, decision: 'allow' | 'deny'): Promise<URL> {
  const posted = await w.browser.form(`${consentPath}/confirm`, { csrf_token: w.browser.cookies.get('csrf_token') ?? '', decision });
  expect(posted.status).toBe(303);
  const back = await w.browser.follow(posted.headers.get('location') ?? '');
  if (back.left === undefined) throw new Error(`stayed on ${back.path}`);
  return back.left;
}

async function exchange(w: World, callback: URL, verifier: string) {
  const params = oauth.validateAuthResponse(w.as, w.client, callback, 'st-1');
  const response = await oauth.authorizationCodeGrantRequest(w.as, w.client, oauth.None(), params, REDIRECT, verifier, { [oauth.allowInsecureRequests]: true });
  return oauth.processAuthorizationCodeResponse(w.as, w.client, response);
}

async function grantTokens(w: World, scope: string) {
  const verifier = oauth.generateRandomCodeVerifier();
  const consent = await authorize(w, scope, verifier);
  if (consent.page === undefined) throw new Error('no consent page');
  return exchange(w, await decide(w, consent.path, 'allow'), verifier);
}

const api = (w: World, path: string, token: string, init: RequestInit = {}) =>
  fetch(new URL(`/api/${path}`, base), { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` } });
const createTrip = (w: World, token: string) =>
  api(w, 'v2/create/trip', token, {
    method: 'POST',
    body: JSON.stringify({ Trip: { display_name: 'Lisbon', start_date: '2027-03-01', end_date: '2027-03-04' } }),
    headers: { 'content-type': 'application/json' },
  });
const errorOf = async (r: Response) => ((await r.json()) as { Error: { code: string; detailed_error_code: string } }).Error;
const sessionCall = (w: World, path: string, init: RequestInit = {}) =>
  w.browser.request(`/api/${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'X-CSRF-Token': w.browser.cookies.get('csrf_token') ?? '' },
  });

describe('OAuth 2.0 provider', () => {
  it('signs in through the Waybook session, shows the consent page and exchanges the code with PKCE', async () => {
    const w = await world();
    const signedOut = new Browser(base);
    const verifier = oauth.generateRandomCodeVerifier();
    // Signed out: the interaction sends to the sign-in page, which comes back to it.
    const url = new URL(w.as.authorization_endpoint ?? '');
    url.search = new URLSearchParams({
      client_id: w.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'trips:read',
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    }).toString();
    const out = await signedOut.follow(`${url.pathname}${url.search}`);
    expect(out.path).toMatch(/^\/account\/login\?redirect_url=%2Foauth%2Finteraction%2F/);

    const consent = await authorize(w, 'trips:read', verifier);
    expect(consent.path).toMatch(/^\/oauth\/interaction\/[\w-]+$/);
    const html = (await consent.page?.text()) ?? '';
    expect(html).toContain('Trip widget');
    expect(html).toContain('https://widget.example');
    expect(html).toContain('See your trips, their plans and documents');
    expect(consent.page?.headers.get('content-security-policy')).toContain("form-action 'self' https://widget.example");
    // The consent form needs the CSRF token.
    const forged = await w.browser.form(`${consent.path}/confirm`, { csrf_token: 'forged-token-forged-token-forged-token', decision: 'allow' });
    expect(forged.status).toBe(403);

    const callback = await decide(w, consent.path, 'allow');
    expect(callback.origin + callback.pathname).toBe(REDIRECT);
    const tokens = await exchange(w, callback, verifier);
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.scope).toBe('trips:read');
    expect(tokens.refresh_token).toBeTruthy();
    // The token is stored only hashed: its value is in no table.
    const dump = JSON.stringify(
      (await w.h.database.db
        .selectFrom('oauth_models' as never)
        .selectAll()
        .execute()) as unknown[],
    );
    expect(dump).not.toContain(tokens.access_token);
    expect(dump).not.toContain(tokens.refresh_token ?? '');

    const trips = await api(w, 'v2/list/trip', tokens.access_token);
    expect(trips.status).toBe(200);
  });

  it('writes the consent page in the signed-in traveler’s own language', async () => {
    const w = await world();
    const changed = await w.browser.request('/api/v2/replace/profile', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': w.browser.cookies.get('csrf_token') ?? '' },
      body: JSON.stringify({ Profile: { language_tag: 'fr-FR' } }),
    });
    expect(changed.status).toBe(200);
    const consent = await authorize(w, 'trips:read', oauth.generateRandomCodeVerifier());
    const html = (await consent.page?.text()) ?? '';
    expect(html).toContain('<html lang="fr-FR"');
    expect(html).not.toContain('Allow access to your trips?');
  });

  it('refuses a wrong PKCE verifier, and a request without PKCE', async () => {
    const w = await world();
    const verifier = oauth.generateRandomCodeVerifier();
    const consent = await authorize(w, 'trips:read', verifier);
    const callback = await decide(w, consent.path, 'allow');
    const code = callback.searchParams.get('code') ?? '';
    const wrong = await fetch(new URL('/oauth/token', base), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: w.clientId,
        code_verifier: oauth.generateRandomCodeVerifier(),
      }),
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe('invalid_grant');

    const noPkce = await w.browser.follow(
      `/oauth/authorize?${new URLSearchParams({ client_id: w.clientId, redirect_uri: REDIRECT, response_type: 'code', scope: 'trips:read', state: 's' })}`,
    );
    expect(noPkce.left?.searchParams.get('error')).toBe('invalid_request');
  });

  it('lets a read token read but not write, a write token write, and refuses account calls to any token', async () => {
    const w = await world();
    const read = await grantTokens(w, 'trips:read');
    const refused = await createTrip(w, read.access_token);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('www-authenticate')).toContain('insufficient_scope');
    expect(await errorOf(refused)).toMatchObject({ code: 'forbidden', detailed_error_code: 'insufficient_scope' });

    const write = await grantTokens(w, 'trips:read trips:write');
    expect(write.scope?.split(' ').sort()).toEqual(['trips:read', 'trips:write']);
    // No CSRF header: the token is the credential.
    const created = await createTrip(w, write.access_token);
    expect(created.status).toBe(200);
    const listed = (await (await api(w, 'v2/list/trip', read.access_token)).json()) as { Trip?: { display_name: string }[] };
    expect(JSON.stringify(listed)).toContain('Lisbon');

    for (const path of ['v2/get/profile', 'v2/purchasedProductInfo', 'v2/connectedApplications']) {
      const r = await api(w, path, write.access_token);
      expect([path, r.status, (await errorOf(r)).detailed_error_code]).toEqual([path, 403, 'token_not_allowed']);
    }
    const garbage = await api(w, 'v2/list/trip', 'not-a-token');
    expect(garbage.status).toBe(401);
    expect(await errorOf(garbage)).toMatchObject({ code: 'unauthorized', detailed_error_code: 'invalid_token' });
  });

  it('lets a page at the application’s origin call the API across origins with its token (CORS), and no other site or cookie call', async () => {
    const w = await world();
    const write = await grantTokens(w, 'trips:read trips:write');
    const preflight = (origin: string) =>
      fetch(new URL('/api/v2/create/trip', base), {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
      });
    const allowed = await preflight('https://widget.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://widget.example');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Authorization.*Content-Type/);
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const stranger = await preflight('https://evil.example');
    expect(stranger.status).toBe(204);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();

    // The cross-site write with a token is not refused as a forged form post: no cookie acts.
    const fromWidget = { origin: 'https://widget.example', 'sec-fetch-site': 'cross-site' };
    const created = await api(w, 'v2/create/trip', write.access_token, {
      method: 'POST',
      headers: { ...fromWidget, 'content-type': 'application/json' },
      body: JSON.stringify({ Trip: { display_name: 'Porto', start_date: '2027-04-01', end_date: '2027-04-02' } }),
    });
    expect(created.status).toBe(200);
    expect(created.headers.get('access-control-allow-origin')).toBe('https://widget.example');
    const listed = await api(w, 'v2/list/trip', write.access_token, { headers: fromWidget });
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://widget.example');
    expect(listed.headers.get('access-control-expose-headers')).toContain('ETag');
    expect(JSON.stringify(await listed.json())).toContain('Porto');
    // A refused token is readable there too, so the application knows to sign in again.
    const expired = await api(w, 'v2/list/trip', 'not-a-token', { headers: fromWidget });
    expect([expired.status, expired.headers.get('access-control-allow-origin')]).toEqual([401, 'https://widget.example']);
    // Another site gets nothing to read, even with a token.
    const elsewhere = await api(w, 'v2/list/trip', write.access_token, { headers: { origin: 'https://evil.example' } });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    // A session (cookie) call from the application's origin is not shared with it either, and a cross-site write by cookie stays refused.
    const byCookie = await w.browser.request('/api/v2/list/trip', { headers: { origin: 'https://widget.example' } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.headers.get('access-control-allow-origin')).toBeNull();
    const forged = await w.browser.request('/api/v2/create/trip', {
      method: 'POST',
      headers: { ...fromWidget, 'content-type': 'application/json', 'x-csrf-token': w.browser.cookies.get('csrf_token') ?? '' },
      body: JSON.stringify({ Trip: { display_name: 'Forged' } }),
    });
    expect([forged.status, (await errorOf(forged)).detailed_error_code]).toEqual([403, 'cross_site_request']);
  });

  it('refreshes, lists the application, and refuses its tokens once disconnected', async () => {
    const w = await world();
    const tokens = await grantTokens(w, 'trips:read');
    const refreshed = await oauth.processRefreshTokenResponse(
      w.as,
      w.client,
      await oauth.refreshTokenGrantRequest(w.as, w.client, oauth.None(), tokens.refresh_token ?? '', { [oauth.allowInsecureRequests]: true }),
    );
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect((await api(w, 'v2/list/trip', refreshed.access_token)).status).toBe(200);

    const listed = await sessionCall(w, 'v2/connectedApplications');
    const apps = ((await listed.json()) as { ConnectedApplications: Record<string, string>[] }).ConnectedApplications;
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({
      name: 'Trip widget',
      url: 'https://widget.example',
      client_id: w.clientId,
      container_type_code: 'OA',
      grant_date: '2026-11-21',
    });
    expect(apps[0]?.['token_key']).toMatch(/^[0-9a-f]{16}$/);

    const gone = await sessionCall(w, 'v2/deleteConnectedApplication', {
      method: 'POST',
      body: JSON.stringify({ client_id: w.clientId }),
      headers: { 'content-type': 'application/json' },
    });
    expect(gone.status).toBe(200);
    expect(((await gone.json()) as { ConnectedApplications: unknown[] }).ConnectedApplications).toEqual([]);
    // Every token is refused at once: access tokens (the first and the refreshed one) and the refresh token.
    expect((await api(w, 'v2/list/trip', refreshed.access_token)).status).toBe(401);
    expect((await api(w, 'v2/list/trip', tokens.access_token)).status).toBe(401);
    const again = await oauth.refreshTokenGrantRequest(w.as, w.client, oauth.None(), refreshed.refresh_token ?? '', { [oauth.allowInsecureRequests]: true });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe('invalid_grant');

    const none = await sessionCall(w, 'v2/deleteConnectedApplication', {
      method: 'POST',
      body: JSON.stringify({ client_id: w.clientId }),
      headers: { 'content-type': 'application/json' },
    });
    expect(none.status).toBe(404);
  });

  it('keeps tokens across a restart, and answers a denial to the application', async () => {
    const w = await world();
    const tokens = await grantTokens(w, 'trips:read');
    await w.h.restart();
    listener = getRequestListener(w.h.server.app.fetch);
    expect((await api(w, 'v2/list/trip', tokens.access_token)).status).toBe(200);

    const verifier = oauth.generateRandomCodeVerifier();
    const consent = await authorize(w, 'trips:read trips:write', verifier);
    const denied = await decide(w, consent.path, 'deny');
    expect(denied.searchParams.get('error')).toBe('access_denied');
  });

  it('gives applications ids a command line can name, even when the random part starts with a dash', async () => {
    const w = await world();
    const dashed = { ...w.admin, token: (bytes: number) => `-${'a'.repeat(bytes)}` };
    const registered = await oauthCommand(['oauth', 'register', '--name', 'Dash', '--redirect-uri', 'https://dash.example/cb'], dashed);
    const id = /client_id: (\S+)/.exec(registered.message)?.[1] ?? '';
    expect(id).toMatch(/^wb_-a+$/);
    expect((await oauthCommand(['oauth', 'remove', id], w.admin)).code).toBe(0);
  });

  it('keeps dynamic registration off unless configured, and lists and removes clients from the admin command', async () => {
    const w = await world();
    const register = () =>
      fetch(new URL('/oauth/register', base), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
        body: JSON.stringify({ redirect_uris: ['https://app.example/cb'], client_name: 'Self-registered', token_endpoint_auth_method: 'none' }),
      });
    expect((await register()).status).toBe(404);
    const listed = await oauthCommand(['oauth', 'list'], w.admin);
    expect(listed.message).toContain('Trip widget');
    const confidential = await oauthCommand(
      ['oauth', 'register', '--name', 'Dashboard', '--redirect-uri', 'https://dash.example/cb', '--confidential', '--container-type', 'DASH'],
      w.admin,
    );
    const secret = /client_secret: (\S+)/.exec(confidential.message)?.[1] ?? '';
    expect(secret.length).toBeGreaterThan(30);
    const dump = JSON.stringify(
      (await w.h.database.db
        .selectFrom('oauth_models' as never)
        .selectAll()
        .execute()) as unknown[],
    );
    expect(dump).not.toContain(secret);
    expect((await oauthCommand(['oauth', 'register', '--name', 'Bad', '--redirect-uri', 'not a uri'], w.admin)).code).toBe(1);
    expect((await oauthCommand(['oauth', 'remove', w.clientId], w.admin)).code).toBe(0);
    expect((await oauthCommand(['oauth', 'list'], w.admin)).message).not.toContain(w.clientId);

    const open = await world({ OAUTH_DYNAMIC_REGISTRATION: 'true' });
    const made = await register();
    expect(made.status).toBe(201);
    expect(((await made.json()) as { client_id: string }).client_id).toBeTruthy();
    expect(open.clientId).toBeTruthy();
  });
});
