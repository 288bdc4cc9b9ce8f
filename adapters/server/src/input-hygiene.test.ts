import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';
import { tableFingerprint } from './testing/table-fingerprint.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
let c: TestClient;
beforeEach(async () => {
  h = await startHarness();
  c = h.client();
  await h.signUp(c, 'ada@example.com');
});

const errorOf = async (res: Response) => ((await res.json()) as { Error: { code: string; detailed_error_code: string; description: string } }).Error;
const snapshot = () => tableFingerprint(h.database.db);

describe('paths, queries and cookies', () => {
  it.each([
    '/p/%00',
    '/trip/image/%00',
    '/plan/document/%00',
    '/account/verify?token=%00',
    '/app/%ZZ',
    '/app/%C0%AF',
    '/app/%ED%A0%80',
    '/app/%FF%FE',
    '/account/login?redirect_url=%FF',
  ])('%s is a 400 page, never a 500', async (path) => {
    const res = await c.request(path);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('Request not accepted');
  });

  it('the page speaks the browser language', async () => {
    const res = await c.request('/p/%00', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Requête refusée');
  });

  it('under /api a bad path is malformed_request and a bad query names its field, with the Error object', async () => {
    const path = await c.request('/api/v2/get/trip/uuid/%00');
    expect(path.status).toBe(400);
    expect(await errorOf(path)).toMatchObject({ code: 'bad_request', detailed_error_code: 'malformed_request' });
    const query = await c.request('/api/v2/autocompletePlace?query=%00&limit=15');
    expect(query.status).toBe(400);
    expect(await errorOf(query)).toMatchObject({ detailed_error_code: 'invalid_field:query' });
    const encoding = await c.request('/api/v2/list/trip?page_num=%C0%AF');
    expect(await errorOf(encoding)).toMatchObject({ detailed_error_code: 'invalid_field:page_num' });
  });

  // Straight to the app: the test client writes its own Cookie header.
  const withCookie = (path: string, cookie: string) => h.server.app.fetch(new Request(`http://localhost:8080${path}`, { headers: { cookie } }));

  it('a session cookie with NUL or bad encoding is ignored: the caller is simply signed out', async () => {
    expect((await withCookie('/api/v2/get/profile', `wb_session=${c.cookies.get('wb_session') ?? ''}`)).status).toBe(200);
    for (const junk of ['%00', 'abc%00def', '%ZZ', '%ED%A0%80', '"%00"']) {
      const res = await withCookie('/api/v2/get/profile', `wb_session=${junk}`);
      expect(res.status, junk).toBe(401);
      expect(await errorOf(res)).toMatchObject({ code: 'unauthorized' });
    }
    const page = await withCookie('/app/trips', 'wb_session=%00; csrf_token=%ZZ');
    expect(page.status).toBe(302);
  });

  it('keeps the good cookies beside a junk one', async () => {
    const session = c.cookies.get('wb_session') ?? '';
    expect((await withCookie('/api/v2/get/profile', `junk=%00; wb_session=${session}; other=%C0%AF`)).status).toBe(200);
  });
});

describe('JSON bodies', () => {
  it('refuses NUL or a lone surrogate in any string, naming the field, and writes nothing', async () => {
    const before = await snapshot();
    for (const [body, field] of [
      ['{"Profile":{"company":"a\\u0000b"}}', 'Profile.company'],
      ['{"Profile":{"company":"\\ud800"}}', 'Profile.company'],
      ['{"Profile":{"company":"ok","x":["fine","\\udc00"]}}', 'Profile.x.1'],
      ['{"Profile":{"bad\\u0000key":"ok"}}', 'Profile.bad\uFFFDkey'],
    ] as const) {
      const res = await c.request('/api/v2/replace/profile', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      expect(res.status, body).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: 'bad_request', detailed_error_code: `invalid_field:${field}` });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a body nested 300,000 levels deep is answered (400), not a stack overflow', async () => {
    const depth = 300_000;
    const body = `{"Profile":{"company":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}}`;
    const res = await c.request('/api/v2/replace/profile', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).detailed_error_code).toMatch(/^invalid_field:Profile\.company\.0\.0/);
  });

  it('refuses a plan with an impossible date or time naming the field', async () => {
    const trip = (await (await c.json('/api/v2/create/trip', { Trip: { display_name: 'Lyon' } })).json()) as { Trip: { uuid: string } };
    const before = await snapshot();
    for (const [when, field] of [
      [{ date: '2026-02-30' }, 'date'],
      [{ date: '2025-02-29' }, 'date'],
      [{ date: '2026-13-01' }, 'date'],
      [{ date: '0000-00-00' }, 'date'],
      [{ date: '2026-05-01', time: '25:61:00' }, 'time'],
    ] as const) {
      const res = await c.json('/api/v2/create', { NoteObject: { trip_uuid: trip.Trip.uuid, display_name: 'Note', DateTime: when } });
      expect(res.status, JSON.stringify(when)).toBe(400);
      expect((await errorOf(res)).detailed_error_code).toBe(`invalid_field:NoteObject.DateTime.${field}`);
    }
    const booking = await c.json('/api/v2/create', { NoteObject: { trip_uuid: trip.Trip.uuid, display_name: 'Note', booking_date: '2026-02-30' } });
    expect((await errorOf(booking)).detailed_error_code).toBe('invalid_field:NoteObject.booking_date');
    expect(await snapshot()).toEqual(before);
  });
});

