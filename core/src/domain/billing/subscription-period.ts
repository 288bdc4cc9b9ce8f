import type { DateTime } from 'luxon';
import { daysBetween, INTERNAL_DATE_FORMAT, requireInternalDate } from '../dates/internal-date.js';

/**
 * The Pro products one can buy, as the marketing data keys them (GET v2/gtmDataAsJson,
 * premium_products): P the yearly subscription, B the monthly one.
 *
 * @example
 * const product: ProProductCode = 'B'; // monthly
 */
export type ProProductCode = 'P' | 'B';

/**
 * What a subscription runs on: one of the {@link ProProductCode}s, or `bulk`, a company-paid
 * subscription on a 90-day cycle (part 3 sections 4 and 9).
 *
 * @example
 * const product: SubscriptionProduct = 'bulk';
 */
export type SubscriptionProduct = ProProductCode | 'bulk';

/**
 * Units of a period, as the Pro product and promotion codes name them: Y years, M months, D days.
 *
 * @example
 * const unit: PeriodUnit = 'M';
 */
export type PeriodUnit = 'Y' | 'M' | 'D';

/**
 * A length of time in whole calendar units (`length` is a whole number, 1 or more).
 *
 * @example
 * const quarter: PeriodLength = { unit: 'M', length: 3 };
 */
export interface PeriodLength {
  readonly unit: PeriodUnit;
  readonly length: number;
}

/**
 * Days in one cycle of a company-paid bulk subscription (part 3 section 9: "Bulk subscription
 * cycle: 90 days").
 *
 * @example
 * PRODUCT_PERIODS.bulk // { unit: 'D', length: BULK_CYCLE_DAYS }
 */
export const BULK_CYCLE_DAYS = 90;

/**
 * The period of each product: P one year, B one month, bulk 90 days.
 *
 * @example
 * PRODUCT_PERIODS.P // { unit: 'Y', length: 1 }
 */
export const PRODUCT_PERIODS: Readonly<Record<SubscriptionProduct, PeriodLength>> = {
  P: { unit: 'Y', length: 1 },
  B: { unit: 'M', length: 1 },
  bulk: { unit: 'D', length: BULK_CYCLE_DAYS },
};

/**
 * The period of a unit code and a length as a promotion gives them (period_type_code,
 * period_length), or null when they name none. Y, M and D are the units; P and B, which the spec
 * also lists among the unit codes, are read as their products' periods (a year, a month) times the
 * length. A missing, zero, negative or fractional length names no period.
 *
 * @example
 * periodOfCode('M', 3)  // { unit: 'M', length: 3 }
 * periodOfCode('P', 1)  // { unit: 'Y', length: 1 }
 * periodOfCode('W', 2)  // null
 * periodOfCode('D', 0)  // null
 */
export function periodOfCode(code: string, length: number | null): PeriodLength | null {
  if (length === null || !Number.isInteger(length) || length < 1) return null;
  const unit = code === 'P' ? 'Y' : code === 'B' ? 'M' : code;
  return unit === 'Y' || unit === 'M' || unit === 'D' ? { unit, length } : null;
}

function periodOf(product: SubscriptionProduct | PeriodLength): PeriodLength {
  return typeof product === 'string' ? PRODUCT_PERIODS[product] : product;
}

function plusPeriods(date: DateTime<true>, period: PeriodLength, count: number): string {
  const n = period.length * count;
  const moved = period.unit === 'Y' ? date.plus({ years: n }) : period.unit === 'M' ? date.plus({ months: n }) : date.plus({ days: n });
  if (!moved.isValid || moved.year > 9999) throw new RangeError(`Date out of range: ${date.toFormat(INTERNAL_DATE_FORMAT)} plus ${n}${period.unit}`);
  return moved.toFormat(INTERNAL_DATE_FORMAT);
}

/**
 * The date `count` whole periods after `date` (y-MM-dd), counted from `date` itself, so repeated
 * periods never drift. Month-end rule: when the target month is shorter than the start day, the
 * date is clamped to the target month's last day (Jan 31 plus one month is Feb 28, or Feb 29 in a
 * leap year; plus two months is Mar 31; Feb 29 plus one year is Feb 28). Throws RangeError for a
 * date that is not an internal date, a negative or fractional count, or a result past year 9999.
 *
 * @example
 * addPeriods('2026-01-31', { unit: 'M', length: 1 }, 1) // '2026-02-28'
 * addPeriods('2026-01-31', { unit: 'M', length: 1 }, 2) // '2026-03-31'
 * addPeriods('2024-02-29', { unit: 'Y', length: 1 }, 1) // '2025-02-28'
 * addPeriods('2026-01-01', { unit: 'D', length: 90 }, 1) // '2026-04-01'
 */
