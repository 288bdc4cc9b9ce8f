import { describe, it } from 'vitest';
import fc from 'fast-check';
import { isLegacyId, legacyIdParams, legacyRewriteUrl } from './legacy-ids.js';
import { matchRoute } from './match-route.js';
import { ROUTES, type RouteName } from './route-table.js';
import { parseQuery } from './query-string.js';

const LEGACY_PARAMS = ['tripUuid', 'segmentUuid', 'reservationUuid'];
const name = fc.constantFrom(...(Object.keys(ROUTES) as RouteName[]));
const value = fc.oneof(fc.nat().map(String), fc.uuid());
const paramsOf = (pattern: string) =>
  pattern
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));

describe('legacy ids: properties', () => {
  it('reports exactly the numeric trip, item and reservation parameters', () => {
    fc.assert(
      fc.property(name, fc.array(value, { minLength: 3, maxLength: 3 }), (n, values) => {
        const pattern: string = ROUTES[n];
        const params = Object.fromEntries(paramsOf(pattern).map((p, i) => [p, values[i] ?? '1']));
        const found = legacyIdParams(pattern, params)
          .map((p) => p.param)
          .join();
        const expected = Object.entries(params)
          .filter(([p, v]) => LEGACY_PARAMS.includes(p) && isLegacyId(v))
          .map(([p]) => p)
          .join();
        return found === expected;
      }),
    );
  });
  it('the entity type depends only on the parameter and route type: trips are trips, the rest trip_item or reservation', () => {
    fc.assert(
      fc.property(name, fc.nat(), (n, id) => {
        const pattern: string = ROUTES[n];
        const params = Object.fromEntries(paramsOf(pattern).map((p) => [p, String(id)]));
        return legacyIdParams(pattern, params).every((p) => (p.param === 'tripUuid') === (p.entityType === 'trip'));
      }),
    );
  });
  it('a rewrite leaves no legacy id, stays on the same route and carries rw=1 with the old query', () => {
    fc.assert(
      fc.property(name, fc.array(value, { minLength: 3, maxLength: 3 }), fc.dictionary(fc.constantFrom('a', 'tab', 'rw'), fc.string()), (n, values, query) => {
        const pattern: string = ROUTES[n];
        const params = Object.fromEntries(paramsOf(pattern).map((p, i) => [p, values[i] ?? '1']));
        const uuids = Object.fromEntries(legacyIdParams(pattern, params).map((p) => [p.param, `uuid-${p.id}`]));
        const url = legacyRewriteUrl({ pattern, params, uuids, query, hash: '' });
        if (!url.ok) return false;
        const [path = '', search = ''] = url.value.split('?');
        const match = matchRoute(path);
        const q = parseQuery(search);
        return (
          match?.name === n &&
          legacyIdParams(pattern, match.params).length === 0 &&
          q['rw'] === '1' &&
          Object.entries(query).every(([k, v]) => k === 'rw' || q[k] === v)
        );
      }),
    );
  });
});
