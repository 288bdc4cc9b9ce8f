import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { DEFAULT_CONTAINER_TYPE } from './oauth/oauth-config.js';

/** How the oauth command is called. */
export const OAUTH_USAGE =
  'npm run admin -- oauth register --name NAME --url URL --redirect-uri URI [--redirect-uri URI ...] [--confidential] [--container-type CODE] ' +
  '| npm run admin -- oauth list | npm run admin -- oauth remove <client_id>';

/** What the oauth command needs: the authorization server's client registration and store. */
export interface OAuthAdminDeps {
  /** Validates the metadata with the library's own rules, then stores it (createOAuthServer().registerClient). */
  register(metadata: Readonly<Record<string, unknown>>): Promise<void>;
  clients(): Promise<readonly Record<string, unknown>[]>;
  removeClient(clientId: string): Promise<boolean>;
  /** Random text of the given length (client ids and secrets). */
  token(bytes: number): string;
}

const isWebUri = (uri: string) => /^https?:\/\//i.test(uri);

/**
 * `npm run admin -- oauth register|list|remove`: registers a connected application (a public
 * client using PKCE by default, `--confidential` adds a client secret, printed once and stored
 * sealed), lists them, or removes one with every grant and token issued to it. Applications get
 * the authorization code and refresh token grants; a redirect URI with its own scheme makes a
 * native application.
 *
 * @example
 * await oauthCommand(['oauth', 'register', '--name', 'Trip widget', '--url', 'https://widget.example', '--redirect-uri', 'https://widget.example/cb'], deps)
 * // { code: 0, message: 'registered Trip widget\nclient_id: …' }
 */
export async function oauthCommand(args: readonly string[], deps: OAuthAdminDeps): Promise<{ code: number; message: string }> {
  const usage = { code: 2, message: `usage: ${OAUTH_USAGE}` };
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        url: { type: 'string', default: '' },
        'redirect-uri': { type: 'string', multiple: true, default: [] },
        confidential: { type: 'boolean', default: false },
        'container-type': { type: 'string', default: DEFAULT_CONTAINER_TYPE },
      },
    });
  } catch {
    return usage;
  }
  const [, action, target] = parsed.positionals;
  if (action === 'list' && parsed.positionals.length === 2) {
    const all = await deps.clients();
    if (all.length === 0) return { code: 0, message: 'no application is registered' };
    const lines = all.map((c) => {
      const uris = Array.isArray(c['redirect_uris']) ? c['redirect_uris'].join(' ') : '';
      return `${String(c['client_id'])}  ${String(c['client_name'] ?? '')}  ${String(c['client_uri'] ?? '')}  ${String(c['token_endpoint_auth_method'] ?? 'none')}  ${uris}`;
    });
    return { code: 0, message: lines.join('\n') };
  }
  if (action === 'remove' && target !== undefined && parsed.positionals.length === 3) {
    return (await deps.removeClient(target))
      ? { code: 0, message: `removed ${target} and every grant and token issued to it` }
      : { code: 1, message: `no application has the client id ${target}` };
  }
  const name = parsed.values.name?.trim() ?? '';
  const redirects = parsed.values['redirect-uri'];
  if (action !== 'register' || parsed.positionals.length !== 2 || name === '' || redirects.length === 0) return usage;
  const url = parsed.values.url.trim();
  if (url !== '' && !isWebUri(url)) return { code: 1, message: '--url must be an http(s) address' };
  // A prefix keeps the id from starting with '-', which a command line would read as an option.
  const clientId = `wb_${deps.token(18)}`;
  const secret = parsed.values.confidential ? deps.token(32) : undefined;
  const metadata = {
    client_id: clientId,
    client_name: name,
    ...(url !== '' ? { client_uri: url } : {}),
    redirect_uris: redirects,
    application_type: redirects.every(isWebUri) ? 'web' : 'native',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: secret === undefined ? 'none' : 'client_secret_basic',
    ...(secret === undefined ? {} : { client_secret: secret }),
    container_type_code: parsed.values['container-type'],
  };
  try {
    await deps.register(metadata);
  } catch (e) {
    const why = e instanceof Error ? ((e as Error & { error_description?: string }).error_description ?? e.message) : String(e);
    return { code: 1, message: `not registered: ${why}` };
  }
  const lines = [`registered ${name}`, `client_id: ${clientId}`];
  if (secret !== undefined) lines.push(`client_secret: ${secret}`, 'The secret is shown this once: keep it with the application.');
  else lines.push('A public client: it must use PKCE (S256).');
  return { code: 0, message: lines.join('\n') };
}

/** Random URL-safe text from `bytes` random bytes. */
export const randomToken = (bytes: number): string => randomBytes(bytes).toString('base64url');
