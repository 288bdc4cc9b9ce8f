import type { Context } from 'hono';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { secureHeaders } from 'hono/secure-headers';
import type { Clock, ProfilePhotoStore } from '@waybook/core';
import { commonErrors } from '@waybook/core/contract';
import {
  AccountService,
  type AccountDeps,
  type BoundHandler,
  type CalendarFeedService,
  type DataTransferService,
  type PasswordService,
  type PlanImportDeps,
} from '@waybook/core/server';
import { apiRouter, carriesBearer, sendError } from './api-router.js';
import { openApiRoute } from './openapi-route.js';
import { compression } from './compression.js';
import { inputHygiene } from './input-hygiene.js';
import { Cookies } from './cookies.js';
import { sameOriginWrites } from './same-origin.js';
import { apiCors } from './api-cors.js';
import { authPages } from './pages/auth-pages.js';
import { passwordPages } from './pages/password-pages.js';
import { errorPage } from './pages/error-page.js';
import { tripPages, type TripPagesDeps } from './pages/trip-pages.js';
import { importMessageRoute } from './pages/import-message-route.js';
import { spa } from './spa.js';
import { blockedSessions } from './blocked-sessions.js';
import { profilePhotoRoute } from './profile-photo-route.js';
import { calendarFeedRoute } from './calendar/calendar-feed-route.js';
import { dataExportRoute } from './data-export/data-export-route.js';
import { isOAuthLibraryPath, oauthRoutes } from './oauth/oauth-routes.js';
import type { OAuthServer } from './oauth/oauth-server.js';
import { DEFAULT_SUPPORT_EMAIL } from './support-config.js';

/** Everything the HTTP layer needs, built by the composition root (main.ts) or a test. */
export interface AppDeps {
  readonly account: AccountDeps;
  /** Third-party script and frame origins the CSP allows besides 'self' (reCAPTCHA's, when it is on). */
  readonly thirdPartyScripts?: { readonly scripts: readonly string[]; readonly frames: readonly string[] };
  readonly handlers: readonly BoundHandler[];
  /** Password change and reset (the forgotten-password and reset-link pages); without it those pages are absent. */
  readonly passwords?: PasswordService;
  /** Check every API answer against its contract schema (tests, development); off in production. */
  readonly checkResponses?: boolean;
  /** Built SPA directory (ui/dist). */
  readonly spaRoot: string;
  readonly secureCookies: boolean;
  /** Key of the CSRF tokens and known-device cookies, the same on every server. */
  readonly cookieSecret: string;
  /** Reverse proxies whose X-Forwarded-For gives the client address (TRUST_PROXY; 0 or absent: the socket only). */
  readonly trustProxy?: number;
  readonly legacyWebUrl: string;
  /** The address the blocked-account page tells travelers to write to (SUPPORT_EMAIL). */
  readonly supportEmail?: string;
  readonly log: (line: string) => void;
  /** The database's health: errors it reports as an outage answer 503; /healthz asks it. */
  readonly database?: { isUnavailable(error: unknown): boolean; isHealthy(): Promise<boolean> };
  /** Stores behind the public trip page, the calendar file and trip images. */
  readonly tripPages: Omit<TripPagesDeps, 'cookies' | 'resolveSession'>;
  /** Profile photos, served at /profile/photo/:id to signed-in users; without it that route is absent. */
  readonly profilePhotos?: ProfilePhotoStore;
  /** The calendar feed at /calendar/feed/{token}.ics; without it that route is absent. */
  readonly calendarFeed?: { readonly feeds: Pick<CalendarFeedService, 'ownerOf' | 'feed'>; readonly clock: Clock };
  /** Imported plans' original messages, served at /plan/import-message/:planUuid to their editors; without it that route is absent. */
  readonly importMessages?: PlanImportDeps;
  /** Export archives, downloaded at /data-export/:id/download by their owner; without it that route is absent. */
  readonly dataExports?: Pick<DataTransferService, 'archive'>;
  /** Waybook as an OAuth 2.0 provider (/oauth/..., Bearer tokens on /api); without it neither exists. */
  readonly oauth?: OAuthServer;
}

/**
 * The Hono application: /api contract, sign-in pages, the SPA under /app/.
 *
 * @example
 * const { app } = createApp(deps); serve({ fetch: app.fetch, port: 8080 });
 */
