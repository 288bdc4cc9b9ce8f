import { describe, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { daysBetween } from '../dates/internal-date.js';
import { addPeriods, nextRenewal, periodDayBounds, type PeriodLength, PRODUCT_PERIODS, type SubscriptionProduct } from './subscription-period.js';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2080-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => DateTime.fromJSDate(d, { zone: 'utc' }).toFormat('y-MM-dd'));
const product = fc.constantFrom<SubscriptionProduct>('P', 'B', 'bulk');
const period: fc.Arbitrary<PeriodLength> = fc.record({
  unit: fc.constantFrom('Y' as const, 'M' as const, 'D' as const),
  length: fc.integer({ min: 1, max: 3 }),
});

describe('subscription periods: properties', () => {
  it('the next renewal is strictly later than today and never more than one period away', () => {
    fc.assert(
      fc.property(day, day, product, (a, b, p) => {
        const [anchor, today] = a <= b ? [a, b] : [b, a];
        const next = nextRenewal(anchor, p, today);
        const gap = daysBetween(today, next);
        return next > today && gap >= 1 && gap <= periodDayBounds(p).max;
      }),
    );
  });
  it('renewal dates are anchor + k periods: the one before the next renewal is not after today (none is skipped)', () => {
    fc.assert(
      fc.property(day, day, product, (a, b, p) => {
        const [anchor, today] = a <= b ? [a, b] : [b, a];
        const next = nextRenewal(anchor, p, today);
        let k = 1;
        while (addPeriods(anchor, PRODUCT_PERIODS[p], k) < next) k += 1;
        return addPeriods(anchor, PRODUCT_PERIODS[p], k) === next && addPeriods(anchor, PRODUCT_PERIODS[p], k - 1) <= today;
      }),
      { numRuns: 50 },
    );
  });
  it('consecutive renewals are one period apart (within its day bounds), and monthly ones keep the anchor day unless the month is shorter', () => {
    fc.assert(
      fc.property(day, period, fc.integer({ min: 0, max: 40 }), (anchor, p, k) => {
        const here = addPeriods(anchor, p, k);
        const next = addPeriods(anchor, p, k + 1);
        const gap = daysBetween(here, next);
        const bounds = periodDayBounds(p);
        const anchorDay = Number(anchor.slice(8));
        const nextDay = Number(next.slice(8));
        const lastOfMonth = DateTime.fromISO(next, { zone: 'utc' }).endOf('month').day;
        const dayKept = p.unit === 'D' || nextDay === Math.min(anchorDay, lastOfMonth);
        return gap >= bounds.min && gap <= bounds.max && dayKept;
      }),
    );
  });
});
