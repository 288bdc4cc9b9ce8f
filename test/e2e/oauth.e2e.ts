// Connected applications (issue 16): an application registered with the admin command goes
// through authorization code + PKCE in Chromium (sign in, the consent page, Allow, back to its
// redirect address with a code), exchanges the code, calls the API with its token (also from its
// own page, across origins), shows on
// /settings/applications, is disconnected there, and is refused from then on. axe on the consent
// page and the settings page, both also at 390 px.
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as oauth from 'oauth4webapi';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './browser.js';
import { traveler } from './pages/plan-pages.js';
import { freePort, startServer, type RunningServer } from './server.js';

const root = join(import.meta.dirname, '../..');
let server: RunningServer;
let browser: Browser;
let callbackServer: Server;
let redirectUri = '';
let clientId = '';

beforeAll(async () => {
  // The application's own tiny server, where the browser comes back with the code.
  const callbackPort = await freePort();
  redirectUri = `http://127.0.0.1:${callbackPort}/callback`;
  callbackServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><title>Trip widget</title><main><h1>Code received</h1></main></html>');
  });
  await new Promise<void>((resolve) => callbackServer.listen(callbackPort, '127.0.0.1', resolve));
  // Registered the way an admin does it, on the data directory the server then opens.
  const dataDir = await mkdtemp(join(tmpdir(), 'waybook-e2e-oauth-'));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      join(root, 'adapters/server/dist/admin.js'),
      'oauth',
      'register',
      '--name',
      'Trip widget',
      '--url',
      'https://widget.example',
      '--redirect-uri',
      redirectUri,
    ],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
  );
  clientId = /client_id: (\S+)/.exec(stdout)?.[1] ?? '';
  expect(clientId).not.toBe('');
  server = await startServer({ dataDir });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => callbackServer?.close(resolve));
});

// At 390 px: nothing wider than the screen, and axe again. Screenshots for a person to look at,
// outside the repository, with OAUTH_SHOTS=/tmp/oauth.
async function fitsAt390(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  const dir = process.env['OAUTH_SHOTS'];
  if (dir !== undefined) await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('Connected applications over OAuth 2.0', () => {
  it('authorizes with PKCE in the browser, calls the API, lists the application, disconnects it, and refuses its token', async () => {
    const { page } = await traveler(browser, server.url, 'ada.oauth@example.com', 'Ada', 'Lovelace');
    const issuer = new URL(server.url);
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oidc', [oauth.allowInsecureRequests]: true }));
    const client: oauth.Client = { client_id: clientId };
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const authorize = new URL(as.authorization_endpoint ?? '');
    authorize.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'trips:read',
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    }).toString();

    // Signed in already: straight to the consent page, which names the application, its site and the scope.
    await page.goto(authorize.toString());
    await page.getByRole('heading', { level: 1, name: 'Allow access to your trips?' }).waitFor();
    expect(await page.locator('main strong').textContent()).toBe('Trip widget');
    expect(await page.getByRole('link', { name: 'https://widget.example' }).isVisible()).toBe(true);
    expect(await page.getByTestId('oauth-scopes').textContent()).toContain('See your trips, their plans and documents');
    await expectNoAxeViolations(page);
    await fitsAt390(page, 'consent');

    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(`${redirectUri}?**`);
    const callback = new URL(page.url());
    const params = oauth.validateAuthResponse(as, client, callback, state);
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, redirectUri, verifier, { [oauth.allowInsecureRequests]: true }),
    );
    // From the application's own page (another origin), the browser lets it read the API with its
    // token (CORS). (That no other origin or cookie call gets CORS headers is in oauth-api.test.ts:
    // a blocked fetch here would print a console error, which this suite counts as a failure.)
    const fromWidget = await page.evaluate(
      async ({ url, token }) => {
        const r = await fetch(`${url}/api/v2/list/trip`, { headers: { authorization: `Bearer ${token}` } });
        return { status: r.status, listed: Array.isArray(((await r.json()) as { Trip?: unknown }).Trip) };
      },
      { url: server.url, token: tokens.access_token },
    );
    expect(fromWidget).toEqual({ status: 200, listed: true });
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}/api/${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${tokens.access_token}` } });
    expect((await call('v2/list/trip')).status).toBe(200);
    const write = await call('v2/create/trip', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Trip: { display_name: 'Lisbon', start_date: '2027-03-01', end_date: '2027-03-04' } }),
    });
    expect(write.status).toBe(403);

    // The settings page lists it, from the preferences page's link.
    await page.goto(`${server.url}/app/settings/preferences`);
    await page.getByRole('link', { name: 'Connected applications' }).click();
    await page.waitForURL('**/app/settings/applications');
    await expect.poll(() => page.title()).toBe('Connected applications - Waybook');
    const row = page.getByRole('listitem').filter({ hasText: 'Trip widget' });
    await row.waitFor();
    expect(await row.getByRole('link', { name: 'https://widget.example' }).isVisible()).toBe(true);
    expect(await row.getByText(/^Connected on /).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await fitsAt390(page, 'applications');

    await row.getByRole('button', { name: 'Disconnect Trip widget' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: 'Disconnect Trip widget?' }).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('Trip widget disconnected.').waitFor();
    await page.getByRole('heading', { name: 'No connected applications' }).waitFor();
    await expectNoAxeViolations(page);

    const refused = await call('v2/list/trip');
    expect(refused.status).toBe(401);
    const again = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token ?? '', { [oauth.allowInsecureRequests]: true });
    expect(again.status).toBe(400);
  });
});
