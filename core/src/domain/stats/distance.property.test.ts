import { describe, it } from 'vitest';
import fc from 'fast-check';
import { distanceInUnit, formatDistance, kilometresToMiles } from './distance.js';

const km = fc.double({ min: 0, max: 1e7, noNaN: true });

describe('distance: properties', () => {
  it('miles times 1.609344 give the kilometres back, and miles are never more than kilometres', () => {
    fc.assert(fc.property(km, (d) => Math.abs(kilometresToMiles(d) * 1.609344 - d) <= 1e-9 * Math.max(1, d) && kilometresToMiles(d) <= d));
  });
  it('the formatted count is the whole number nearest the distance in the chosen unit', () => {
    fc.assert(
      fc.property(km, fc.constantFrom('M' as const, 'K' as const), (d, unit) => {
        const m = formatDistance(d, unit);
        const count = m.values?.['count'];
        return (
          typeof count === 'number' &&
          Number.isInteger(count) &&
          Math.abs(count - distanceInUnit(d, unit)) <= 0.5 &&
          m.key === (unit === 'M' ? 'stats:distance.miles' : 'stats:distance.kilometres')
        );
      }),
    );
  });
  it('a longer distance never shows a smaller count', () => {
    fc.assert(
      fc.property(km, km, fc.constantFrom('M' as const, 'K' as const), (a, b, unit) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return Number(formatDistance(lo, unit).values?.['count']) <= Number(formatDistance(hi, unit).values?.['count']);
      }),
    );
  });
});
