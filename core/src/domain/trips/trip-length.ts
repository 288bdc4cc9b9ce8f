import { DateTime } from 'luxon';

/**
 * How long a trip lasts: its days, first and last included, and the nights between them.
 *
 * @example
 * const length: TripLength = { days: 8, nights: 7 };
 */
export interface TripLength {
  readonly days: number;
  readonly nights: number;
}

const day = (iso: string | null): DateTime | null => {
  if (iso === null || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const parsed = DateTime.fromISO(iso, { zone: 'utc' });
  return parsed.isValid ? parsed : null;
};

/**
 * The length of a trip from its start and end dates (y-MM-dd), both days counted: 21 to 28
 * November is 8 days and 7 nights, a day trip 1 day and 0 nights. Null when a date is missing or
 * not valid, or when the end is before the start: no length is shown then.
 *
 * @example
 * tripLength('2026-11-21', '2026-11-28') // { days: 8, nights: 7 }
 * tripLength('2026-11-21', '2026-11-21') // { days: 1, nights: 0 }
 * tripLength('2026-11-21', null)         // null
 */
export function tripLength(startDate: string | null, endDate: string | null): TripLength | null {
  const start = day(startDate);
  const end = day(endDate);
  if (start === null || end === null) return null;
  const nights = Math.round(end.diff(start, 'days').days);
  return nights < 0 ? null : { days: nights + 1, nights };
}
