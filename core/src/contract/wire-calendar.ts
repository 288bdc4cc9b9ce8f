import { z } from 'zod';
import { internalTimeSeconds, isInternalDate } from '../domain/dates/internal-date.js';

/**
 * Whether a string is a real clock time on the wire: HH:MM or HH:MM:SS with hours 00-23 and
 * minutes and seconds 00-59.
 *
 * @example
 * isWireClockTime('09:30')    // true
 * isWireClockTime('23:59:59') // true
 * isWireClockTime('25:61:00') // false
 * isWireClockTime('9:30')     // false
 */
export function isWireClockTime(text: string): boolean {
  return internalTimeSeconds(text) !== null;
}

/**
 * A calendar date on the wire: y-MM-dd naming a day that exists (years 1000-9999), or '' when
 * there is none. 2026-02-30, 2026-13-01, 2025-02-29 and 0000-00-00 are refused.
 *
 * @example
 * wireCalendarDate.parse('2024-02-29')            // '2024-02-29'
 * wireCalendarDate.safeParse('2025-02-29').success // false
 */
export const wireCalendarDate = z.union([
  z.literal(''),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected y-MM-dd')
    .refine(isInternalDate, 'expected a real date (y-MM-dd)'),
]);

/**
 * A clock time on the wire: HH:MM or HH:MM:SS that a clock can show, or '' when there is none.
 *
 * @example
 * wireClockTime.parse('07:05')                      // '07:05'
 * wireClockTime.safeParse('24:00:00').success       // false
 */
export const wireClockTime = z.union([
  z.literal(''),
  z
    .string()
    .regex(/^\d{2}:\d{2}(:\d{2})?$/, 'expected HH:mm:ss')
    .refine(isWireClockTime, 'expected a real time (HH:mm:ss)'),
]);
