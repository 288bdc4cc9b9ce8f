import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { OAUTH_SCOPES } from '@waybook/core/contract';
import type { LanguageTag } from '@waybook/core';
import type { Cookies } from '../cookies.js';
import { refusalPage } from '../input-hygiene.js';
import { localeOf } from '../pages/auth-pages.js';
import { consentPage, oauthErrorPage } from '../pages/oauth-pages.js';
import { interactionPath } from './oauth-config.js';
import type { OAuthServer } from './oauth-server.js';

/** The Node request and response @hono/node-server hands to every route. */
export type NodeBindings = { incoming?: IncomingMessage; outgoing?: ServerResponse };

/** Tells @hono/node-server the answer was written on the Node response already. */
const alreadySent = (): Response => new Response(null, { headers: { 'x-hono-already-sent': 'true' } });

/**
 * Paths answered by the library itself (its endpoints and discovery); the interaction pages are ours.
 *
 * @example
 * isOAuthLibraryPath('/oauth/token') // true
 * isOAuthLibraryPath('/oauth/interaction/abc') // false
 */
export function isOAuthLibraryPath(path: string): boolean {
  if (path === '/.well-known/openid-configuration' || path === '/.well-known/oauth-authorization-server') return true;
  return path.startsWith('/oauth/') && !path.startsWith('/oauth/interaction/');
}

// Headers of the library's answers (it writes them itself, past Hono's middleware).
const LIBRARY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

// Where the consent form may lead: this site, then the client's redirect (Chrome checks each hop of a form's redirects).
function consentPolicy(redirectUri: unknown): string {
  const target = typeof redirectUri === 'string' ? URL.parse(redirectUri) : null;
  const there = target === null ? '' : target.protocol === 'http:' || target.protocol === 'https:' ? ` ${target.origin}` : ` ${target.protocol}`;
  return `default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'${there}`;
}

/**
 * Mounts the authorization server: the library's endpoints under /oauth/ and discovery (RFC 8414's
 * address answers the same document), handed the Node request as it came; and the interaction
 * page, ours: signed out it sends to /account/login and back, signed in it finishes the login
 * prompt with the Waybook user, then shows the consent page (app name, website, scopes; Allow or
 * Deny with the CSRF token). Each answer is localised.
 *
 * @example
 * app.route('/', oauthRoutes({ oauth, cookies, resolveSession, languageOf }));
 */
