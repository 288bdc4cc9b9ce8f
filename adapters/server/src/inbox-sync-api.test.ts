// Inbox sync end to end against a real IMAP server (Debian's dovecot-imapd, started here): the
// app-password way and the OAuth 2.0 way (a small authorization server started here, whose tokens
// Dovecot checks by introspection), new mail imported once across a restart, refused credentials.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDovecot } from './testing/dovecot.js';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
type Address = {
  uuid: string;
  email_address: string;
  is_confirmed: string;
  is_auto_import: string;
  is_auto_inbox_eligible: string;
  last_auto_inbox_fetch_date_time: string;
};
type Answer = { EmailAddresses: Address[]; oauth_authorization_url?: string; Error?: { detailed_error_code: string } };

const FIXTURES = join(import.meta.dirname, '../../../test/fixtures/imports');
const APP_PASSWORD = 'app-pass-1';
const NOT_TRAVEL =
  'From: news@example.org\r\nTo: ada@example.com\r\nSubject: Weekly news\r\nMessage-ID: <news-1@example.org>\r\nDate: Sat, 21 Nov 2026 09:00:00 +0000\r\n\r\nNothing to book here.\r\n';

// The authorization server: /authorize sends the browser back with a code, /token trades codes and
// refresh tokens (access tokens last 60 s), /introspect answers Dovecot (RFC 7662).
const oauth = { codes: new Map<string, string>(), tokens: new Map<string, string>(), refreshes: 0, revoked: false, challenges: [] as string[] };
let authServer: Server;
let authUrl = '';
let imap: Awaited<ReturnType<typeof startDovecot>>;

beforeAll(async () => {
  authServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (url.pathname === '/authorize') {
        const code = `code-${oauth.codes.size + 1}`;
        oauth.codes.set(code, url.searchParams.get('login_hint') ?? '');
        oauth.challenges.push(url.searchParams.get('code_challenge') ?? '');
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        back.searchParams.set('scope', 'mail');
        return res.writeHead(302, { location: back.toString() }).end();
      }
      if (url.pathname === '/token') {
        const grant = form.get('grant_type');
        const user =
          grant === 'authorization_code'
            ? oauth.codes.get(form.get('code') ?? '')
            : oauth.revoked
              ? undefined
              : form.get('refresh_token')?.replace(/^refresh:/, '');
        if (grant === 'refresh_token') oauth.refreshes++;
        if (user === undefined || (grant === 'authorization_code' && !form.get('code_verifier'))) return json(400, { error: 'invalid_grant' });
        const token = `access-${oauth.tokens.size + 1}`;
        oauth.tokens.set(token, user);
        return json(200, { access_token: token, token_type: 'Bearer', expires_in: 60, refresh_token: `refresh:${user}` });
      }
      if (url.pathname === '/introspect') {
        const user = oauth.tokens.get(form.get('token') ?? '');
        return json(200, user === undefined ? { active: false } : { active: true, username: user });
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => authServer.listen(0, '127.0.0.1', resolve));
  const address = authServer.address();
  authUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  imap = await startDovecot({ users: { 'ada@example.com': APP_PASSWORD }, introspectionUrl: `${authUrl}/introspect` });
}, 30_000);

afterAll(async () => {
  await imap?.stop();
  await new Promise((resolve) => authServer?.close(resolve));
});

let h: Harness;
let ada: TestClient;

let passwordChanged = false;
async function start(env: NodeJS.ProcessEnv = {}) {
  const providers = [
    {
      id: 'testmail',
      label: 'Test Mail',
      domains: ['oauth.example'],
      authorizationUrl: `${authUrl}/authorize`,
      tokenUrl: `${authUrl}/token`,
      clientId: 'waybook',
      clientSecret: 'client-secret',
      scope: 'mail',
      imap: imap.server,
    },
  ];
  h = await startHarness({ INBOX_APP_PASSWORD: 'true', INBOX_ALLOW_PRIVATE_HOSTS: 'true', INBOX_OAUTH_PROVIDERS: JSON.stringify(providers), ...env });
  ada = h.client();
  await h.signUp(ada, 'ada@example.com');
  await h.onboard(ada);
}

beforeEach(async () => {
  if (passwordChanged) await imap.setUsers({ 'ada@example.com': APP_PASSWORD });
  passwordChanged = false;
  await start();
});

