import { createHash, randomBytes } from 'node:crypto';
import { err, ok, type InboxFailure, type InboxGrant, type InboxOAuth, type Result } from '@waybook/core';
import type { OAuthProviderConfig } from './inbox-config.js';

type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal }) => Promise<Response>;

/**
 * The InboxOAuth port for any OAuth 2.0 provider the admin configures (RFC 6749 authorization
 * code, RFC 7636 PKCE with S256; RFC 6749 refresh). The client authenticates at the token
 * endpoint with client_secret_post when it has a secret. Refused codes and refresh tokens
 * (`invalid_grant`, `invalid_client`, any 400/401) are `auth`; the rest `unavailable`.
 *
 * @example
 * const oauth = new GenericInboxOAuth(config.oauth, { now: () => new Date() });
 * const { url, verifier } = oauth.authorization('example-mail', { state, redirectUri, loginHint: 'ada@example.com' });
 */
export class GenericInboxOAuth implements InboxOAuth {
  private readonly fetch: Fetch;
  constructor(
    private readonly providers: readonly OAuthProviderConfig[],
    private readonly deps: { readonly now: () => Date; readonly fetch?: Fetch },
  ) {
    this.fetch = deps.fetch ?? ((url, init) => fetch(url, init));
  }

  private provider(id: string): OAuthProviderConfig {
    const p = this.providers.find((x) => x.id === id);
    if (p === undefined) throw new Error(`No OAuth inbox provider ${id}`);
    return p;
  }

  authorization(
    providerId: string,
    input: { readonly state: string; readonly redirectUri: string; readonly loginHint: string },
  ): { url: string; verifier: string } {
    const p = this.provider(providerId);
    const verifier = randomBytes(48).toString('base64url');
    const url = new URL(p.authorizationUrl);
    const params: Record<string, string> = {
      response_type: 'code',
      client_id: p.clientId,
      redirect_uri: input.redirectUri,
      state: input.state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      login_hint: input.loginHint,
      ...(p.scope === '' ? {} : { scope: p.scope }),
      ...p.authorizationParams,
    };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return { url: url.toString(), verifier };
  }

  exchange(
    providerId: string,
    input: { readonly code: string; readonly verifier: string; readonly redirectUri: string },
  ): Promise<Result<InboxGrant, InboxFailure>> {
    return this.token(providerId, { grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri, code_verifier: input.verifier });
  }

  refresh(providerId: string, refreshToken: string): Promise<Result<InboxGrant, InboxFailure>> {
    return this.token(providerId, { grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  private async token(providerId: string, form: Record<string, string>): Promise<Result<InboxGrant, InboxFailure>> {
    const p = this.provider(providerId);
    const body = new URLSearchParams({ ...form, client_id: p.clientId, ...(p.clientSecret === '' ? {} : { client_secret: p.clientSecret }) });
    let response: Response;
    try {
      response = await this.fetch(p.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: body.toString(),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (e: unknown) {
      return err({ kind: 'unavailable', detail: String((e as Error).message ?? e).slice(0, 200) });
    }
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const code = typeof json['error'] === 'string' ? json['error'] : `HTTP ${response.status}`;
      return err({ kind: response.status === 400 || response.status === 401 ? 'auth' : 'unavailable', detail: code.slice(0, 200) });
    }
    const accessToken = json['access_token'];
    if (typeof accessToken !== 'string' || accessToken === '') return err({ kind: 'unavailable', detail: 'no access_token in the answer' });
    const expiresIn = typeof json['expires_in'] === 'number' ? json['expires_in'] : Number(json['expires_in'] ?? 3600) || 3600;
    const refreshToken = typeof json['refresh_token'] === 'string' ? json['refresh_token'] : '';
    return ok({ accessToken, refreshToken, expiresAt: new Date(this.deps.now().getTime() + expiresIn * 1000) });
  }
}