export function oauthRoutes(deps: {
  readonly oauth: OAuthServer;
  readonly cookies: Cookies;
  readonly resolveSession: (id: string) => Promise<string | undefined>;
  /** The signed-in user's interface language, which the consent page is written in. */
  readonly languageOf: (userId: string) => Promise<LanguageTag | undefined>;
}): Hono<{ Bindings: NodeBindings }> {
  const routes = new Hono<{ Bindings: NodeBindings }>();
  const userOf = async (c: Context) => {
    const id = deps.cookies.session(c);
    return id ? deps.resolveSession(id) : undefined;
  };
  const node = (c: Context<{ Bindings: NodeBindings }>) => {
    const { incoming, outgoing } = c.env ?? {};
    return incoming && outgoing ? { incoming, outgoing } : undefined;
  };
  const errorPage = (c: Context, status: 400 | 403 | 500 = 400) => c.html(oauthErrorPage(localeOf(c, deps.cookies)), status);
  const details = async (c: Context<{ Bindings: NodeBindings }>) => {
    const n = node(c);
    if (n === undefined) return undefined;
    try {
      const provider = await deps.oauth.provider();
      return { ...n, provider, interaction: await provider.interactionDetails(n.incoming, n.outgoing) };
    } catch {
      return undefined;
    }
  };
  const toLogin = (c: Context) => c.redirect(`/account/login?redirect_url=${encodeURIComponent(interactionPath(c.req.param('uid') ?? ''))}`, 303);

  routes.get('/oauth/interaction/:uid', async (c) => {
    const d = await details(c);
    if (d === undefined || d.interaction.uid !== c.req.param('uid')) return errorPage(c);
    const userId = await userOf(c);
    if (userId === undefined) return toLogin(c);
    const { interaction } = d;
    // The login prompt, or a consent asked of another account than the one signed in now: the Waybook user signs in.
    if (interaction.prompt.name === 'login' || interaction.session?.accountId !== userId) {
      await d.provider.interactionFinished(d.incoming, d.outgoing, { login: { accountId: userId } }, { mergeWithLastSubmission: false });
      return alreadySent();
    }
    if (interaction.prompt.name !== 'consent') return errorPage(c);
    const clientId = String(interaction.params['client_id'] ?? '');
    const client = await d.provider.Client.find(clientId);
    if (client === undefined) return errorPage(c);
    c.header('Content-Security-Policy', consentPolicy(interaction.params['redirect_uri']));
    c.header('Cache-Control', 'no-store');
    const scopes = String(interaction.params['scope'] ?? '').split(' ');
    return c.html(
      consentPage((await deps.languageOf(userId)) ?? localeOf(c, deps.cookies), {
        uid: interaction.uid,
        appName: client.clientName ?? clientId,
        appUrl: typeof client['clientUri'] === 'string' ? client['clientUri'] : '',
        scopes,
        csrf: deps.cookies.csrf(c),
      }),
    );
  });

  routes.post('/oauth/interaction/:uid/confirm', async (c) => {
    const form = await c.req.parseBody();
    if (!deps.cookies.csrfMatches(c, typeof form['csrf_token'] === 'string' ? form['csrf_token'] : undefined)) return refusalPage(c, 'crossSite');
    const d = await details(c);
    if (d === undefined || d.interaction.uid !== c.req.param('uid') || d.interaction.prompt.name !== 'consent') return errorPage(c);
    const userId = await userOf(c);
    const { interaction } = d;
    if (userId === undefined || interaction.session?.accountId !== userId) return toLogin(c);
    if (form['decision'] !== 'allow') {
      await d.provider.interactionFinished(
        d.incoming,
        d.outgoing,
        { error: 'access_denied', error_description: 'The user denied access.' },
        { mergeWithLastSubmission: false },
      );
      return alreadySent();
    }
    const clientId = String(interaction.params['client_id'] ?? '');
    const existing = interaction.grantId ? await d.provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new d.provider.Grant({ accountId: userId, clientId });
    const asked = interaction.prompt.details as {
      missingOIDCScope?: readonly string[];
      missingOIDCClaims?: readonly string[];
      missingResourceScopes?: Readonly<Record<string, readonly string[]>>;
    };
    if (asked.missingOIDCScope) grant.addOIDCScope(asked.missingOIDCScope.join(' '));
    if (asked.missingOIDCClaims) grant.addOIDCClaims([...asked.missingOIDCClaims]);
    for (const [indicator, scopes] of Object.entries(asked.missingResourceScopes ?? {})) {
      const allowed = scopes.filter((s) => s === OAUTH_SCOPES.read || s === OAUTH_SCOPES.write);
      if (allowed.length > 0) grant.addResourceScope(indicator, allowed.join(' '));
    }
    const grantId = await grant.save();
    await d.provider.interactionFinished(d.incoming, d.outgoing, { consent: existing ? {} : { grantId } }, { mergeWithLastSubmission: true });
    return alreadySent();
  });

  // Everything else under /oauth/ and discovery: the library answers on the Node response.
  const library = async (c: Context<{ Bindings: NodeBindings }>) => {
    const n = node(c);
    if (n === undefined) return errorPage(c, 500);
    if (c.req.path === '/.well-known/oauth-authorization-server') n.incoming.url = '/.well-known/openid-configuration';
    // A body an earlier middleware read (none should) is handed over as text, as the library allows.
    if (!n.incoming.readable && c.req.raw.body !== null && !c.req.raw.bodyUsed) Object.assign(n.incoming, { body: await c.req.raw.text() });
    for (const [name, value] of Object.entries(LIBRARY_HEADERS)) if (!n.outgoing.hasHeader(name)) n.outgoing.setHeader(name, value);
    await deps.oauth.handle(n.incoming, n.outgoing);
    return alreadySent();
  };
  routes.all('/oauth/*', library);
  routes.get('/.well-known/openid-configuration', library);
  routes.get('/.well-known/oauth-authorization-server', library);
  return routes;
}
