import { DateTime, IANAZone } from 'luxon';
import type { Trip } from './trip.js';

/**
 * The dates a timing rule reads: internal dates (y-MM-dd) or null when unset.
 *
 * @example
 * const d: TripDates = { startDate: '2026-11-21', endDate: null };
 */
export type TripDates = Pick<Trip, 'startDate' | 'endDate'>;

/**
 * Where a trip stands relative to today: past, upcoming (not started), or in progress (an
 * upcoming trip that has started).
 *
 * @example
 * const t: TripTiming = 'in_progress';
 */
export type TripTiming = 'past' | 'upcoming' | 'in_progress';

// Internal dates have four-digit years and zero padding, so text order is calendar order.

/**
 * Upcoming: no end date, or the end is today or later (part 1 section 4).
 *
 * @example
 * isUpcomingTrip({ startDate: '2026-11-21', endDate: '2026-11-28' }, '2026-11-28') // true
 * isUpcomingTrip({ startDate: '2026-11-21', endDate: '2026-11-28' }, '2026-11-29') // false
 * isUpcomingTrip({ startDate: null, endDate: null }, '2026-11-29')                 // true
 */
export function isUpcomingTrip(trip: TripDates, today: string): boolean {
  return trip.endDate === null || trip.endDate >= today;
}

/**
 * Past: not upcoming, that is the end date is before today.
 *
 * @example
 * isPastTrip({ startDate: null, endDate: '2026-11-28' }, '2026-11-29') // true
 */
export function isPastTrip(trip: TripDates, today: string): boolean {
  return !isUpcomingTrip(trip, today);
}

/**
 * In progress: upcoming and the start is today or earlier. A trip without a start date is never
 * in progress.
 *
 * @example
 * isTripInProgress({ startDate: '2026-11-21', endDate: '2026-11-28' }, '2026-11-21') // true
 * isTripInProgress({ startDate: '2026-11-21', endDate: null }, '2027-01-01')         // true
 * isTripInProgress({ startDate: null, endDate: '2026-11-28' }, '2026-11-22')         // false
 */
export function isTripInProgress(trip: TripDates, today: string): boolean {
  return isUpcomingTrip(trip, today) && trip.startDate !== null && trip.startDate <= today;
}

/**
 * The single timing of a trip: past, in progress, or (not yet started) upcoming.
 *
 * @example
 * tripTiming({ startDate: '2026-11-21', endDate: '2026-11-28' }, '2026-11-01') // 'upcoming'
 * tripTiming({ startDate: '2026-11-21', endDate: '2026-11-28' }, '2026-11-25') // 'in_progress'
 * tripTiming({ startDate: '2026-11-21', endDate: '2026-11-28' }, '2026-12-01') // 'past'
 */
export function tripTiming(trip: TripDates, today: string): TripTiming {
  if (isPastTrip(trip, today)) return 'past';
  return isTripInProgress(trip, today) ? 'in_progress' : 'upcoming';
}

/**
 * The zone "today" is read in when the caller names none, or names one that is not an IANA zone.
 * Choice (docs/decisions/unspecified-choices.md): UTC, the one zone every client and server agree on.
 *
 * @example
 * DEFAULT_TIME_ZONE // 'UTC'
 */
export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * The zone to read "today" in: `zone` when it is an IANA zone (as browsers report it,
 * `Intl.DateTimeFormat().resolvedOptions().timeZone`), else {@link DEFAULT_TIME_ZONE}.
 *
 * @example
 * userTimeZone('Asia/Tokyo') // 'Asia/Tokyo'
 * userTimeZone('Mars/Olympus') // 'UTC'
 * userTimeZone(undefined)      // 'UTC'
 */
export function userTimeZone(zone: string | null | undefined): string {
  if (zone === null || zone === undefined || zone.length > 64) return DEFAULT_TIME_ZONE;
  return IANAZone.isValidZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/**
 * Today (y-MM-dd) at instant `now` in the user's time zone (see {@link userTimeZone}): the one
 * rule the server's trip list, its SQL filter and the app's badges and tabs all read "today" by.
 *
 * @example
 * todayInZone(new Date('2026-11-21T20:00:00Z'), 'Asia/Tokyo')       // '2026-11-22'
 * todayInZone(new Date('2026-11-21T20:00:00Z'), 'America/New_York') // '2026-11-21'
 * todayInZone(new Date('2026-11-21T20:00:00Z'), undefined)          // '2026-11-21' (UTC)
 */
export function todayInZone(now: Date, zone: string | null | undefined): string {
  return DateTime.fromJSDate(now, { zone: userTimeZone(zone) }).toFormat('yyyy-MM-dd');
}
