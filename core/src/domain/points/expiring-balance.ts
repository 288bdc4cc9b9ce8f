import { parseInternalDate, requireInternalDate } from '../dates/internal-date.js';

/**
 * A balance expiring within this many days needs attention (part 3 section 9).
 *
 * @example
 * needsAttention({ date: '2026-06-01', amount: 500 }, '2026-05-01') // true: 31 days away
 */
export const POINTS_ATTENTION_DAYS = 31;

/**
 * One expiration of a points program: the day (y-MM-dd) and the amount that expires then.
 *
 * @example
 * const e: PointsExpiration = { date: '2026-06-01', amount: 500 };
 */
export type PointsExpiration = { readonly date: string; readonly amount: number };

/**
 * Whole days from `today` to an expiration, or null when its date is not an internal date.
 * Throws RangeError if `today` is not an internal date.
 *
 * @example
 * daysUntilExpiration({ date: '2026-06-01', amount: 500 }, '2026-05-01') // 31
 * daysUntilExpiration({ date: '', amount: 500 }, '2026-05-01')           // null
 */
export function daysUntilExpiration(expiration: Pick<PointsExpiration, 'date'>, today: string): number | null {
  const date = parseInternalDate(expiration.date);
  const now = requireInternalDate(today);
  return date === null ? null : Math.round(date.diff(now, 'days').days);
}

/**
 * Whether an expiring balance needs attention: it expires today or within the next 31 days.
 * Choices: a date already past has expired and no longer needs attention; a zero or negative
 * amount is no balance; an expiration without a valid date is ignored.
 *
 * @example
 * needsAttention({ date: '2026-06-01', amount: 500 }, '2026-05-01') // true (31 days)
 * needsAttention({ date: '2026-06-02', amount: 500 }, '2026-05-01') // false (32 days)
 * needsAttention({ date: '2026-04-30', amount: 500 }, '2026-05-01') // false (already expired)
 * needsAttention({ date: '2026-05-10', amount: 0 }, '2026-05-01')   // false
 */
export function needsAttention(expiration: PointsExpiration, today: string): boolean {
  const days = daysUntilExpiration(expiration, today);
  return expiration.amount > 0 && days !== null && days >= 0 && days <= POINTS_ATTENTION_DAYS;
}

/**
 * Whether any of a program's expirations needs attention (see {@link needsAttention}).
 *
 * @example
 * programNeedsAttention([{ date: '2027-01-01', amount: 10 }, { date: '2026-05-20', amount: 10 }], '2026-05-01') // true
 */
export function programNeedsAttention(expirations: readonly PointsExpiration[], today: string): boolean {
  return expirations.some((e) => needsAttention(e, today));
}