export function addPeriods(date: string, period: PeriodLength, count: number): string {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Not a period count: ${count}`);
  return plusPeriods(requireInternalDate(date), period, count);
}

/**
 * The end of one period of a product (or of a given length) started on `start`: the day the next
 * period starts and the renewal falls due. A period covers its start day up to, not including, its
 * end day (Pro holds through the day before). Month ends are clamped as in {@link addPeriods}.
 *
 * @example
 * periodEnd('2026-01-10', 'P') // '2027-01-10'
 * periodEnd('2026-01-31', 'B') // '2026-02-28'
 * periodEnd('2026-01-10', 'bulk') // '2026-04-10'
 * periodEnd('2026-01-10', { unit: 'D', length: 30 }) // '2026-02-09'
 */
export function periodEnd(start: string, product: SubscriptionProduct | PeriodLength): string {
  return addPeriods(start, periodOf(product), 1);
}

/**
 * The first renewal date strictly after `today` (y-MM-dd) of a subscription whose renewals are
 * anchored on `anchor`: the earliest anchor + k periods (k = 0, 1, 2...) later than today. Every
 * renewal date is counted from the anchor (never from the previous renewal), so a monthly
 * subscription anchored on Jan 31 renews on Feb 28 (29), Mar 31, Apr 30, May 31...: the day of the
 * month never drifts down after a short month. Before the anchor (a trial or promotion still
 * running) the answer is the anchor itself.
 *
 * @example
 * nextRenewal('2026-01-31', 'B', '2026-01-31') // '2026-02-28'
 * nextRenewal('2026-01-31', 'B', '2026-02-28') // '2026-03-31'
 * nextRenewal('2026-01-10', 'P', '2026-06-01') // '2027-01-10'
 * nextRenewal('2026-02-01', 'B', '2026-01-15') // '2026-02-01' (before the anchor)
 */
export function nextRenewal(anchor: string, product: SubscriptionProduct | PeriodLength, today: string): string {
  const period = periodOf(product);
  const start = requireInternalDate(anchor);
  const day = requireInternalDate(today);
  if (day < start) return anchor;
  // An estimate of the periods elapsed, then corrected: clamping only ever moves a date earlier by
  // at most three days, so the estimate is off by one at most.
  const elapsedDays = daysBetween(anchor, today);
  const approxDays = period.unit === 'Y' ? 365.2425 : period.unit === 'M' ? 30.436875 : 1;
  let k = Math.max(1, Math.floor(elapsedDays / (approxDays * period.length)));
  while (k > 1 && plusPeriods(start, period, k - 1) > today) k -= 1;
  while (plusPeriods(start, period, k) <= today) k += 1;
  return plusPeriods(start, period, k);
}

const boundsCache = new Map<string, { readonly min: number; readonly max: number }>();

/**
 * The fewest and most days one period can last, whatever its start day (a month is 28 to 31 days,
 * a year 365 or 366, a day-based period exactly its days). Measured over the starts of a four-year
 * leap cycle, month-end clamping included.
 *
 * @example
 * periodDayBounds('B') // { min: 28, max: 31 }
 * periodDayBounds('P') // { min: 365, max: 366 }
 * periodDayBounds('bulk') // { min: 90, max: 90 }
 */
export function periodDayBounds(product: SubscriptionProduct | PeriodLength): { readonly min: number; readonly max: number } {
  const period = periodOf(product);
  if (period.unit === 'D') return { min: period.length, max: period.length };
  const key = `${period.unit}${period.length}`;
  let bounds = boundsCache.get(key);
  if (bounds === undefined) {
    let min = Infinity;
    let max = 0;
    // Only the start day's month and whether it is a month's 29th to 31st change the length (days
    // 1 to 28 all give the month's own), so those starts of every month stand for all the others.
    for (let month = requireInternalDate('2001-01-01'); month.year < 2005; month = month.plus({ months: 1 })) {
      for (const dayOfMonth of [1, 29, 30, 31].filter((d) => d <= month.daysInMonth)) {
        const day = month.set({ day: dayOfMonth });
        const days = daysBetween(day.toFormat(INTERNAL_DATE_FORMAT), plusPeriods(day, period, 1));
        min = Math.min(min, days);
        max = Math.max(max, days);
      }
    }
    bounds = { min, max };
    boundsCache.set(key, bounds);
  }
  return bounds;
}
