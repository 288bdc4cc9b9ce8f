import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../scripts/precompress.mjs';
import { Cookies } from './cookies.js';
import { spa } from './spa.js';

const SCRIPT = `export const greeting = ${JSON.stringify('Bon voyage! '.repeat(400))};\n`;
const HTML = `<!doctype html><html lang="en-US"><head><title>Waybook</title>${'<link rel="modulepreload" href="/app/assets/x.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
let app: Hono;

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'waybook-spa-encoding-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), HTML);
  await writeFile(join(root, 'assets', 'index-Abc123.js'), SCRIPT);
  await writeFile(join(root, 'assets', 'photo-Abc123.png'), PNG);
  await writeFile(join(root, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(200)}</svg>`);
  const { written } = await precompressDirectory(root);
  expect(written).toBe(6); // js, svg and html, twice each; never the png
  const ids = { uuid: () => '00000000-0000-4000-8000-000000000000', token: (n: number) => 'a'.repeat(n) };
  app = new Hono().route('/app', spa({ root, cookies: new Cookies(ids, false, 'test-secret'), hasSession: () => Promise.resolve(true) }));
});

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('hashed assets under /app/assets/', () => {
  it('are sent as their brotli sibling when the browser accepts br, cached for a year as immutable', async () => {
    const res = await get('/app/assets/index-Abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(res);
    expect(body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('are sent gzipped when only gzip is accepted, or when br is refused with q=0', async () => {
    for (const header of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await get('/app/assets/index-Abc123.js', header);
      expect(res.headers.get('Content-Encoding')).toBe('gzip');
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(await bytes(res)).toString()).toBe(SCRIPT);
    }
  });

  it('are sent as they are when no coding is accepted', async () => {
    for (const header of [undefined, 'identity', 'deflate']) {
      const res = await get('/app/assets/index-Abc123.js', header);
      expect(res.headers.get('Content-Encoding')).toBeNull();
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
      expect((await bytes(res)).toString()).toBe(SCRIPT);
    }
  });

  it('never encode images, and a missing hashed file is a 404', async () => {
    const png = await get('/app/assets/photo-Abc123.png', 'br, gzip');
    expect(png.headers.get('Content-Encoding')).toBeNull();
    expect(png.headers.get('Content-Type')).toBe('image/png');
    expect(await bytes(png)).toEqual(PNG);
    expect((await get('/app/assets/gone-Abc123.js', 'br')).status).toBe(404);
  });
});

describe('other files of the app', () => {
  it('revalidate (no-cache) and still come precompressed', async () => {
    const res = await get('/app/favicon.svg', 'br');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(res.headers.get('Content-Encoding')).toBe('br');
  });

  it('answer every app route with index.html, no-cache, in the coding the browser accepts', async () => {
    const br = await get('/app/trips', 'gzip, br');
    expect(br.headers.get('Cache-Control')).toBe('no-cache');
    expect(br.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(HTML);
    const gz = await get('/app/trips/123/edit', 'gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(HTML);
    const plain = await get('/app/');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(HTML);
  });
});
