// Issue 16, offline on the travel day: the service worker and the web app manifest as the server
// sends them (types, caching, the worker's scope), the manifest's content against the design
// tokens, and a CSP that lets the app register its worker and read its manifest.
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../scripts/precompress.mjs';
import { Cookies } from './cookies.js';
import { spa } from './spa.js';
import { startHarness } from './testing/harness.js';

const repo = join(import.meta.dirname, '../../..');
const WORKER = `self.addEventListener('fetch', () => {});\n${'// kept offline\n'.repeat(100)}`;
let app: Hono;
let manifestText: string;

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'waybook-spa-offline-'));
  await mkdir(join(root, 'icons'));
  manifestText = await readFile(join(repo, 'ui/public/manifest.webmanifest'), 'utf8');
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Waybook</title><div id="root"></div>');
  await writeFile(join(root, 'sw.js'), WORKER);
  await writeFile(join(root, 'manifest.webmanifest'), manifestText);
  await writeFile(join(root, 'icons', 'icon-192.png'), await readFile(join(repo, 'ui/public/icons/icon-192.png')));
  await precompressDirectory(root);
  const ids = { uuid: () => '00000000-0000-4000-8000-000000000000', token: (n: number) => 'a'.repeat(n) };
  // Signed out: the worker, the manifest and the icons are served to anyone (no user data in them).
  app = new Hono().route('/app', spa({ root, cookies: new Cookies(ids, false, 'test-secret'), hasSession: () => Promise.resolve(false) }));
});

describe('the service worker', () => {
  it('is served from /app/sw.js as JavaScript, revalidated on every visit, allowed the whole origin as its scope', async () => {
    const res = await app.request('/app/sw.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Service-Worker-Allowed')).toBe('/');
    expect(res.headers.get('Content-Encoding')).toBe('br');
  });

  it('gives no other file a wider scope', async () => {
    for (const path of ['/app/manifest.webmanifest', '/app/icons/icon-192.png', '/app/index.html']) {
      expect((await app.request(path)).headers.get('Service-Worker-Allowed'), path).toBeNull();
    }
  });
});

describe('the web app manifest', () => {
  it('is served as application/manifest+json, compressed, revalidated', async () => {
    const res = await app.request('/app/manifest.webmanifest', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/manifest+json');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    const icon = await app.request('/app/icons/icon-192.png');
    expect(icon.headers.get('Content-Type')).toBe('image/png');
  });

  it('opens the trip list standalone under /app/, in the design tokens’ colours, with 192, 512 and maskable icons that exist', async () => {
    const manifest = JSON.parse(manifestText) as {
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/app/trips', scope: '/app/', display: 'standalone' });
    const tokens = await readFile(join(repo, 'ui/src/design/tokens.css'), 'utf8');
    const token = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens)?.[1];
    expect(manifest.theme_color).toBe(token('wb-navy'));
    expect(manifest.background_color).toBe(token('wb-surface'));
    const index = await readFile(join(repo, 'ui/index.html'), 'utf8');
    expect(index).toContain(`<meta name="theme-color" content="${token('wb-navy')}" />`);
    expect(index).toContain('<link rel="manifest" href="/app/manifest.webmanifest" />');
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const bytes = await readFile(join(repo, 'ui/public', icon.src.replace(/^\/app\//, '')));
      expect(bytes.length, icon.src).toBeGreaterThan(100);
      if (icon.src.endsWith('.png')) {
        // PNG signature, then IHDR's width and height match the declared size.
        expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
        expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
      }
    }
  });
});

describe('the content security policy', () => {
  it('lets the app register its worker and read its manifest from this origin only', async () => {
    const h = await startHarness();
    const ada = h.client();
    await h.signUp(ada, 'ada@example.com');
    const csp = new Map(
      ((await ada.request('/app/')).headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values.join(' ')]),
    );
    // worker-src falls back to script-src, then default-src; manifest-src to default-src.
    expect(csp.get('worker-src') ?? csp.get('script-src') ?? csp.get('default-src')).toBe("'self'");
    expect(csp.get('manifest-src') ?? csp.get('default-src')).toBe("'self'");
  });
});
