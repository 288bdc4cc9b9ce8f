import { describe, it } from 'vitest';
import fc from 'fast-check';
import { contract } from '../contract/contract.js';
import { expandPath } from '../contract/entry.js';
import { PLAN_TYPES } from '../domain/plans/plan-type.js';
import { offlineCacheKind } from './offline-requests.js';

const origin = 'https://waybook.example';
const methods = fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'get', 'post');
const anyId = fc.string({ minLength: 1, maxLength: 12 });
const cacheable = new Set(['appConfig', 'listTrips', 'getTrip', 'getTripWithObjects', 'getPlan', 'listDocuments']);
const sensitive = /account|billing|profile|password|email|auth|login|logout|session|merge|delete|promo|payment|purchase|subscription|token|oauth|feed/i;
const pathOf = (path: string, id: string, type: string) => `/api/${expandPath(path, { id, uuid: id, ref: id, type })}`;

describe('offlineCacheKind: properties', () => {
  it('never keeps a request that is not a GET, whatever its URL', () => {
    fc.assert(
      fc.property(methods, fc.constantFrom(...contract), anyId, fc.constantFrom(...PLAN_TYPES), (method, entry, id, type) => {
        return offlineCacheKind(method, `${origin}${pathOf(entry.path, id, type)}`, origin) === 'none';
      }),
    );
    fc.assert(fc.property(methods, fc.webUrl(), (method, url) => offlineCacheKind(method, url, origin) === 'none'));
  });

  it('keeps no contract call but the trip, plan and document reads and the app’s flags, with any ids', () => {
    fc.assert(
      fc.property(fc.constantFrom(...contract), anyId, fc.constantFrom(...PLAN_TYPES), (entry, id, type) => {
        const kind = offlineCacheKind('GET', `${origin}${pathOf(entry.path, id, type)}`, origin);
        return kind === 'none' || (kind === 'api' && cacheable.has(entry.id) && entry.method === 'GET');
      }),
    );
  });

  it('never keeps an account, sign-in, billing or other sensitive path, nor another origin', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true }), (url) => new URL(url).origin === origin || offlineCacheKind('GET', url, origin) === 'none'),
    );
    // On this origin, only the listed prefixes are ever kept, and no path outside them that names the account.
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const kind = offlineCacheKind('GET', `${origin}${path}`, origin);
        if (kind === 'none') return true;
        const kept =
          /^\/(api\/v2\/(appConfig|list\/trip|get\/[a-z]+\/uuid\/[^/]+(\/include_objects\/true)?|list\/documents)|plan\/document\/[^/]+|trip\/image\/[^/]+)$/;
        const prefix = new URL(`${origin}${path}`).pathname;
        return kept.test(prefix) && !sensitive.test(prefix.split('/').slice(0, 4).join('/'));
      }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-zA-Z0-9_.-]{1,10}$/), { minLength: 0, maxLength: 4 }),
        fc.constantFrom('account', 'billing', 'profile', 'login', 'logout', 'emailAddresses', 'purchasedProductInfo', 'oauth'),
        fc.constantFrom('/api/v2/', '/account/', '/'),
        (segments, word, prefix) => offlineCacheKind('GET', `${origin}${prefix}${[...segments, word].join('/')}`, origin) === 'none',
      ),
    );
  });
});
