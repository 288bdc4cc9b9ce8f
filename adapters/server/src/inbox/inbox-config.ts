import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { INBOX_POLL_SECONDS, type InboxProvider } from '@waybook/core';

const oauthProvider = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  label: z.string().min(1).max(80),
  domains: z.array(z.string().min(1)).min(1),
  authorizationUrl: z.url(),
  tokenUrl: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().default(''),
  scope: z.string().default(''),
  /** Extra query parameters of the consent page (e.g. Google's access_type=offline, prompt=consent). */
  authorizationParams: z.record(z.string(), z.string()).default({}),
  imap: z.object({ host: z.string().min(1), port: z.number().int().min(1).max(65535).default(993), secure: z.boolean().default(true) }),
});

/**
 * An OAuth 2.0 inbox provider as the admin configures it (INBOX_OAUTH_PROVIDERS).
 *
 * @example
 * const p: OAuthProviderConfig = { id: 'example-mail', label: 'Example Mail', domains: ['example.com'], authorizationUrl: 'https://id.example.com/authorize', tokenUrl: 'https://id.example.com/token', clientId: 'waybook', clientSecret: 's', scope: 'https://mail.example.com/', authorizationParams: {}, imap: { host: 'imap.example.com', port: 993, secure: true } };
 */
export type OAuthProviderConfig = z.output<typeof oauthProvider>;

/**
 * How inbox sync runs, from the environment:
 * - INBOX_OAUTH_PROVIDERS: a JSON array of OAuth providers (see OAuthProviderConfig), or `@path`
 *   to a JSON file; none by default.
 * - INBOX_APP_PASSWORD: `true` turns on IMAP with an app password for any address (the default
 *   outside production; self-hosters turn it on in production too).
 * - INBOX_POLL_SECONDS (default 300), INBOX_IDLE_SECONDS (default 0: each IDLE holds one of the job
 *   worker's slots for that long, so it is off unless a deployment has slots to spare).
 * - INBOX_ALLOW_PRIVATE_HOSTS: `true` lets users name an IMAP server on a private or loopback
 *   address (tests, a home server); off by default so a user cannot make the server probe its network.
 *
 * @example
 * inboxConfigOf({ INBOX_APP_PASSWORD: 'true' }).appPassword // true
 */
export function inboxConfigOf(env: NodeJS.ProcessEnv): {
  readonly oauth: readonly OAuthProviderConfig[];
  readonly appPassword: boolean;
  readonly pollSeconds: number;
  readonly idleSeconds: number;
  readonly allowPrivateHosts: boolean;
} {
  const raw = (env['INBOX_OAUTH_PROVIDERS'] ?? '').trim();
  const text = raw.startsWith('@') ? readFileSync(raw.slice(1), 'utf8') : raw;
  const parsed = text === '' ? [] : z.array(oauthProvider).safeParse(JSON.parse(text));
  if (!Array.isArray(parsed) && !parsed.success) throw new Error(`INBOX_OAUTH_PROVIDERS is not valid: ${parsed.error.message}`);
  const oauth = Array.isArray(parsed) ? [] : parsed.data;
  const flag = (name: string, fallback: boolean) => (env[name] === undefined || env[name] === '' ? fallback : env[name] === 'true');
  return {
    oauth,
    appPassword: flag('INBOX_APP_PASSWORD', env['NODE_ENV'] !== 'production'),
    pollSeconds: Math.max(10, Number(env['INBOX_POLL_SECONDS']) || INBOX_POLL_SECONDS),
    idleSeconds: Math.max(0, Number(env['INBOX_IDLE_SECONDS']) || 0),
    allowPrivateHosts: flag('INBOX_ALLOW_PRIVATE_HOSTS', false),
  };
}

/** The provider id of the app-password way. */
export const APP_PASSWORD_PROVIDER = 'app-password';

/**
 * The providers inbox sync offers: the configured OAuth ones, then the app-password way when on.
 *
 * @example
 * inboxProviders(inboxConfigOf({ INBOX_APP_PASSWORD: 'true' })).map((p) => p.id) // ['app-password']
 */
export function inboxProviders(config: ReturnType<typeof inboxConfigOf>): readonly InboxProvider[] {
  return [
    ...config.oauth.map((p): InboxProvider => ({ id: p.id, kind: 'oauth', label: p.label, domains: p.domains, imap: p.imap })),
    ...(config.appPassword ? [{ id: APP_PASSWORD_PROVIDER, kind: 'password' as const, label: 'IMAP', domains: ['*'], imap: null }] : []),
  ];
}

/**
 * The line the server logs at start about inbox sync.
 *
 * @example
 * inboxLogLine(inboxConfigOf({})) // 'inbox sync: IMAP with an app password; no OAuth provider (INBOX_OAUTH_PROVIDERS)'
 */
export function inboxLogLine(config: ReturnType<typeof inboxConfigOf>): string {
  const ways = [
    ...(config.appPassword ? ['IMAP with an app password'] : []),
    config.oauth.length === 0 ? 'no OAuth provider (INBOX_OAUTH_PROVIDERS)' : `OAuth: ${config.oauth.map((p) => p.id).join(', ')}`,
  ];
  return `inbox sync: ${ways.join('; ')}`;
}
