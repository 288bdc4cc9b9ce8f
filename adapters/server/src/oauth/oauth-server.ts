import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { clientOrigins, CLIENT_ORIGINS_TTL_MS, oauthResource, type BearerIdentity, type OAuthLibrary, type OAuthServerDeps } from './oauth-config.js';

/**
 * Waybook as an OAuth 2.0 authorization server (docs/oauth.md): what the server holds. The
 * library side (oidc-provider: endpoints, consent hand-off, token checks; oauth-library.ts) is
 * loaded on the first call that needs it, or by `warm()` once the server is ready, so it is not
 * part of the start-up; the CORS origins need only the store.
 *
 * @example
 * const oauth = createOAuthServer(deps);
 * const who = await oauth.bearer(accessToken); // { userId, scopes, blockedStatus } or undefined
 */
export function createOAuthServer(deps: OAuthServerDeps) {
  let library: Promise<OAuthLibrary> | undefined;
  const loaded = (): Promise<OAuthLibrary> => (library ??= import('./oauth-library.js').then((m) => m.createOAuthLibrary(deps)));
  let originsCache: { at: number; origins: ReadonlySet<string> } | undefined;
  return {
    resource: oauthResource(deps.publicUrl),
    /** Loads the library now (after start-up), so the first OAuth call does not wait for it. */
    warm: async (): Promise<void> => void (await loaded()),
    /** The library's provider (interaction details, grants, clients). */
    provider: async (): Promise<Provider> => (await loaded()).provider,
    /** Hands a Node request to the library (its endpoints answer on `res` themselves). */
    handle: async (req: IncomingMessage, res: ServerResponse): Promise<void> => (await loaded()).handle(req, res),
    /** Registers a client (the admin command), after the library's own checks of its metadata. */
    registerClient: async (metadata: Readonly<Record<string, unknown>>): Promise<void> => (await loaded()).registerClient(metadata),
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
    bearer: async (value: string): Promise<BearerIdentity | undefined> => (await loaded()).bearer(value),
  };
}

/** The authorization server as composed (createOAuthServer). */
export type OAuthServer = ReturnType<typeof createOAuthServer>;