export function createApp(deps: AppDeps): { app: Hono; accounts: AccountService } {
  const accounts = new AccountService(deps.account);
  const cookies = new Cookies(deps.account.ids, deps.secureCookies, deps.cookieSecret);
  const hasSession = async (c: Context) => {
    const id = cookies.session(c);
    return !!id && (await accounts.resolveSession(id)) !== undefined;
  };
  const app = new Hono();
  // One policy for the app and the server pages (no inline script anywhere; pages inline only CSS).
  // A route that sets its own header keeps it (overwrite: false): user uploads carry their own
  // `default-src 'none'; sandbox` policy (pages/trip-pages.ts).
  app.use(
    '*',
    secureHeaders({
      overwrite: false,
      // Not Hono's no-referrer: with it browsers send `Origin: null` on this site's own form posts,
      // which the cross-site check must refuse. Other sites still get no referrer.
      referrerPolicy: 'same-origin',
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        ...(deps.thirdPartyScripts ? { scriptSrc: ["'self'", ...deps.thirdPartyScripts.scripts], frameSrc: ["'self'", ...deps.thirdPartyScripts.frames] } : {}),
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  // No error answer is kept by a browser or a proxy, whatever route or middleware answered it.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status >= 400) c.res.headers.set('Cache-Control', 'no-store');
  });
  // Connected applications in a browser read the API's answers to their Bearer calls (api-cors.ts).
  const corsOAuth = deps.oauth;
  if (corsOAuth)
    app.use(
      '/api/*',
      apiCors((origin) => corsOAuth.allowsOrigin(origin), [new URL(deps.account.publicUrl).origin]),
    );
  // NUL, lone surrogates, malformed percent-encoding, oversized or mistyped form bodies: refused here (input-hygiene.ts).
  app.use('*', inputHygiene(deps.oauth ? { ownBodies: isOAuthLibraryPath } : {}));
  // JSON answers and server-rendered pages of 1 KB or more go out compressed; the SPA's files under
  // /app/ are compressed at build time and served as such (spa.ts).
  const compressAnswers = compression();
  app.use('*', (c, next) => (c.req.path === '/app' || c.req.path.startsWith('/app/') ? next() : compressAnswers(c, next)));
  // State changes from other sites are refused before any route (Origin / Sec-Fetch-Site), behind
  // the CSRF token. Exempt, with OAuth on: the library's endpoints other sites call by design, and
  // API calls with a Bearer token (never read as a session, so no cookie of ours acts).
  const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
  app.use(
    '*',
    sameOriginWrites(
      deps.account.publicUrl,
      deps.oauth ? (path, authorization) => isOAuthLibraryPath(path) || (isApiPath(path) && carriesBearer(authorization)) : undefined,
    ),
  );
  // A blocked account is signed out on its next request, with the reason (blocked-sessions.ts).
  app.use('*', blockedSessions({ cookies, sessions: deps.account.sessions }));
  app.route('/api', openApiRoute());
  const oauth = deps.oauth;
  app.route(
    '/api',
    apiRouter(deps.handlers, {
      cookies,
      resolveSession: (id) => accounts.resolveSession(id),
      checkResponses: deps.checkResponses ?? true,
      ...(oauth ? { resolveBearer: (token: string) => oauth.bearer(token) } : {}),
    }),
  );
  if (oauth)
    app.route(
      '/',
      oauthRoutes({
        oauth,
        cookies,
        resolveSession: (id) => accounts.resolveSession(id),
        languageOf: async (userId) => (await deps.tripPages.accounts.profile(userId))?.languageTag,
      }),
    );
  app.route(
    '/',
    authPages({
      accounts,
      cookies,
      origin: deps.account.publicUrl,
      trustProxy: deps.trustProxy ?? 0,
      supportEmail: deps.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
    }),
  );
  if (deps.passwords) app.route('/', passwordPages({ passwords: deps.passwords, cookies }));
  app.route('/', tripPages({ ...deps.tripPages, cookies, resolveSession: (id) => accounts.resolveSession(id) }));
  if (deps.calendarFeed) app.route('/', calendarFeedRoute(deps.calendarFeed.feeds, deps.calendarFeed.clock));
  if (deps.dataExports) app.route('/', dataExportRoute({ transfers: deps.dataExports, cookies, resolveSession: (id) => accounts.resolveSession(id) }));
  if (deps.profilePhotos) app.route('/', profilePhotoRoute({ photos: deps.profilePhotos, cookies, resolveSession: (id) => accounts.resolveSession(id) }));
  if (deps.importMessages) app.route('/', importMessageRoute({ ...deps.importMessages, cookies, resolveSession: (id) => accounts.resolveSession(id) }));
  app.route('/app', spa({ root: deps.spaRoot, cookies, hasSession }));
  app.get('/', (c) => c.redirect('/app/', 302));
  app.get('/favicon.ico', (c) => c.redirect('/app/favicon.svg', 301));
  // The old-web switch: remember the choice for a year, then leave for the old application.
  app.get('/account/legacy-web', (c) => {
    if (deps.legacyWebUrl === '') return c.redirect('/app/', 302);
    setCookie(c, 'wb_prefers_legacy_web', '1', { path: '/', sameSite: 'Lax', maxAge: 31_536_000, secure: deps.secureCookies });
    return c.redirect(deps.legacyWebUrl, 302);
  });
  app.get('/healthz', async (c) =>
    (await (deps.database?.isHealthy() ?? true)) ? c.json({ ok: true, database: 'available' }) : c.json({ ok: false, database: 'unavailable' }, 503),
  );
  app.notFound((c) => (c.req.path.startsWith('/api/') ? sendError(c, commonErrors.unknownPath) : errorPage(c, 'notFound')));
  app.onError((error, c) => {
    // The database is down or restarting: 503 (one log line, no stack), answered normally once back.
    if (deps.database?.isUnavailable(error)) {
      deps.log(`database unavailable for ${c.req.method} ${c.req.path}: ${error.message}`);
      c.header('Retry-After', '5');
      return c.req.path.startsWith('/api/') ? sendError(c, commonErrors.unavailable) : errorPage(c, 'unavailable');
    }
    deps.log(`error ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return c.req.path.startsWith('/api/') ? sendError(c, commonErrors.internal) : errorPage(c, 'internal');
  });
  return { app, accounts };
}
