import { parseInternalDate } from '../dates/internal-date.js';
import type { TripDates } from './trip-timing.js';

// Fixed English abbreviations: a file name is not interface text, and must not vary with ICU data.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * The name of a trip's calendar file when the trip has no usable date.
 *
 * @example
 * CALENDAR_FILE_FALLBACK_NAME // 'trip.ics'
 */
export const CALENDAR_FILE_FALLBACK_NAME = 'trip.ics';

/**
 * An internal date as month-day for a file name: English three-letter month, dash, two-digit day;
 * null when the value is not a valid internal date.
 *
 * @example
 * monthDay('2026-11-05') // 'Nov-05'
 * monthDay(null)         // null
 */
export function monthDay(date: string | null): string | null {
  const parsed = date === null ? null : parseInternalDate(date);
  if (parsed === null) return null;
  return `${MONTHS[parsed.month - 1] ?? ''}-${String(parsed.day).padStart(2, '0')}`;
}

/**
 * The calendar (.ics) file name of a trip, from its start and end month-day (part 1 section 4).
 * Choices: `{start}-{end}.ics` as in `Nov-21-Nov-28.ics`; one part only when the trip has one
 * usable date or starts and ends on the same day; `trip.ics` when it has none. The year is not
 * part of the name. Only ASCII letters, digits, dashes and a dot, so it is safe in a URL path.
 *
 * @example
 * calendarFileName({ startDate: '2026-11-21', endDate: '2026-11-28' }) // 'Nov-21-Nov-28.ics'
 * calendarFileName({ startDate: '2026-11-21', endDate: null })         // 'Nov-21.ics'
 * calendarFileName({ startDate: null, endDate: null })                 // 'trip.ics'
 */
export function calendarFileName(trip: TripDates): string {
  const parts = [monthDay(trip.startDate), monthDay(trip.endDate)].filter((p): p is string => p !== null);
  const unique = parts.length === 2 && parts[0] === parts[1] ? parts.slice(1) : parts;
  return unique.length === 0 ? CALENDAR_FILE_FALLBACK_NAME : `${unique.join('-')}.ics`;
}
