/** The largest message the listener takes (SIZE extension; refused at DATA past it). */
export const INBOUND_MAX_BYTES = 25 * 1024 * 1024;

/**
 * How the inbound SMTP listener runs, from the environment: off unless INBOUND_SMTP_PORT and
 * PLANS_DOMAIN are both set; INBOUND_MAIL_AUTH 'require' (the default when NODE_ENV=production)
 * makes shared-address mail pass DMARC alignment; STARTTLS when INBOUND_SMTP_TLS_KEY and
 * INBOUND_SMTP_TLS_CERT name PEM files.
 *
 * @example
 * const c: InboundConfig = { port: 2525, host: '0.0.0.0', domain: 'plans.example.com', auth: 'require', tlsKeyFile: '', tlsCertFile: '', maxBytes: INBOUND_MAX_BYTES };
 */
export interface InboundConfig {
  /** null when the listener is off. */
  readonly port: number | null;
  readonly host: string;
  /** The plans domain ('' when unset: no plans address exists). */
  readonly domain: string;
  readonly auth: 'off' | 'require';
  readonly tlsKeyFile: string;
  readonly tlsCertFile: string;
  readonly maxBytes: number;
}

/**
 * Reads the inbound mail settings (see InboundConfig); a port that is not a number from 0 to
 * 65535 is an error, as is an INBOUND_MAIL_AUTH other than off or require.
 *
 * @example
 * inboundConfigOf({ INBOUND_SMTP_PORT: '2525', PLANS_DOMAIN: 'plans.example.com' }).auth // 'off'
 */
export function inboundConfigOf(env: NodeJS.ProcessEnv): InboundConfig {
  const rawPort = env['INBOUND_SMTP_PORT'] ?? '';
  const port = rawPort === '' ? null : Number(rawPort);
  if (port !== null && !(Number.isInteger(port) && port >= 0 && port <= 65535)) throw new Error(`INBOUND_SMTP_PORT must be a port number, not ${rawPort}`);
  const auth = env['INBOUND_MAIL_AUTH'] || (env['NODE_ENV'] === 'production' ? 'require' : 'off');
  if (auth !== 'off' && auth !== 'require') throw new Error(`INBOUND_MAIL_AUTH must be off or require, not ${auth}`);
  return {
    port,
    host: env['INBOUND_SMTP_HOST'] || '0.0.0.0',
    domain: (env['PLANS_DOMAIN'] ?? '').trim().toLowerCase(),
    auth,
    tlsKeyFile: env['INBOUND_SMTP_TLS_KEY'] ?? '',
    tlsCertFile: env['INBOUND_SMTP_TLS_CERT'] ?? '',
    maxBytes: INBOUND_MAX_BYTES,
  };
}

/**
 * Whether the listener runs, and the log line that says so.
 *
 * @example
 * inboundState(inboundConfigOf({})).line // 'Inbound mail: OFF (set INBOUND_SMTP_PORT and PLANS_DOMAIN to take bookings forwarded to the plans address)'
 */
export function inboundState(c: InboundConfig): { readonly on: boolean; readonly line: string } {
  if (c.port === null || c.domain === '') {
    const missing = [c.port === null ? 'INBOUND_SMTP_PORT' : '', c.domain === '' ? 'PLANS_DOMAIN' : ''].filter((s) => s !== '').join(' and ');
    return { on: false, line: `Inbound mail: OFF (set ${missing} to take bookings forwarded to the plans address)` };
  }
  const tls = c.tlsKeyFile !== '' && c.tlsCertFile !== '' ? 'STARTTLS' : 'no TLS';
  return { on: true, line: `Inbound mail: ON, SMTP on ${c.host}:${c.port} for plans@${c.domain} (sender authentication: ${c.auth}, ${tls})` };
}
