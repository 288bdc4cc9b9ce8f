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
