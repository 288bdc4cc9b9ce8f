import { createHash, createPrivateKey, type JsonWebKey } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { SecretBox } from '@waybook/core';

// The OAuth server's settings and shapes, shared by the server (oauth-server.ts) and the library
// side it loads on first use (oauth-library.ts).

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

/** The one resource (audience) of the server's tokens: `<publicUrl>/api`. */
export const oauthResource = (publicUrl: string): string => `${publicUrl}/api`;

/** What the library side does (oauth-library.ts), loaded on first use. */
export interface OAuthLibrary {
  readonly provider: Provider;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  registerClient(metadata: Readonly<Record<string, unknown>>): Promise<void>;
  bearer(value: string): Promise<BearerIdentity | undefined>;
}
