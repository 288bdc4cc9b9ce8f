import { DateTime } from 'luxon';
import { isTripInProgress, isUpcomingTrip, type TripDates } from '../trips/trip-timing.js';

/**
 * How many days ahead the app keeps trips readable without a network: a trip starting today or
 * within this many days after it (and every trip in progress) is saved on the device.
 *
 * @example
 * OFFLINE_DAYS_AHEAD // 14
 */
export const OFFLINE_DAYS_AHEAD = 14;

/**
 * Whether a trip is kept readable offline on `today` (y-MM-dd in the user's zone, see
 * `todayInZone`): in progress, or not ended and starting within {@link OFFLINE_DAYS_AHEAD} days.
 * A trip without a start date is never kept (nothing says it is near).
 *
 * @example
 * isKeptOffline({ startDate: '2026-11-21', endDate: '2026-11-28' }, '2026-11-07') // true  (starts in 14 days)
 * isKeptOffline({ startDate: '2026-11-22', endDate: '2026-11-28' }, '2026-11-07') // false (15 days)
 * isKeptOffline({ startDate: '2026-11-01', endDate: '2026-11-28' }, '2026-11-07') // true  (in progress)
 * isKeptOffline({ startDate: '2026-11-01', endDate: '2026-11-06' }, '2026-11-07') // false (over)
 */
export function isKeptOffline(trip: TripDates, today: string): boolean {
  if (isTripInProgress(trip, today)) return true;
  if (trip.startDate === null || !isUpcomingTrip(trip, today)) return false;
  const last = DateTime.fromISO(today, { zone: 'utc' }).plus({ days: OFFLINE_DAYS_AHEAD }).toFormat('yyyy-MM-dd');
  return trip.startDate >= today && trip.startDate <= last;
}

/**
 * The trips of a list the app keeps readable offline on `today`, in the list's order, each once
 * (a trip may appear in both upcoming tabs' pages).
 *
 * @example
 * tripsKeptOffline([{ uuid: 'a', startDate: '2026-11-08', endDate: null }, { uuid: 'b', startDate: '2027-01-01', endDate: null }], '2026-11-07') // [{ uuid: 'a', ... }]
 */
export function tripsKeptOffline<T extends TripDates & { readonly uuid: string }>(trips: readonly T[], today: string): T[] {
  const seen = new Set<string>();
  return trips.filter((trip) => {
    if (seen.has(trip.uuid) || !isKeptOffline(trip, today)) return false;
    seen.add(trip.uuid);
    return true;
  });
}