const answer = async (res: Response) => ({ status: res.status, ...((await res.json()) as Answer) });
const addresses = async () => (await answer(await ada.request('/api/v2/list/emailAddresses'))).EmailAddresses;
const addressOf = async (email: string) => (await addresses()).find((e) => e.email_address === email);

// Adds an address and follows its confirmation link.
async function confirmedAddress(email: string): Promise<Address> {
  await ada.form('/api/v2/requestAddEmail', { email_addr: email });
  const st = /st=(\w+)/.exec(h.mailer.sent.filter((m) => m.to === email).at(-1)?.text ?? '')?.[1] ?? '';
  await ada.form('/api/v2/confirmAddEmail', { st });
  const found = await addressOf(email);
  if (found === undefined) throw new Error(`${email} was not added`);
  return found;
}

async function primaryConfirmed(): Promise<Address> {
  const primary = await addressOf('ada@example.com');
  if (primary?.is_confirmed === 'true') return primary;
  // A new account's address is confirmed by the link mailed at sign-up.
  const link = /\/account\/verify\?token=\w+/.exec(h.mailer.sent.filter((m) => m.to === 'ada@example.com').at(-1)?.text ?? '')?.[0] ?? '';
  await ada.request(link);
  const confirmed = await addressOf('ada@example.com');
  if (confirmed?.is_confirmed !== 'true') throw new Error('the primary address could not be confirmed');
  return confirmed;
}

const passwordForm = (uuid: string, state: string, password = APP_PASSWORD) => ({
  email_uuid_ref: uuid,
  state,
  imap_host: imap.server.host,
  imap_port: String(imap.server.port),
  imap_username: 'ada@example.com',
  app_password: password,
});

async function connectWithPassword(uuid: string, password = APP_PASSWORD) {
  const started = await answer(await ada.form('/api/v2/initiateAutoImportSetup', { email_uuid_ref: uuid }));
  expect(started.status).toBe(200);
  const url = new URL(started.oauth_authorization_url ?? '');
  expect(url.pathname).toBe('/app/');
  expect(url.searchParams.get('redirect_type')).toBe('auto_import');
  expect(url.searchParams.get('mode')).toBe('app_password');
  return answer(await ada.form('/api/v2/completeAutoImportSetup', passwordForm(uuid, url.searchParams.get('state') ?? '', password)));
}

const plansCount = async () => (await h.database.db.selectFrom('plans').select('uuid').execute()).length;
const importsCount = async () =>
  (await h.database.db.withTables<{ plan_imports: { plan_uuid: string } }>().selectFrom('plan_imports').select('plan_uuid').execute()).length;

// Moves the clock past the next look and waits until that look has run (no inbox job due or running).
async function nextLook(email: string, seconds = 301): Promise<Address | undefined> {
  h.clock.advance(seconds * 1000);
  const now = h.clock.now();
  for (let i = 0; i < 400; i++) {
    const busy = await h.database.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'inbox-sync')
      .where((eb) => eb.or([eb('state', '=', 'running'), eb.and([eb('state', '=', 'pending'), eb('run_at', '<=', now)])]))
      .execute();
    if (busy.length === 0) return addressOf(email);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the inbox look did not run');
}

