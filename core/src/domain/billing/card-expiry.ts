import { err, ok, type Result } from '../result.js';
import { calendarDate, INTERNAL_DATE_FORMAT, requireInternalDate } from '../dates/internal-date.js';

/**
 * The expiry months offered, 01 to 12.
 *
 * @example
 * EXPIRY_MONTHS[0] // '01'
 * EXPIRY_MONTHS.length // 12
 */
export const EXPIRY_MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;

/**
 * How many expiry years are offered: the current year and the next 10.
 *
 * @example
 * expiryYears('2026-05-14').length === EXPIRY_YEAR_COUNT // true
 */
export const EXPIRY_YEAR_COUNT = 11;

/**
 * The expiry years offered on `today` (y-MM-dd): the current year through the next 10 years.
 * Throws RangeError if `today` is not an internal date.
 *
 * @example
 * expiryYears('2026-05-14') // [2026, 2027, ..., 2036]
 */
export function expiryYears(today: string): readonly number[] {
  const year = requireInternalDate(today).year;
  return Array.from({ length: EXPIRY_YEAR_COUNT }, (_, i) => year + i);
}

/**
 * A card expiry: month 1-12 and four-digit year.
 *
 * @example
 * const expiry: CardExpiry = { month: 9, year: 2027 };
 */
export type CardExpiry = { readonly month: number; readonly year: number };

/**
 * The last day a card of this expiry can be used (y-MM-dd): cards are valid through the end of
 * the month printed on them.
 *
 * @example
 * lastValidDay({ month: 2, year: 2028 }) // '2028-02-29'
 */
export function lastValidDay(expiry: CardExpiry): string {
  const first = calendarDate(expiry.year, expiry.month, 1);
  if (first === null) throw new RangeError(`Not a card expiry: ${JSON.stringify(expiry)}`);
  return first.endOf('month').toFormat(INTERNAL_DATE_FORMAT);
}

/**
 * Whole days from `today` to the card's last valid day: 0 on that day, negative once expired.
 *
 * @example
 * daysUntilCardExpires({ month: 6, year: 2026 }, '2026-06-20') // 10
 * daysUntilCardExpires({ month: 5, year: 2026 }, '2026-06-01') // -1
 */
export function daysUntilCardExpires(expiry: CardExpiry, today: string): number {
  const last = requireInternalDate(lastValidDay(expiry));
  return Math.round(last.diff(requireInternalDate(today), 'days').days);
}

/**
 * Whether an expiry is still ahead ("Expiry must be in the future"). The current month counts
 * as the future, since the card works until the end of it.
 *
 * @example
 * isExpiryInFuture({ month: 5, year: 2026 }, '2026-05-31') // true
 * isExpiryInFuture({ month: 4, year: 2026 }, '2026-05-01') // false
 */
export function isExpiryInFuture(expiry: CardExpiry, today: string): boolean {
  return daysUntilCardExpires(expiry, today) >= 0;
}

/**
 * Why a card expiry was refused: "Expiration required" or "Expiry must be in the future".
 *
 * @example
 * const e: CardExpiryError = { kind: 'in-past' };
 */
export type CardExpiryError = { readonly kind: 'required' } | { readonly kind: 'in-past' };

/**
 * Validates the chosen expiry month and year (as the selects give them: '01' or 1, '2027' or
 * 2027) against `today`. In order: an empty or malformed month or year (not 1-12, not a
 * four-digit year from 1000) gives `required` ("Expiration required"); an expiry before the
 * current month gives `in-past` ("Expiry must be in the future"), also when its year is an
 * earlier one, which the year list no longer offers (a stored card, a stale form, a hand-made
 * request); a year after the offered {@link expiryYears} counts as no choice and gives `required`.
 *
 * @example
 * validateCardExpiry({ month: '09', year: '2027' }, '2026-05-14') // ok({ month: 9, year: 2027 })
 * validateCardExpiry({ month: '', year: '2027' }, '2026-05-14')   // err({ kind: 'required' })
 * validateCardExpiry({ month: '04', year: '2026' }, '2026-05-14') // err({ kind: 'in-past' })
 * validateCardExpiry({ month: '09', year: '2025' }, '2026-05-14') // err({ kind: 'in-past' })
 * validateCardExpiry({ month: '09', year: '2037' }, '2026-05-14') // err({ kind: 'required' })
 */
export function validateCardExpiry(
  input: { readonly month: string | number; readonly year: string | number },
  today: string,
): Result<CardExpiry, CardExpiryError> {
  const monthText = String(input.month).trim();
  const yearText = String(input.year).trim();
  const month = /^(0?[1-9]|1[0-2])$/.test(monthText) ? Number(monthText) : null;
  const year = /^[1-9]\d{3}$/.test(yearText) ? Number(yearText) : null;
  if (month === null || year === null) return err({ kind: 'required' });
  const expiry = { month, year };
  if (!isExpiryInFuture(expiry, today)) return err({ kind: 'in-past' });
  return expiryYears(today).includes(year) ? ok(expiry) : err({ kind: 'required' });
}
