import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startHarness, type TestClient } from './testing/harness.js';

let h: Awaited<ReturnType<typeof startHarness>>;
let c: TestClient;
beforeEach(async () => {
  h = await startHarness();
  c = h.client();
  await h.signUp(c, 'ada@example.com');
});

const createTrip = async () => {
  const res = await c.json('/api/v2/create/trip', { Trip: { display_name: 'Lyon', start_date: '2026-12-01', end_date: '2026-12-03' } });
  return ((await res.json()) as { Trip: { uuid: string } }).Trip.uuid;
};

describe('API reads: no-store, ETag and 304', () => {
  // Answers carry user data: no browser or proxy keeps them (no-store). A client that keeps its own
  // copy may still revalidate it with the ETag and get 304.
  it('answers a trip read with no-store and an ETag, 304 without a body when it is sent back, 200 after a change', async () => {
    const uuid = await createTrip();
    const path = `/api/v2/get/trip/uuid/${uuid}/include_objects/true`;
    const first = await c.request(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await c.request(path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-store');
    // A weak form of the same tag, or a list holding it, matches too.
    expect((await c.request(path, { headers: { 'if-none-match': `"x", W/${etag}` } })).status).toBe(304);
    await c.json('/api/v2/create', { NoteObject: { trip_uuid: uuid, display_name: 'Tickets', DateTime: { date: '2026-12-01' } } });
    const changed = await c.request(path, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(JSON.stringify(await changed.json())).toContain('Tickets');
  });

  it('gives another user no 304 for a tag of a trip they cannot read', async () => {
    const uuid = await createTrip();
    const path = `/api/v2/get/trip/uuid/${uuid}`;
    const etag = (await c.request(path)).headers.get('etag') ?? '';
    const other = h.client();
    await h.signUp(other, 'eve@example.com');
    const res = await other.request(path, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(404);
  });

  it('never lets a write be cached', async () => {
    const res = await c.json('/api/v2/create/trip', { Trip: { display_name: 'Oslo' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
  });
});

describe('answer checks against the contract', () => {
  it('are on in tests and development, off in production unless asked for', () => {
    expect(loadConfig({}).checkResponses).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).checkResponses).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).checkResponses).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', CHECK_RESPONSES: 'true' }).checkResponses).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', CHECK_RESPONSES: 'false' }).checkResponses).toBe(false);
  });
});