describe('inbox sync over IMAP with an app password', () => {
  it('connects, imports new travel mail once across a restart, ignores other mail, and stops when switched off', async () => {
    const primary = await primaryConfirmed();
    expect(primary).toMatchObject({ is_auto_import: 'false', is_auto_inbox_eligible: 'true', last_auto_inbox_fetch_date_time: '' });
    // Mail already in the inbox is history: the sync starts with what arrives after it is on.
    await imap.append('ada@example.com', APP_PASSWORD, NOT_TRAVEL);

    const started = await answer(await ada.form('/api/v2/initiateAutoImportSetup', { email_uuid_ref: primary.uuid }));
    const state = new URL(started.oauth_authorization_url ?? '').searchParams.get('state') ?? '';
    const wrong = await answer(await ada.form('/api/v2/completeAutoImportSetup', passwordForm(primary.uuid, state, 'not-the-password')));
    expect([wrong.status, wrong.Error?.detailed_error_code]).toEqual([400, 'inbox_auth_failed']);
    // A mistyped password is typed again with the same state.
    const connected = await answer(await ada.form('/api/v2/completeAutoImportSetup', passwordForm(primary.uuid, state)));
    expect(connected.status).toBe(200);
    expect(connected.EmailAddresses.find((e) => e.uuid === primary.uuid)).toMatchObject({
      is_auto_import: 'true',
      last_auto_inbox_fetch_date_time: '2026-11-21T10:00:00.000Z',
    });

    // Nothing in the database holds the app password in clear.
    const row = await h.database.db
      .withTables<{ inbox_syncs: { sealed_secret: string } }>()
      .selectFrom('inbox_syncs')
      .select('sealed_secret')
      .executeTakeFirstOrThrow();
    expect(row.sealed_secret).not.toContain(APP_PASSWORD);
    expect(JSON.stringify(h.logs)).not.toContain(APP_PASSWORD);

    await imap.append('ada@example.com', APP_PASSWORD, await readFile(join(FIXTURES, 'eml-airline-jsonld-qp.eml')));
    await imap.append('ada@example.com', APP_PASSWORD, NOT_TRAVEL.replace('news-1', 'news-2'));
    const looked = await nextLook('ada@example.com');
    expect(looked?.last_auto_inbox_fetch_date_time).toBe('2026-11-21T10:05:01.000Z');
    expect(await plansCount()).toBe(1);
    expect(await importsCount()).toBe(1);

    await h.restart();
    await imap.append('ada@example.com', APP_PASSWORD, await readFile(join(FIXTURES, 'eml-hotel-fr-latin1.eml')));
    await nextLook('ada@example.com');
    expect(await plansCount()).toBe(2);
    expect(await importsCount()).toBe(2);
    await nextLook('ada@example.com');
    expect(await importsCount()).toBe(2);

    const off = await answer(await ada.form('/api/v2/deleteAutoInboxImport', { email_ref: primary.uuid }));
    expect(off.EmailAddresses.find((e) => e.uuid === primary.uuid)).toMatchObject({ is_auto_import: 'false', last_auto_inbox_fetch_date_time: '' });
    await imap.append('ada@example.com', APP_PASSWORD, await readFile(join(FIXTURES, 'eml-car-de-base64.eml')));
    h.clock.advance(301_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(await plansCount()).toBe(2);
  }, 60_000);

  it('waits with IDLE when configured: mail arriving during the look is imported in that look', async () => {
    await start({ INBOX_IDLE_SECONDS: '4' });
    const primary = await primaryConfirmed();
    expect((await connectWithPassword(primary.uuid)).status).toBe(200);
    h.clock.advance(301_000);
    const running = async () =>
      (await h.database.db.selectFrom('jobs').select('id').where('kind', '=', 'inbox-sync').where('state', '=', 'running').execute()).length;
    for (let i = 0; i < 200 && (await running()) === 0; i++) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 500));
    await imap.append('ada@example.com', APP_PASSWORD, await readFile(join(FIXTURES, 'eml-airline-jsonld-qp.eml')));
    for (let i = 0; i < 100 && (await plansCount()) === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await plansCount()).toBe(1);
    // Still the same look: the next one is not due yet.
    expect(await running()).toBe(1);
  }, 30_000);

  it('stops after the mail server refuses the password three looks in a row, and tells the user (FF)', async () => {
    const primary = await primaryConfirmed();
    expect((await connectWithPassword(primary.uuid)).status).toBe(200);
    passwordChanged = true;
    await imap.setUsers({ 'ada@example.com': 'changed-by-the-user' });
    await nextLook('ada@example.com', 301);
    await nextLook('ada@example.com', 601);
    const stopped = await nextLook('ada@example.com', 1201);
    expect(stopped, h.logs.filter((l) => l.includes('inbox')).join('\n')).toMatchObject({ is_auto_import: 'false' });
    const alerts = (await (await ada.request('/api/v2/listProAlerts')).json()) as { ProAlerts?: { type_code: string; message: string }[] };
    expect(JSON.stringify(alerts)).toContain('Inbox sync stopped');
  }, 60_000);

  it('refuses a used or unknown state, an address of another account, and an unconfirmed address', async () => {
    const primary = await primaryConfirmed();
    const bad = await answer(await ada.form('/api/v2/completeAutoImportSetup', passwordForm(primary.uuid, 'made-up-state')));
    expect([bad.status, bad.Error?.detailed_error_code]).toEqual([400, 'invalid_state']);
    const started = await answer(await ada.form('/api/v2/initiateAutoImportSetup', { email_uuid_ref: primary.uuid }));
    const state = new URL(started.oauth_authorization_url ?? '').searchParams.get('state') ?? '';
    const bo = h.client();
    await h.signUp(bo, 'bo@example.com');
    const stolen = await answer(await bo.form('/api/v2/completeAutoImportSetup', passwordForm(primary.uuid, state)));
    expect([stolen.status, stolen.Error?.detailed_error_code]).toEqual([400, 'invalid_state']);
    const theirs = await answer(await bo.form('/api/v2/initiateAutoImportSetup', { email_uuid_ref: primary.uuid }));
    expect([theirs.status, theirs.Error?.detailed_error_code]).toEqual([404, 'email_not_found']);
    await ada.form('/api/v2/requestAddEmail', { email_addr: 'ada@work.example' });
    const unconfirmed = (await addressOf('ada@work.example'))?.uuid ?? '';
    const refused = await answer(await ada.form('/api/v2/initiateAutoImportSetup', { email_uuid_ref: unconfirmed }));
    expect([refused.status, refused.Error?.detailed_error_code]).toEqual([400, 'email_not_confirmed']);
  });
});

