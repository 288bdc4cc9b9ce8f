import Provider, { errors, interactionPolicy, type Adapter, type AdapterPayload, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { OAUTH_SCOPES } from '@waybook/core/contract';
import type { SecretBox } from '@waybook/core';
import { SESSION_COOKIE } from '../cookies.js';
import { negotiateLocale } from '../locale.js';
import { oauthErrorPage } from '../pages/oauth-pages.js';
import {
  interactionPath,
  OAUTH_ROUTES,
  OAUTH_TTL,
  oauthResource,
  signingKeyOf,
  type BearerIdentity,
  type OAuthLibrary,
  type OAuthModelStore,
  type OAuthServerDeps,
} from './oauth-config.js';

/**
 * The library's storage adapter on our store: a confidential client's secret sealed at rest;
 * device codes are not enabled, so nothing is found by user code.
 */
function adapterFactory(store: OAuthModelStore, box: SecretBox): (kind: string) => Adapter {
  return (kind) => ({
    async upsert(id, payload, expiresIn) {
      const secret = kind === 'Client' ? payload.client_secret : undefined;
      await store.upsert(kind, id, typeof secret === 'string' ? { ...payload, client_secret: box.seal(secret) } : payload, expiresIn);
    },
    async find(id) {
      const found = await store.find(kind, id);
      if (found === undefined) return undefined;
      const secret = kind === 'Client' ? found['client_secret'] : undefined;
      if (typeof secret !== 'string') return found as AdapterPayload;
      const open = box.open(secret);
      return open === undefined ? undefined : ({ ...found, client_secret: open } as AdapterPayload);
    },
    async findByUid(uid) {
      return (await store.findByUid(kind, uid)) as AdapterPayload | undefined;
    },
    findByUserCode: () => Promise.resolve(undefined),
    consume: (id) => store.consume(kind, id),
    destroy: (id) => store.destroy(kind, id),
    revokeByGrantId: (grantId) => store.revokeByGrantId(grantId),
  });
}

const localeOfKoa = (ctx: KoaContextWithOIDC) => negotiateLocale(ctx.cookies.get('wb_lang', { signed: false }), ctx.get('accept-language'));

/**
 * Waybook as an OAuth 2.0 authorization server (docs/oauth.md), on oidc-provider (OpenID
 * Certified): authorization code with PKCE (S256, required of every client), refresh tokens, the
 * scopes `trips:read` and `trips:write` on the one resource `<publicUrl>/api`, opaque access tokens
 * checked against the store on every call. Sign-in is the Waybook session: the login prompt is
 * asked whenever the provider's session is not that of the signed-in user. Client credentials,
 * device flow, DPoP, introspection and RP-initiated logout are off; dynamic registration only with
 * the flag.
 *
 * Loaded on first use by {@link createOAuthServer} (oauth-server.ts), which is what the server
 * holds: oidc-provider and its dependencies are not part of the server's start-up.
 *
 * @example
 * const library = createOAuthLibrary(deps);
 * const who = await library.bearer(accessToken); // { userId, scopes, blockedStatus } or undefined
 */
export function createOAuthLibrary(deps: OAuthServerDeps): OAuthLibrary {
  const resource = oauthResource(deps.publicUrl);
  const policy = interactionPolicy.base();
  // The Waybook sign-in decides: another user (or nobody) signed in asks for the login prompt again.
  policy.get('login')?.checks.add(
    new interactionPolicy.Check('waybook_session', 'the Waybook sign-in does not match the authorization session', async (ctx) => {
      const sessionId = ctx.cookies.get(SESSION_COOKIE, { signed: false });
      const userId = sessionId ? await deps.resolveSession(sessionId) : undefined;
      return userId === undefined || userId !== ctx.oidc.session?.accountId
        ? interactionPolicy.Check.REQUEST_PROMPT
        : interactionPolicy.Check.NO_NEED_TO_PROMPT;
    }),
  );
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, signed: true, secure: deps.secureCookies };
  const configuration: Configuration = {
    adapter: adapterFactory(deps.store, deps.secrets),
    clients: [],
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      id_token_signed_response_alg: 'EdDSA',
    },
    extraClientMetadata: {
      properties: ['container_type_code'],
      validator(_ctx, key, value) {
        if (key === 'container_type_code' && value !== undefined && (typeof value !== 'string' || !/^[A-Z0-9_]{1,20}$/.test(value)))
          throw new errors.InvalidClientMetadata('container_type_code must be 1 to 20 capital letters, digits or underscores');
      },
    },
    cookies: {
      names: { session: 'wb_oauth_session', interaction: 'wb_oauth_interaction', resume: 'wb_oauth_resume' },
      keys: [...deps.cookieKeys],
      long: cookieOptions,
      short: cookieOptions,
    },
    jwks: { keys: [signingKeyOf(deps.signingSecret)] },
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', OAUTH_SCOPES.read, OAUTH_SCOPES.write],
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      clientCredentials: { enabled: false },
      introspection: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: false },
      userinfo: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      registration: { enabled: deps.dynamicRegistration },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: `${OAUTH_SCOPES.read} ${OAUTH_SCOPES.write}`,
            audience: resource,
            accessTokenTTL: OAUTH_TTL.accessToken,
            accessTokenFormat: 'opaque',
          };
        },
      },
    },
    routes: OAUTH_ROUTES,
    interactions: { policy, url: (_ctx, interaction) => interactionPath(interaction.uid) },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
    // Plain OAuth 2.0: a client allowed the refresh_token grant gets one (no offline_access needed),
    // and tokens outlive the browser session they were granted in.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: () => false,
    ttl: {
      AccessToken: OAUTH_TTL.accessToken,
      AuthorizationCode: OAUTH_TTL.authorizationCode,
      RefreshToken: OAUTH_TTL.refreshToken,
      Grant: OAUTH_TTL.grant,
      Interaction: OAUTH_TTL.interaction,
      Session: OAUTH_TTL.session,
      IdToken: OAUTH_TTL.accessToken,
    },
    // A browser-based client may call the token endpoint from its own origin (one of its redirect URIs').
    clientBasedCORS: (_ctx, origin, client) => client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    renderError: (ctx) => {
      ctx.type = 'html';
      ctx.body = oauthErrorPage(localeOfKoa(ctx));
    },
  };
  const provider = new Provider(deps.publicUrl, configuration);
  provider.proxy = deps.behindProxy;
  const log = deps.log;
  if (log) provider.on('server_error', (ctx: KoaContextWithOIDC, error: Error) => log(`oauth: server error on ${ctx.method} ${ctx.path}: ${error.message}`));
  const handle = provider.callback();
  return {
    provider,
    /** Hands a Node request to the library (its endpoints answer on `res` themselves). */
    handle: (req, res) => Promise.resolve(handle(req, res)),
    /** Registers a client (the admin command), after the library's own checks of its metadata. */
    async registerClient(metadata: Readonly<Record<string, unknown>>): Promise<void> {
      await provider.Client.validate(metadata as Parameters<typeof provider.Client.validate>[0]);
      await adapterFactory(deps.store, deps.secrets)('Client').upsert(String(metadata['client_id']), metadata as AdapterPayload);
    },
    /** The user and scopes of a live access token issued for the API; undefined for anything else. */
    async bearer(value: string): Promise<BearerIdentity | undefined> {
      const token = await provider.AccessToken.find(value);
      if (token === undefined || token.accountId === undefined || token.isSenderConstrained()) return undefined;
      const audience: unknown = token.aud;
      if (!(audience === resource || (Array.isArray(audience) && audience.includes(resource)))) return undefined;
      const blockedStatus = await deps.store.accountStatus(token.accountId);
      if (blockedStatus === undefined) return undefined;
      return { userId: token.accountId, scopes: (token.scope ?? '').split(' ').filter(Boolean), blockedStatus };
    },
  };
}
