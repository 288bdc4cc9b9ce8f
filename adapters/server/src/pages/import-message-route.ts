import { Hono } from 'hono';
import { openImportMessage, type PlanImportDeps } from '@waybook/core/server';
import type { Cookies } from '../cookies.js';
import { USER_UPLOAD_CSP } from './trip-pages.js';

/** What the original-message route needs. */
export interface ImportMessageRouteDeps extends PlanImportDeps {
  readonly cookies: Cookies;
  readonly resolveSession: (sessionId: string) => Promise<string | undefined>;
}

/** A file name for a saved message from its subject: letters, digits and a few signs, at most 60. */
export function messageFileName(subject: string): string {
  const base = subject
    .normalize('NFKC')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
    .trim();
  return `${base === '' ? 'message' : base}.eml`;
}

/**
 * /plan/import-message/:planUuid: the original e-mail an imported plan came from, for the plan's
 * editors (sign-in first; anyone else, and a plan not imported from a message, gets 404). Served
 * as a download (`message/rfc822`), never shown in the page, under the user-upload policy.
 *
 * @example
 * app.route('/', importMessageRoute(deps));
 */
export function importMessageRoute(deps: ImportMessageRouteDeps): Hono {
  const route = new Hono();
  route.get('/plan/import-message/:planUuid', async (c) => {
    const sessionId = deps.cookies.session(c);
    const userId = sessionId ? await deps.resolveSession(sessionId) : undefined;
    if (!userId) return c.redirect(`/account/login?redirect_url=${encodeURIComponent(c.req.path)}`, 302);
    const found = await openImportMessage(deps, c.req.param('planUuid'), userId);
    if (!found) return c.text('Not found', 404);
    const fileName = messageFileName(found.subject);
    const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
    c.header('Content-Type', 'message/rfc822');
    c.header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', USER_UPLOAD_CSP);
    return c.body(found.blob.bytes as Uint8Array<ArrayBuffer>);
  });
  return route;
}
