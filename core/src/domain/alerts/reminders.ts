import { DateTime } from 'luxon';
import { dueFlightTimers } from '../flights/flight-timers.js';
import type { TimelineEvent } from '../plans/plan-timeline-events.js';

/**
 * How many days before a trip starts its participants get the pre-trip reminder (FP). Part 3
 * only says "a set number of days": three leaves time to pack and check documents.
 *
 * @example
 * PRE_TRIP_REMINDER_DAYS // 3
 */
export const PRE_TRIP_REMINDER_DAYS = 3;

/**
 * Whether a trip starting on `startDate` is due its pre-trip reminder on `today` (both ISO dates):
 * from PRE_TRIP_REMINDER_DAYS before the start up to the start day itself.
 *
 * @example
 * preTripReminderDue('2026-12-04', '2026-12-01') // true
 * preTripReminderDue('2026-12-05', '2026-12-01') // false (four days ahead)
 * preTripReminderDue('2026-11-30', '2026-12-01') // false (already started)
 */
export function preTripReminderDue(startDate: string, today: string): boolean {
  const start = DateTime.fromISO(startDate, { zone: 'utc' });
  const day = DateTime.fromISO(today, { zone: 'utc' });
  if (!start.isValid || !day.isValid) return false;
  const days = start.diff(day, 'days').days;
  return days >= 0 && days <= PRE_TRIP_REMINDER_DAYS;
}

/**
 * A flight reminder due now: the code (H check-in, D departure), the flight segment and its
 * departure instant, and the key that keeps it to one alert per user.
 *
 * @example
 * const r: FlightReminder = { code: 'H', event, dedupeKey: 'H:s1:2026-12-01T09:30:00.000Z' };
 */
export interface FlightReminder {
  readonly code: 'H' | 'D';
  readonly event: TimelineEvent;
  readonly dedupeKey: string;
}

/**
 * The flight reminders due at `now` among timeline events: for each flight's departure (its
 * event instant) the timers the flight rules say are due (dueFlightTimers: H the check-in
 * reminder, D the departure alert). Departed flights and undated ones get nothing.
 *
 * @example
 * dueFlightReminders(events, new Date('2026-12-01T06:00:00Z')).map((r) => r.code) // ['H', 'D'] for a 09:30Z departure
 */
export function dueFlightReminders(events: readonly TimelineEvent[], now: Date): FlightReminder[] {
  const out: FlightReminder[] = [];
  for (const event of events) {
    if (event.kind !== 'flight' || event.instant === null) continue;
    const departure = new Date(Date.parse(event.instant));
    for (const timer of dueFlightTimers({ departure, now })) {
      const code = timer === 'check-in-reminder' ? 'H' : 'D';
      out.push({ code, event, dedupeKey: `${code}:${event.segmentUuid}:${departure.toISOString()}` });
    }
  }
  return out;
}
