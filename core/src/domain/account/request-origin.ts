const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a request says about where it comes from: its method, `Origin` and `Sec-Fetch-Site`
 * headers (undefined when absent), and the origins of this server.
 *
 * @example
 * const r: RequestOrigin = { method: 'POST', origin: 'https://evil.example', secFetchSite: 'cross-site', allowedOrigins: ['https://waybook.example'] };
 */
export interface RequestOrigin {
  readonly method: string;
  readonly origin: string | undefined;
  readonly secFetchSite: string | undefined;
  readonly allowedOrigins: readonly string[];
}

/**
 * Whether a state-changing request comes from another site, the second line of CSRF defence
 * behind the token: a method other than GET, HEAD or OPTIONS with `Sec-Fetch-Site` cross-site or
 * same-site (a sibling host), or an `Origin` that is "null" or not one of this server's. A request
 * carrying neither header (an old browser, a script) is left to the token.
 *
 * @example
 * const allowedOrigins = ['http://localhost:8080'];
 * isCrossSiteWrite({ method: 'POST', origin: 'https://evil.example', secFetchSite: undefined, allowedOrigins }) // true
 * isCrossSiteWrite({ method: 'POST', origin: 'http://localhost:8080', secFetchSite: 'same-origin', allowedOrigins }) // false
 * isCrossSiteWrite({ method: 'GET', origin: 'https://evil.example', secFetchSite: 'cross-site', allowedOrigins }) // false
 */
export function isCrossSiteWrite(r: RequestOrigin): boolean {
  if (SAFE_METHODS.has(r.method.toUpperCase())) return false;
  const site = r.secFetchSite?.trim().toLowerCase();
  if (site === 'cross-site' || site === 'same-site') return true;
  if (r.origin === undefined) return false;
  const origin = r.origin.trim().toLowerCase();
  return !r.allowedOrigins.some((o) => o.toLowerCase().replace(/\/+$/, '') === origin);
}
