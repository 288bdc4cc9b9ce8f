import type { Context, MiddlewareHandler } from 'hono';
import type { SessionStore } from '@waybook/core';
import { apiError } from '@waybook/core/contract';
import { sendError } from './api-router.js';
import type { Cookies } from './cookies.js';

/**
 * Ends the session of a blocked account on its next request (part 1 sections 3.4, 6 and 8): the
 * session row and cookies go, an API call is answered 403 with the reason as description (the app
 * then logs out to the blocked page), any other request is sent to /uhp/blocked with the reason.
 * The session store reads the account's blocked status with the session (SqlSessionStore.find), and
 * a server keeps a session it read for up to SESSION_CACHE_MS: a block reaches every server in
 * about 5 seconds.
 *
 * @example
 * app.use('*', blockedSessions({ cookies, sessions }));
 */
export function blockedSessions(deps: { readonly cookies: Cookies; readonly sessions: SessionStore }): MiddlewareHandler {
  return async (c: Context, next) => {
    const id = deps.cookies.session(c);
    const status = id ? ((await deps.sessions.find(id))?.blockedStatus ?? '') : '';
    if (!id || status === '') return next();
    await deps.sessions.delete(id);
    deps.cookies.clearAll(c);
    if (c.req.path.startsWith('/api/')) return sendError(c, apiError(403, 'forbidden', 'account_blocked', status));
    return c.redirect(`/uhp/blocked?status=${encodeURIComponent(status)}`, 303);
  };
}
