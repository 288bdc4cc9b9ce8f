// GET /data-export/{id}/download: the archive of a finished export, to its owner's session only.
// Anyone else (another user, a finished export's id guessed or leaked) gets 404, as for an
// export that does not exist or has expired.
import { Hono } from 'hono';
import type { DataTransferService } from '@waybook/core/server';
import type { Cookies } from '../cookies.js';
import { USER_UPLOAD_CSP } from '../pages/trip-pages.js';

/** What the download route needs. */
export interface DataExportRouteDeps {
  readonly transfers: Pick<DataTransferService, 'archive'>;
  readonly cookies: Cookies;
  readonly resolveSession: (sessionId: string) => Promise<string | undefined>;
}

/**
 * The archive download route (the app's download link points here).
 *
 * @example
 * app.route('/', dataExportRoute({ transfers, cookies, resolveSession }));
 */
export function dataExportRoute(deps: DataExportRouteDeps): Hono {
  const route = new Hono();
  route.get('/data-export/:id/download', async (c) => {
    const sessionId = deps.cookies.session(c);
    const userId = sessionId ? await deps.resolveSession(sessionId) : undefined;
    if (!userId) return c.redirect(`/account/login?redirect_url=${encodeURIComponent(c.req.path)}`, 302);
    const archive = await deps.transfers.archive(c.req.param('id'), userId);
    if (archive === undefined) return c.text('Not found', 404);
    const ascii = archive.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(archive.fileName)}`);
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', USER_UPLOAD_CSP);
    return c.body(archive.bytes as Uint8Array<ArrayBuffer>);
  });
  return route;
}
