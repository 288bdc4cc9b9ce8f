import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Cookies } from './cookies.js';
import { chooseCoding, isCompressible, type ContentCoding } from './encoding.js';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};
/** The service worker the build writes (scripts/service-worker-build.mjs), registered with scope /. */
const SERVICE_WORKER = 'sw.js';
/** The sibling files the build writes next to each text asset (scripts/precompress.mjs). */
const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };
const CODINGS = Object.keys(SUFFIX) as ContentCoding[];

async function fileIn(root: string, relative: string): Promise<string | undefined> {
  const path = normalize(join(root, relative));
  if (!path.startsWith(root + sep)) return undefined;
  try {
    return (await stat(path)).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** A file as sent: its own bytes, or a precompressed sibling the client accepts. */
async function sendFile(c: Context, file: string): Promise<Response> {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const headers: Record<string, string> = { 'Content-Type': type };
  if (!isCompressible(type)) return c.body(await readFile(file), 200, headers);
  headers['Vary'] = 'Accept-Encoding';
  const present: ContentCoding[] = [];
  for (const coding of CODINGS) if (await isFile(file + SUFFIX[coding])) present.push(coding);
  const coding = chooseCoding(c.req.header('Accept-Encoding'), present);
  if (coding === undefined) return c.body(await readFile(file), 200, headers);
  return c.body(await readFile(file + SUFFIX[coding]), 200, { ...headers, 'Content-Encoding': coding });
}

type Variants = { identity: string } & Partial<Record<ContentCoding, Uint8Array<ArrayBuffer>>>;

async function loadIndex(root: string): Promise<Variants> {
  const path = join(root, 'index.html');
  const variants: Variants = { identity: await readFile(path, 'utf8') };
  for (const coding of CODINGS) {
    if (await isFile(path + SUFFIX[coding])) variants[coding] = new Uint8Array(await readFile(path + SUFFIX[coding]));
  }
  return variants;
}

function sendIndex(c: Context, index: Variants): Response {
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
  const coding = chooseCoding(
    c.req.header('Accept-Encoding'),
    CODINGS.filter((k) => index[k] !== undefined),
  );
  const body = coding === undefined ? undefined : index[coding];
  if (coding === undefined || body === undefined) return c.html(index.identity);
  return c.body(body, 200, { 'Content-Type': TYPES['.html'] ?? 'text/html', 'Content-Encoding': coding });
}

/**
 * Serves the built SPA under /app/: hashed assets (assets/) cached for a year as immutable, anything
 * else revalidated (no-cache); text files as their prebuilt .br or .gz sibling when the client
 * accepts it (Vary: Accept-Encoding). Any other path gets index.html (history fallback), and
 * visitors without a session are sent to sign in first.
 *
 * @example
 * app.route('/app', spa({ root: '/srv/ui/dist', cookies, hasSession }));
 */
export function spa(deps: { root: string; cookies: Cookies; hasSession: (c: Context) => Promise<boolean> }): Hono {
  const app = new Hono();
  let index: Variants | undefined;
  app.get('*', async (c) => {
    const relative = decodeURIComponent(c.req.path.replace(/^\/app\/?/, ''));
    const file = relative === '' ? undefined : await fileIn(deps.root, relative);
    if (file) {
      const immutable = relative.startsWith('assets/');
      c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The service worker lives under /app/ but also answers plan documents (/plan/document/...)
      // offline, so its scope is the whole origin (it handles nothing else outside /app/).
      if (relative === SERVICE_WORKER) c.header('Service-Worker-Allowed', '/');
      return sendFile(c, file);
    }
    if (extname(relative) !== '' && relative.startsWith('assets/')) return c.text('Not found', 404);
    if (!(await deps.hasSession(c))) {
      const target = `${c.req.path}${new URL(c.req.url).search}`;
      return c.redirect(`/account/login?redirect_url=${encodeURIComponent(target)}`, 302);
    }
    deps.cookies.csrf(c);
    index ??= await loadIndex(deps.root);
    return sendIndex(c, index);
  });
  return app;
}
