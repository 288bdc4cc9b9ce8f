import { describe, it } from 'vitest';
import fc from 'fast-check';
import { fillPattern } from './build-path.js';
import { matchRoute } from './match-route.js';
import { ROUTES, type RouteName } from './route-table.js';

const LITERALS = new Set(Object.values(ROUTES).flatMap((p: string) => p.split('/').filter((s) => s !== '' && !s.startsWith(':'))));
const value = fc.oneof(fc.uuid(), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 })).filter((s) => !LITERALS.has(s));
const name = fc.constantFrom(...(Object.keys(ROUTES) as RouteName[]));

describe('buildPath and matchRoute: properties', () => {
  it('matching a built path gives back the route and its parameters, whatever they hold', () => {
    fc.assert(
      fc.property(name, fc.array(value, { minLength: 3, maxLength: 3 }), (n, values) => {
        const pattern: string = ROUTES[n];
        const names = pattern
          .split('/')
          .filter((s) => s.startsWith(':'))
          .map((s) => s.slice(1));
        const params = Object.fromEntries(names.map((p, i) => [p, values[i] ?? 'x']));
        const path = fillPattern(pattern, params);
        const match = path.ok ? matchRoute(path.value) : null;
        return match !== null && match.name === n && JSON.stringify(match.params) === JSON.stringify(params);
      }),
    );
  });
  it('a filled path has as many segments as its pattern, none empty', () => {
    fc.assert(
      fc.property(name, value, (n, v) => {
        const pattern: string = ROUTES[n];
        const names = pattern
          .split('/')
          .filter((s) => s.startsWith(':'))
          .map((s) => s.slice(1));
        const path = fillPattern(pattern, Object.fromEntries(names.map((p) => [p, v])));
        return path.ok && path.value.split('/').length === pattern.split('/').length && (n === 'home' || !path.value.split('/').slice(1).includes(''));
      }),
    );
  });
});
