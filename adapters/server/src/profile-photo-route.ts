import { Hono } from 'hono';
import type { ProfilePhotoStore } from '@waybook/core';
import type { Cookies } from './cookies.js';
import { USER_UPLOAD_CSP } from './pages/trip-pages.js';

/** What the photo route needs: the photos, and who is signed in. */
export interface ProfilePhotoRouteDeps {
  readonly photos: ProfilePhotoStore;
  readonly cookies: Cookies;
  readonly resolveSession: (sessionId: string) => Promise<string | undefined>;
}

/**
 * GET /profile/photo/:id: a profile photo, to any signed-in user (people a trip is shared with see
 * its participants' photos) who has its address; the id is random and new with every upload, so
 * the address is never guessed, never shows an older photo, and the browser may keep it for good
 * (private: no shared cache holds it). Signed out: 401; a replaced or removed photo: 404.
 *
 * @example
 * app.route('/', profilePhotoRoute({ photos, cookies, resolveSession }));
 */
export function profilePhotoRoute(deps: ProfilePhotoRouteDeps): Hono {
  const route = new Hono();
  route.get('/profile/photo/:id', async (c) => {
    const sessionId = deps.cookies.session(c);
    const userId = sessionId ? await deps.resolveSession(sessionId) : undefined;
    if (!userId) return c.text('Sign in to see this photo.', 401);
    const blob = await deps.photos.photo(c.req.param('id'));
    if (!blob) return c.text('Not found', 404);
    c.header('Content-Type', blob.contentType);
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    // An upload: opened on its own it may do nothing (no script, no plugin, no form).
    c.header('Content-Security-Policy', USER_UPLOAD_CSP);
    return c.body(blob.bytes as Uint8Array<ArrayBuffer>);
  });
  return route;
}
