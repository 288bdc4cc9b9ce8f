import { isIP } from 'node:net';
import type { Context } from 'hono';

/** Most proxy hops TRUST_PROXY may name. */
const MAX_TRUSTED_PROXIES = 20;

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * How many reverse proxies in front of the server to trust, from TRUST_PROXY: unset, empty,
 * `false` or `0` trust none (X-Forwarded-For is ignored); `true` trusts one; a whole number trusts
 * that many hops. Anything else is a configuration error.
 *
 * @example
 * parseTrustProxy(undefined) // 0
 * parseTrustProxy('true') // 1
 * parseTrustProxy('2') // 2
 */
export function parseTrustProxy(value: string | undefined): number {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'false') return 0;
  if (v === 'true') return 1;
  const hops = /^\d{1,3}$/.test(v) ? Number(v) : NaN;
  if (!(hops <= MAX_TRUSTED_PROXIES))
    throw new Error(`TRUST_PROXY must be true, false or a number of proxies from 0 to ${MAX_TRUSTED_PROXIES}, not "${value}"`);
  return hops;
}

// An address as a proxy may write it: bare, with a port, or an IPv6 address in brackets.
function bareAddress(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed?.[1] !== undefined) return bracketed[1];
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return v4?.[1] ?? entry;
}

/**
 * The client's address behind `trustedProxies` proxies: each proxy appends the address it was
 * reached from to X-Forwarded-For, so the client is the entry just before the trusted hops (the
 * socket's peer being the nearest of them). Entries further left were written by the client and
 * are never read; with fewer entries than hops the left-most one is taken. An entry that is not an
 * IP address answers the socket's address.
 *
 * @example
 * forwardedClient('203.0.113.9, 10.0.0.2', '10.0.0.1', 2) // '203.0.113.9'
 * forwardedClient('6.6.6.6, 203.0.113.9', '10.0.0.1', 1) // '203.0.113.9' (6.6.6.6 was written by the client)
 */
export function forwardedClient(header: string | undefined, socket: string, trustedProxies: number): string {
  const hops = [
    ...(header ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
    socket,
  ];
  const chosen = bareAddress(hops[Math.max(0, hops.length - 1 - trustedProxies)] ?? socket);
  return isIP(chosen) !== 0 ? chosen : socket;
}

/**
 * The address of the client: the socket's peer (Node's socket, as @hono/node-server hands it
 * over), or, behind `trustedProxies` reverse proxies (TRUST_PROXY), the address they forwarded
 * (see forwardedClient). Undefined when there is no socket (a request dispatched in process).
 * X-Forwarded-For is ignored unless proxies are trusted: anyone can write it.
 *
 * @example
 * await accounts.signIn({ email, password, clientAddress: clientAddress(c, config.trustProxy) });
 */
export function clientAddress(c: Context, trustedProxies = 0): string | undefined {
  const env: unknown = c.env;
  const address = field(field(field(env, 'incoming'), 'socket'), 'remoteAddress');
  if (typeof address !== 'string' || address === '') return undefined;
  return trustedProxies > 0 ? forwardedClient(c.req.header('x-forwarded-for'), address, trustedProxies) : address;
}
