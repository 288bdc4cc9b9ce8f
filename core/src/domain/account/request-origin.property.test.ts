import fc from 'fast-check';
import { describe, it } from 'vitest';
import { isCrossSiteWrite } from './request-origin.js';

const allowedOrigins = ['http://localhost:8080'];
const header = fc.option(
  fc.oneof(fc.constantFrom('http://localhost:8080', 'null', 'https://evil.example', 'cross-site', 'same-site', 'same-origin', 'none'), fc.string()),
  {
    nil: undefined,
  },
);
const method = fc.constantFrom('GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE');

describe('isCrossSiteWrite: properties', () => {
  it('refuses a write exactly when a header names another site; reads always pass', () => {
    fc.assert(
      fc.property(method, header, header, (m, origin, secFetchSite) => {
        const refused = isCrossSiteWrite({ method: m, origin, secFetchSite, allowedOrigins });
        const read = ['GET', 'HEAD', 'OPTIONS'].includes(m);
        const site = (secFetchSite ?? '').trim().toLowerCase();
        const otherSite = ['cross-site', 'same-site'].includes(site) || (origin !== undefined && origin.trim().toLowerCase() !== 'http://localhost:8080');
        return refused === (!read && otherSite);
      }),
    );
  });
});
