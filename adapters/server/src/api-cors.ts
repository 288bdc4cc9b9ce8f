import type { MiddlewareHandler } from 'hono';
import { carriesBearer } from './api-router.js';

/** The request headers a browser application may send with a Bearer call. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, If-None-Match, X-Waybook-Locale, X-Waybook-Time-Zone';
/** The answer headers it may read besides the simple ones. */
const EXPOSED_HEADERS = 'ETag, WWW-Authenticate';

/**
 * CORS on /api for connected applications that run in a browser (docs/oauth.md): a page at an
 * origin `allowsOrigin` accepts (a registered client's redirect URI origin) may call the API with
 * `Authorization: Bearer` and read the answer. The preflight (OPTIONS with
 * Access-Control-Request-Method) is answered 204, with the CORS headers only for such an origin.
 * A call that carries no Bearer token (the app's own, by session cookie) never gets them, and
 * Access-Control-Allow-Credentials is never sent: no other site reads an answer made with our
 * cookies. The app's own origin needs none of this.
 *
 * @example
 * app.use('/api/*', apiCors((origin) => oauth.allowsOrigin(origin), ['https://waybook.example']));
 */
export function apiCors(allowsOrigin: (origin: string) => Promise<boolean>, ownOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin === undefined || origin === 'null' || ownOrigins.includes(origin)) return next();
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined) {
      c.header('Vary', 'Origin');
      if (await allowsOrigin(origin)) {
        c.header('Access-Control-Allow-Origin', origin);
        c.header('Access-Control-Allow-Methods', 'GET, POST');
        c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        c.header('Access-Control-Max-Age', '600');
      }
      return c.body(null, 204);
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (carriesBearer(c.req.header('authorization')) && (await allowsOrigin(origin))) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
  };
}