describe('inbox sync through an OAuth 2.0 provider (IMAP XOAUTH2)', () => {
  it('sends the browser to the provider with PKCE, completes with the code, reads mail with the token and refreshes it', async () => {
    const address = await confirmedAddress('ada@oauth.example');
    expect(address.is_auto_inbox_eligible).toBe('true');
    const started = await answer(await ada.form('/api/v2/initiateAutoImportSetup', { email_uuid_ref: address.uuid }));
    const consent = new URL(started.oauth_authorization_url ?? '');
    expect(consent.origin + consent.pathname).toBe(`${authUrl}/authorize`);
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'waybook',
      redirect_uri: 'http://localhost:8080/app/?redirect_type=auto_import',
      code_challenge_method: 'S256',
      login_hint: 'ada@oauth.example',
      scope: 'mail',
    });
    // The browser goes to the provider, which sends it back to Waybook with a code.
    const back = new URL((await fetch(consent, { redirect: 'manual' })).headers.get('location') ?? '');
    expect(back.searchParams.get('redirect_type')).toBe('auto_import');
    const done = await answer(
      await ada.form('/api/v2/completeAutoImportSetup', {
        email_uuid_ref: address.uuid,
        code: back.searchParams.get('code') ?? '',
        state: back.searchParams.get('state') ?? '',
        scope: back.searchParams.get('scope') ?? '',
      }),
    );
    expect(done.status, h.logs.filter((l) => l.includes('inbox')).join('\n')).toBe(200);
    expect(done.EmailAddresses.find((e) => e.uuid === address.uuid)?.is_auto_import).toBe('true');
    const sealed = await h.database.db
      .withTables<{ inbox_syncs: { sealed_secret: string } }>()
      .selectFrom('inbox_syncs')
      .select('sealed_secret')
      .executeTakeFirstOrThrow();
    expect(sealed.sealed_secret).not.toMatch(/access-|refresh:/);

    await imap.append('ada@example.com', APP_PASSWORD, 'Subject: warm-up\r\n\r\nx\r\n');
    // The access token lasts 60 s: the next look, five minutes on, refreshes it first.
    const tokenUser = 'ada@oauth.example';
    const appendAs = async (raw: Uint8Array) => {
      const { ImapFlow } = await import('imapflow');
      const client = new ImapFlow({
        ...imap.server,
        auth: { user: tokenUser, accessToken: [...oauth.tokens.entries()].find(([, u]) => u === tokenUser)?.[0] ?? '' },
        logger: false,
      });
      await client.connect();
      await client.append('INBOX', Buffer.from(raw));
      await client.logout();
    };
    await appendAs(await readFile(join(FIXTURES, 'eml-airline-jsonld-qp.eml')));
    const refreshesBefore = oauth.refreshes;
    const looked = await nextLook('ada@oauth.example');
    expect(looked?.is_auto_import).toBe('true');
    expect(oauth.refreshes).toBe(refreshesBefore + 1);
    expect(await plansCount()).toBe(1);
  }, 60_000);

  it('answers inbox_auth_failed when the provider refuses the code', async () => {
    const address = await confirmedAddress('ada@oauth.example');
    const started = await answer(await ada.form('/api/v2/initiateAutoImportSetup', { email_uuid_ref: address.uuid }));
    const state = new URL(started.oauth_authorization_url ?? '').searchParams.get('state') ?? '';
    const refused = await answer(await ada.form('/api/v2/completeAutoImportSetup', { email_uuid_ref: address.uuid, code: 'forged', state, scope: '' }));
    expect([refused.status, refused.Error?.detailed_error_code]).toEqual([400, 'inbox_auth_failed']);
  });
});
