import { localInstant, zoneOf, type LocalDateTime } from './local-date-time.js';

/**
 * Hours before departure when the departure alert goes out.
 *
 * @example
 * departureAlertAt(new Date('2026-05-01T12:00:00Z')).toISOString() // '2026-05-01T08:00:00.000Z'
 */
export const DEPARTURE_ALERT_HOURS = 4;

/**
 * Hours before departure when the check-in reminder goes out.
 *
 * @example
 * checkInReminderAt(new Date('2026-05-01T12:00:00Z')).toISOString() // '2026-04-30T12:00:00.000Z'
 */
export const CHECK_IN_REMINDER_HOURS = 24;

const HOUR_MS = 3_600_000;

/**
 * The two timers of a flight.
 *
 * @example
 * const kind: FlightTimer = 'check-in-reminder';
 */
export type FlightTimer = 'check-in-reminder' | 'departure-alert';

/**
 * When the departure alert is due: 4 hours of elapsed time before the departure instant.
 *
 * @example
 * departureAlertAt(new Date('2026-05-01T12:00:00Z')) // 2026-05-01T08:00:00Z
 */
export function departureAlertAt(departure: Date): Date {
  return new Date(departure.getTime() - DEPARTURE_ALERT_HOURS * HOUR_MS);
}

/**
 * When the check-in reminder is due: 24 hours of elapsed time before the departure instant.
 * Across a daylight-saving change this is not the same wall-clock time on the day before (airline
 * check-in windows count elapsed hours, so neither do we).
 *
 * @example
 * checkInReminderAt(new Date('2026-03-08T18:00:00Z')) // 2026-03-07T18:00:00Z (13:00 EST, while departure is 14:00 EDT)
 */
export function checkInReminderAt(departure: Date): Date {
  return new Date(departure.getTime() - CHECK_IN_REMINDER_HOURS * HOUR_MS);
}

/**
 * The timers due at `now`: each one whose time has come while the flight has not yet left.
 * Earliest first.
 *
 * @example
 * dueFlightTimers({ departure: new Date('2026-05-01T12:00:00Z'), now: new Date('2026-05-01T09:00:00Z') })
 * // ['check-in-reminder', 'departure-alert']
 */
export function dueFlightTimers(input: { readonly departure: Date; readonly now: Date }): readonly FlightTimer[] {
  const now = input.now.getTime();
  if (now >= input.departure.getTime()) return [];
  const due: FlightTimer[] = [];
  if (checkInReminderAt(input.departure).getTime() <= now) due.push('check-in-reminder');
  if (departureAlertAt(input.departure).getTime() <= now) due.push('departure-alert');
  return due;
}

/**
 * The departure instant of a segment from its local departure date, time and zone; null when
 * the zone is unknown or the date or time is invalid (a timer must not guess the zone).
 *
 * @example
 * departureInstant({ date: '2026-05-01', time: '14:00:00', timezone: 'Europe/Paris' })?.toISOString() // '2026-05-01T12:00:00.000Z'
 * departureInstant({ date: '2026-05-01', time: '14:00:00', timezone: 'null' })                        // null
 */
export function departureInstant(start: LocalDateTime): Date | null {
  const zone = zoneOf(start);
  const instant = zone === null ? null : localInstant(start, zone);
  return instant === null ? null : instant.toJSDate();
}
