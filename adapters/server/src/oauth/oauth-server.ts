import { createHash, createPrivateKey, type JsonWebKey } from 'node:crypto';
import Provider, { errors, interactionPolicy, type Adapter, type AdapterPayload, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { OAUTH_SCOPES } from '@waybook/core/contract';
import type { SecretBox } from '@waybook/core';
import { SESSION_COOKIE } from '../cookies.js';
import { negotiateLocale } from '../locale.js';
import { oauthErrorPage } from '../pages/oauth-pages.js';

/** Where the authorization server keeps its records (SqlOAuthStore, migration 026). */
export interface OAuthModelStore {
  upsert(kind: string, id: string, payload: Readonly<Record<string, unknown>>, expiresInSeconds: number | undefined): Promise<void>;
  find(kind: string, id: string): Promise<Record<string, unknown> | undefined>;
  findByUid(kind: string, uid: string): Promise<Record<string, unknown> | undefined>;
  consume(kind: string, id: string): Promise<void>;
  destroy(kind: string, id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
  accountStatus(accountId: string): Promise<string | undefined>;
  /** Every registered client's metadata (secrets as stored). */
  clients(): Promise<readonly Record<string, unknown>[]>;
}

/** How long the origins of registered clients are remembered for CORS (an admin's change shows within it). */
export const CLIENT_ORIGINS_TTL_MS = 30_000;

/**
 * The web origins of registered clients: those of their redirect URIs (where a browser-based
 * application runs). `null` and non-web schemes are never an origin.
 *
 * @example
 * clientOrigins([{ redirect_uris: ['https://dash.example/cb', 'com.example.app:/cb'] }]) // ['https://dash.example']
 */
export function clientOrigins(clients: readonly Readonly<Record<string, unknown>>[]): string[] {
  const origins = new Set<string>();
  for (const client of clients) {
    const uris = Array.isArray(client['redirect_uris']) ? (client['redirect_uris'] as unknown[]) : [];
    for (const uri of uris) {
      const url = typeof uri === 'string' ? URL.parse(uri) : null;
      if (url !== null && (url.protocol === 'https:' || url.protocol === 'http:')) origins.add(url.origin);
    }
  }
  return [...origins];
}

/** What the authorization server needs. */
export interface OAuthServerDeps {
  /** The server's public origin: the issuer, and `<publicUrl>/api` the one resource (audience) of its tokens. */
  readonly publicUrl: string;
  readonly store: OAuthModelStore;
  /** Seals confidential clients' secrets before they are stored. */
  readonly secrets: SecretBox;
  /** Keys signing the library's cookies (server_secrets: the same on every server). */
  readonly cookieKeys: readonly string[];
  /** Secret the token-signing key (Ed25519, for ID tokens) is derived from (server_secrets). */
  readonly signingSecret: string;
  /** Resolves a Waybook session cookie to its user (the sign-in the authorization reuses). */
  readonly resolveSession: (sessionId: string) => Promise<string | undefined>;
  /** OAUTH_DYNAMIC_REGISTRATION: RFC 7591 registration at /oauth/register (off by default). */
  readonly dynamicRegistration: boolean;
  /** Behind a reverse proxy (TRUST_PROXY): X-Forwarded-Proto/Host are read. */
  readonly behindProxy: boolean;
  readonly secureCookies: boolean;
  /** One line per server error of the library (its message and the route; never a token or a request body). */
  readonly log?: (line: string) => void;
}

/** Who a valid Bearer access token acts for, and what it may do. */
export interface BearerIdentity {
  readonly userId: string;
  readonly scopes: readonly string[];
  /** The account's blocked status ('' in good standing). */
  readonly blockedStatus: string;
}

/** Lifetimes (seconds) of what the server issues. */
export const OAUTH_TTL = {
  accessToken: 60 * 60,
  authorizationCode: 60,
  refreshToken: 90 * 24 * 60 * 60,
  grant: 365 * 24 * 60 * 60,
  interaction: 60 * 60,
  session: 24 * 60 * 60,
} as const;

/** The paths of the authorization server (all under /oauth/, discovery under /.well-known/). */
export const OAUTH_ROUTES = {
  authorization: '/oauth/authorize',
  token: '/oauth/token',
  revocation: '/oauth/revoke',
  registration: '/oauth/register',
  jwks: '/oauth/jwks',
  introspection: '/oauth/introspect',
  userinfo: '/oauth/userinfo',
  end_session: '/oauth/logout',
  pushed_authorization_request: '/oauth/par',
  code_verification: '/oauth/device',
  device_authorization: '/oauth/device/auth',
  backchannel_authentication: '/oauth/backchannel',
  challenge: '/oauth/challenge',
  credential: '/oauth/credential',
} as const;

/** The interaction (sign-in, consent) page of a pending authorization. */
export const interactionPath = (uid: string): string => `/oauth/interaction/${encodeURIComponent(uid)}`;

/** The container type of applications registered without one. */
export const DEFAULT_CONTAINER_TYPE = 'OA';

// An Ed25519 private key in PKCS#8 DER is this prefix and the 32-byte seed.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The token-signing key, derived from a server secret so every server signs with the same one and
 * none is written in the code or a file.
 *
 * @example
 * signingKeyOf('secret').crv // 'Ed25519'
 */
export function signingKeyOf(secret: string): JsonWebKey {
  const seed = createHash('sha256').update(`waybook oauth signing\u0000${secret}`).digest();
  const jwk = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' }).export({ format: 'jwk' });
  return { ...jwk, use: 'sig', kid: createHash('sha256').update(String(jwk.x)).digest('base64url').slice(0, 16) };
}

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
 * @example
 * const oauth = createOAuthServer(deps);
 * const who = await oauth.bearer(accessToken); // { userId, scopes, blockedStatus } or undefined
 */
export function createOAuthServer(deps: OAuthServerDeps) {
  let originsCache: { at: number; origins: ReadonlySet<string> } | undefined;
  const resource = `${deps.publicUrl}/api`;
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
    resource,
    /** Hands a Node request to the library (its endpoints answer on `res` themselves). */
    handle: (req: Parameters<typeof handle>[0], res: Parameters<typeof handle>[1]): Promise<void> => Promise.resolve(handle(req, res)),
    /** Registers a client (the admin command), after the library's own checks of its metadata. */
    async registerClient(metadata: Readonly<Record<string, unknown>>): Promise<void> {
      await provider.Client.validate(metadata as Parameters<typeof provider.Client.validate>[0]);
      await adapterFactory(deps.store, deps.secrets)('Client').upsert(String(metadata['client_id']), metadata as AdapterPayload);
    },
    /**
     * Whether a browser page at `origin` may read the API's answers to its Bearer calls (CORS): the
     * origin of a registered client's redirect URI, as the token endpoint allows. Read from the
     * store at most every {@link CLIENT_ORIGINS_TTL_MS}.
     */
    async allowsOrigin(origin: string): Promise<boolean> {
      const now = Date.now();
      if (originsCache === undefined || now - originsCache.at > CLIENT_ORIGINS_TTL_MS)
        originsCache = { at: now, origins: new Set(clientOrigins(await deps.store.clients())) };
      return originsCache.origins.has(origin);
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

/** The authorization server as composed (createOAuthServer). */
export type OAuthServer = ReturnType<typeof createOAuthServer>;
