import { describe, it } from 'vitest';
import fc from 'fast-check';
import { matchRoute } from './match-route.js';
import { ROUTES } from './route-table.js';

const LITERALS = [...new Set(Object.values(ROUTES).flatMap((p: string) => p.split('/').filter((s) => s !== '' && !s.startsWith(':'))))];
const segment = fc.oneof(
  fc.constantFrom(...LITERALS),
  fc.string({ maxLength: 6 }).filter((s) => !s.includes('/')),
  fc.uuid(),
);
const path = fc.array(segment, { maxLength: 6 }).map((segments) => `/${segments.join('/')}`);

describe('matchRoute: properties', () => {
  it("never throws, and a match has the path's segments with the pattern's fixed ones in place", () => {
    fc.assert(
      fc.property(path, (p) => {
        const match = matchRoute(p);
        if (match === null) return true;
        const actual = p.split('/').filter((s) => s !== '');
        const pattern = match.pattern.split('/').filter((s) => s !== '');
        return pattern.length === actual.length && pattern.every((s, i) => s.startsWith(':') || s === actual[i]);
      }),
    );
  });
  it('no other matching route has more fixed segments than the one chosen', () => {
    fc.assert(
      fc.property(path, (p) => {
        const match = matchRoute(p);
        if (match === null) return true;
        const fixed = (pattern: string) => pattern.split('/').filter((s) => s !== '' && !s.startsWith(':')).length;
        const actual = p.split('/').filter((s) => s !== '');
        return Object.values(ROUTES).every((pattern: string) => {
          const parts = pattern.split('/').filter((s) => s !== '');
          const matches = parts.length === actual.length && parts.every((s, i) => s.startsWith(':') || s === actual[i]);
          return !matches || fixed(pattern) <= fixed(match.pattern);
        });
      }),
    );
  });
});