describe('content types', () => {
  it('a JSON call needs a JSON content type (415 otherwise), with or without a charset', async () => {
    const body = JSON.stringify({ Profile: { company: 'Acme' } });
    for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded']) {
      const res = await c.request('/api/v2/replace/profile', { method: 'POST', body, headers: { 'content-type': type } });
      expect(res.status, type).toBe(415);
      expect(await errorOf(res)).toMatchObject({ code: 'unsupported_media_type' });
    }
    const none = await c.request('/api/v2/replace/profile', { method: 'POST', body: new TextEncoder().encode(body) });
    expect(none.status).toBe(415);
    const ok = await c.request('/api/v2/replace/profile', { method: 'POST', body, headers: { 'content-type': 'Application/JSON; charset=utf-8' } });
    expect(ok.status).toBe(200);
  });

  it('a form call needs a form content type', async () => {
    const res = await c.request('/api/v2/updatePublicTripShareUrl', {
      method: 'POST',
      body: '{"trip_uuid":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(415);
  });

  it('the sign-in form needs a form content type and clean fields', async () => {
    const other = h.client();
    await other.request('/account/login');
    const json = await other.request('/account/login', { method: 'POST', body: '{"email_addr":"a@b.io"}', headers: { 'content-type': 'application/json' } });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain('format that cannot be read');
    const nul = await other.request('/account/login', {
      method: 'POST',
      body: `csrf_token=${other.cookies.get('csrf_token') ?? ''}&email_addr=a%00@b.io&password=x`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(nul.status).toBe(400);
  });
});

describe('body limits', () => {
  it('a 1 MB e-mail on the sign-in and sign-up forms is a 413 page, not a 500', async () => {
    const other = h.client();
    for (const path of ['/account/login', '/account/create']) {
      const res = await other.form(path, { email_addr: `${'a'.repeat(1_000_000)}@example.com`, password: 'correct horse battery' });
      expect(res.status, path).toBe(413);
      expect(res.headers.get('connection')).toBe('close');
      expect(await res.text()).toContain('too large');
    }
  });

  it('a JSON body past the limit is a 413 with the Error object', async () => {
    const res = await c.json('/api/v2/replace/profile', { Profile: { company: 'x'.repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ code: 'payload_too_large' });
  });

  it('a streamed body is cut at the limit: the rest is never pulled', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        if (pulled > 50_000_000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const init = { method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': 'application/json' } } as RequestInit;
    const res = await c.request('/api/v2/replace/profile', init);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(2_000_000);
  });

  it('a call without a body ignores what was sent only after reading it in full, and refuses a GET carrying one', async () => {
    const get = await c.request('/api/v2/get/profile', { headers: { 'transfer-encoding': 'chunked' } });
    expect(get.status).toBe(400);
    expect(await errorOf(get)).toMatchObject({ detailed_error_code: 'body_not_allowed' });
  });
});
