import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Cookies } from './cookies.js';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.json': 'application/json', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.map': 'application/json',
};

async function fileIn(root: string, relative: string): Promise<string | undefined> {
  const path = normalize(join(root, relative));
  if (!path.startsWith(root + sep)) return undefined;
  try {
    return (await stat(path)).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built SPA under /app/: hashed assets with a long cache, any other path gets index.html
 * (history fallback). Visitors without a session are sent to sign in first.
 *
 * @example
 * app.route('/app', spa({ root: '/srv/ui/dist', cookies, hasSession }));
 */
export function spa(deps: { root: string; cookies: Cookies; hasSession: (c: Context) => Promise<boolean> }): Hono {
  const app = new Hono();
  let index: string | undefined;
  app.get('*', async (c) => {
    const relative = decodeURIComponent(c.req.path.replace(/^\/app\/?/, ''));
    const file = relative === '' ? undefined : await fileIn(deps.root, relative);
    if (file) {
      const immutable = relative.startsWith('assets/');
      c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return c.body(await readFile(file), 200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    }
    if (extname(relative) !== '' && relative.startsWith('assets/')) return c.text('Not found', 404);
    if (!(await deps.hasSession(c))) {
      const target = `${c.req.path}${new URL(c.req.url).search}`;
      return c.redirect(`/account/login?redirect_url=${encodeURIComponent(target)}`, 302);
    }
    deps.cookies.csrf(c);
    index ??= await readFile(join(deps.root, 'index.html'), 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(index);
  });
  return app;
}
