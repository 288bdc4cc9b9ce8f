import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { COMPRESS_ON_EVENT_LOOP_BELOW, compression } from './compression.js';
import { chooseCoding, isCompressible } from './encoding.js';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
let c: TestClient;
beforeEach(async () => {
  h = await startHarness();
  c = h.client();
  await h.signUp(c, 'ada@example.com');
});

const addTrips = async (count: number) => {
  for (let i = 0; i < count; i += 1) {
    const trip = { display_name: `Lyon ${i}`, start_date: '2026-12-01', end_date: '2026-12-05', description: 'Food and wine along the Rhône' };
    expect((await c.json('/api/v2/create/trip', { Trip: trip })).status).toBe(200);
  }
};
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('JSON answers of 1 KB or more', () => {
  it('are sent with brotli when the client accepts it, and decode to the same answer', async () => {
    await addTrips(8);
    const plain = await bytesOf(await c.request('/api/v2/list/trip?page_num=1&page_size=10'));
    expect(plain.length).toBeGreaterThan(1024);
    const res = await c.request('/api/v2/list/trip?page_num=1&page_size=10', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = await bytesOf(res);
    expect(body.length).toBeLessThan(plain.length / 2);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(JSON.parse(plain.toString()));
  });

  it('are gzipped for a client that accepts only gzip, and sent as they are to one that names no coding', async () => {
    await addTrips(8);
    const gz = await c.request('/api/v2/list/trip?page_num=1&page_size=10', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    const trips = JSON.parse(gunzipSync(await bytesOf(gz)).toString()) as { Trip: unknown[] };
    expect(trips.Trip).toHaveLength(8);
    const plain = await c.request('/api/v2/list/trip?page_num=1&page_size=10');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(((await plain.json()) as { Trip: unknown[] }).Trip).toHaveLength(8);
  });
});

describe('server-rendered pages', () => {
  it('are compressed like JSON answers', async () => {
    const res = await h.client().request('/account/login', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(await bytesOf(res)).toString()).toMatch(/^<!doctype html>/i);
  });
});

describe('small answers', () => {
  it('go out uncompressed even when the client accepts br', async () => {
    const res = await c.request('/api/v2/appConfig', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    const text = await res.text();
    expect(text.length).toBeLessThan(1024);
    expect(JSON.parse(text)).toMatchObject({ is_onboarding_required: 'true' });
  });

  it('errors under 1 KB too', async () => {
    const res = await h.client().request('/api/v2/get/profile', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.json()).toMatchObject({ Error: { code: 'unauthorized' } });
  });
});

describe('choosing a coding', () => {
  it('prefers brotli, honours q-values and *, and refuses q=0', () => {
    expect(chooseCoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br');
    expect(chooseCoding('br;q=0.5, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip;q=0', ['br', 'gzip'])).toBeUndefined();
    expect(chooseCoding('*', ['br', 'gzip'])).toBe('br');
    expect(chooseCoding('x-gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chooseCoding('br', ['gzip'])).toBeUndefined();
    expect(chooseCoding('', ['br', 'gzip'])).toBeUndefined();
    expect(chooseCoding('identity', ['br', 'gzip'])).toBeUndefined();
  });

  it('compresses text, never images or binary documents', () => {
    expect(isCompressible('application/json; charset=UTF-8')).toBe(true);
    expect(isCompressible('text/html; charset=utf-8')).toBe(true);
    expect(isCompressible('text/calendar')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    for (const type of ['image/png', 'application/pdf', 'application/octet-stream', 'application/zip', null]) expect(isCompressible(type)).toBe(false);
  });
});

describe('answers on either side of the event-loop limit', () => {
  it('decode to the same bytes whether compressed on the event loop or on the thread pool', async () => {
    const app = new Hono();
    app.use('*', compression());
    const text = (n: number) => Array.from({ length: n / 32 }, (_, i) => `{"plan":${i},"name":"Lyon ${i % 97}"},`.padEnd(32)).join('');
    app.get('/:size', (ctx) => ctx.json({ text: text(Number(ctx.req.param('size'))) }));
    for (const size of [COMPRESS_ON_EVENT_LOOP_BELOW / 4, COMPRESS_ON_EVENT_LOOP_BELOW * 2]) {
      const plain = Buffer.from(JSON.stringify({ text: text(size) }));
      const br = await app.request(`/${size}`, { headers: { 'Accept-Encoding': 'br' } });
      expect(br.headers.get('Content-Encoding')).toBe('br');
      expect(brotliDecompressSync(await bytesOf(br)).equals(plain)).toBe(true);
      const gz = await app.request(`/${size}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers.get('Content-Encoding')).toBe('gzip');
      expect(gunzipSync(await bytesOf(gz)).equals(plain)).toBe(true);
    }
  });
});
