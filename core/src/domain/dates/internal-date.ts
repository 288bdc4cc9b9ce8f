import { DateTime } from 'luxon';

/**
 * The luxon format of dates inside the application and on the wire.
 *
 * @example
 * DateTime.fromObject({ year: 2026, month: 11, day: 21 }).toFormat(INTERNAL_DATE_FORMAT) // '2026-11-21'
 */
export const INTERNAL_DATE_FORMAT = 'y-MM-dd';

/**
 * The luxon format of times of day inside the application and on the wire.
 *
 * @example
 * DateTime.fromObject({ hour: 9, minute: 5 }).toFormat(INTERNAL_TIME_FORMAT) // '09:05:00'
 */
export const INTERNAL_TIME_FORMAT = 'HH:mm:ss';

const DATE_PATTERN = /^([1-9]\d{3})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Builds a UTC calendar date from its parts, or null if no such day exists (2023-02-30).
 * Only years 1000-9999 are accepted, so every date has a four-digit year.
 *
 * @example
 * calendarDate(2024, 2, 29)?.toFormat('y-MM-dd') // '2024-02-29'
 * calendarDate(2023, 2, 29)                      // null
 */
export function calendarDate(year: number, month: number, day: number): DateTime<true> | null {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) return null;
  // UTC so that a calendar day never shifts with a daylight-saving change.
  const date = DateTime.fromObject({ year, month, day }, { zone: 'utc' });
  return date.isValid ? date : null;
}

/**
 * Parses an internal date string (y-MM-dd, four-digit year) to a UTC luxon date, or null.
 *
 * @example
 * parseInternalDate('2026-11-21')?.day // 21
 * parseInternalDate('2026-02-30')      // null
 * parseInternalDate('21/11/2026')      // null
 */
export function parseInternalDate(iso: string): DateTime<true> | null {
  const match = DATE_PATTERN.exec(iso);
  if (match === null) return null;
  return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * Whether a string is an internal date (y-MM-dd) naming a real day.
 *
 * @example
 * isInternalDate('2024-02-29') // true
 * isInternalDate('2023-02-29') // false
 */
export function isInternalDate(s: string): boolean {
  return parseInternalDate(s) !== null;
}

/**
 * Seconds since midnight of an internal time (HH:mm:ss, or HH:mm), or null if it is not one.
 *
 * @example
 * internalTimeSeconds('01:02:03') // 3723
 * internalTimeSeconds('24:00:00') // null
 */
export function internalTimeSeconds(time: string): number | null {
  const match = TIME_PATTERN.exec(time);
  if (match === null) return null;
  const [hour, minute, second] = [match[1], match[2], match[3] ?? '0'].map(Number) as [number, number, number];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return hour * 3600 + minute * 60 + second;
}

/**
 * Whole days from one valid internal date to another (negative when `to` is earlier).
 * Throws RangeError if either is not an internal date (see {@link requireInternalDate}).
 *
 * @example
 * daysBetween('2026-02-27', '2026-03-01') // 2
 */
export function daysBetween(from: string, to: string): number {
  return Math.round(requireInternalDate(to).diff(requireInternalDate(from), 'days').days);
}

/**
 * Parses an internal date the caller promises is valid; a broken promise is a bug, so it throws.
 *
 * @example
 * requireInternalDate('2026-11-21').month // 11
 * requireInternalDate('tomorrow')         // throws RangeError
 */
export function requireInternalDate(iso: string): DateTime<true> {
  const date = parseInternalDate(iso);
  if (date === null) throw new RangeError(`Not an internal date (y-MM-dd): ${JSON.stringify(iso)}`);
  return date;
}
