import { err, ok, type Result } from '../result.js';
import { validationMessage, type ValidationMessage } from '../account/message-keys.js';
import { formatDateInput } from './date-input.js';
import type { DateOrder } from './date-order.js';
import { daysBetween, internalTimeSeconds, parseInternalDate } from './internal-date.js';

/**
 * A start after its end; `unit` says whether dates or times of one day were compared.
 *
 * @example
 * const e: RangeOrderError = { kind: 'end-before-start', unit: 'date' };
 */
export type RangeOrderError = { readonly kind: 'end-before-start'; readonly unit: 'date' | 'time' };

/**
 * Formats an internal date numerically in the user's date order, as dates are shown across the
 * app; '' if it is not an internal date.
 *
 * @example
 * formatPreferredDate('2026-11-21', 'L') // '21/11/2026'
 * formatPreferredDate('2026-11-21', 'M') // '11/21/2026'
 * formatPreferredDate('2026-11-21', 'I') // '2026/11/21'
 */
export function formatPreferredDate(iso: string, order: DateOrder): string {
  return formatDateInput(iso, order);
}

/**
 * Checks that a start date is not after its end date (equal is fine). A missing or
 * non-internal date passes, as the date field itself reports that.
 *
 * @example
 * checkStartNotAfterEnd('2026-05-01', '2026-05-01') // ok(null)
 * checkStartNotAfterEnd('2026-05-02', '2026-05-01') // err({ kind: 'end-before-start', unit: 'date' })
 * checkStartNotAfterEnd('2026-05-02', null)         // ok(null)
 */
export function checkStartNotAfterEnd(start: string | null, end: string | null): Result<null, RangeOrderError> {
  const from = start === null ? null : parseInternalDate(start);
  const to = end === null ? null : parseInternalDate(end);
  if (from === null || to === null || from <= to) return ok(null);
  return err({ kind: 'end-before-start', unit: 'date' });
}

/**
 * Checks that a start time is not after its end time on the same day (HH:mm:ss or HH:mm; equal is
 * fine). A missing or malformed time passes, as the time field itself reports that.
 *
 * @example
 * checkTimeOrder('09:00:00', '17:30:00') // ok(null)
 * checkTimeOrder('18:00:00', '17:30:00') // err({ kind: 'end-before-start', unit: 'time' })
 */
export function checkTimeOrder(start: string | null, end: string | null): Result<null, RangeOrderError> {
  const from = start === null ? null : internalTimeSeconds(start);
  const to = end === null ? null : internalTimeSeconds(end);
  if (from === null || to === null || from <= to) return ok(null);
  return err({ kind: 'end-before-start', unit: 'time' });
}

/**
 * Maps a start-after-end error to its `validation` message key.
 *
 * @example
 * rangeOrderErrorMessage({ kind: 'end-before-start', unit: 'time' }) // { key: 'validation:time.endBeforeStart' }
 */
export function rangeOrderErrorMessage(error: RangeOrderError): ValidationMessage {
  return validationMessage(error.unit === 'date' ? 'validation:date.endBeforeStart' : 'validation:time.endBeforeStart');
}

/**
 * Days by which putting a plan on `planDate` would lengthen a trip: 0 inside the trip, otherwise
 * the distance to the nearer end. A trip with only one date is treated as that single day; a trip
 * with no dates is never extended. Throws RangeError on a non-internal date.
 *
 * @example
 * tripExtensionDays('2026-05-10', '2026-05-15', '2026-05-12') // 0
 * tripExtensionDays('2026-05-10', '2026-05-15', '2026-05-07') // 3
 * tripExtensionDays('2026-05-10', '2026-05-15', '2026-05-17') // 2
 */
export function tripExtensionDays(tripStart: string | null, tripEnd: string | null, planDate: string): number {
  const start = tripStart ?? tripEnd;
  const end = tripEnd ?? tripStart;
  if (start === null || end === null) return 0;
  const beforeStart = daysBetween(planDate, start);
  if (beforeStart > 0) return beforeStart;
  return Math.max(0, daysBetween(end, planDate));
}

/**
 * The warning that a plan will lengthen its trip ("Will extend your trip duration by 3 days."),
 * or null when it will not.
 *
 * @example
 * extendsTripMessage(3) // { key: 'validation:extendsTrip', values: { number: 3 } }
 * extendsTripMessage(0) // null
 */
export function extendsTripMessage(days: number): ValidationMessage | null {
  return days > 0 ? validationMessage('validation:extendsTrip', { number: days }) : null;
}
