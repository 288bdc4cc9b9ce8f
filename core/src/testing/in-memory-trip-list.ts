import { compareTrips as compareTripDates } from '../domain/trips/trip-sort.js';
import type { Trip } from '../domain/trips/trip.js';
import type { TripListRequest } from '../ports/trip-store.port.js';
import type { MemoryParticipant } from './in-memory-tables.js';

/**
 * Whether a trip belongs in a list for the participant row `me`, as the SQL store filters: past
 * trips ended before `today`, upcoming ones end on or after it or have no end; the traveler and
 * permission filters read the caller's own participant row.
 *
 * @example
 * matchesTripList({ ...EMPTY_TRIP, endDate: '2026-11-20' }, me, { ...request, today: '2026-11-21', past: true }) // true
 */
export function matchesTripList(trip: Trip, me: MemoryParticipant, q: TripListRequest): boolean {
  const ended = trip.endDate !== null && trip.endDate < q.today;
  if (ended !== q.past) return false;
  if (q.traveler !== 'all' && me.isTraveler !== (q.traveler === 'traveler')) return false;
  return q.permission === 'all' || me.isOwner === (q.permission === 'own');
}

/**
 * The order of a trip list as the SQL store sorts it: by start then end date (undated last) or
 * most recently changed first, then by creation and uuid.
 *
 * @example
 * rows.sort((a, b) => compareTripRows(a, b, { byDate: false }))
 */
export function compareTripRows(
  a: { readonly trip: Trip; readonly seq: number },
  b: { readonly trip: Trip; readonly seq: number },
  order: TripListRequest['order'],
): number {
  const first = order.byDate ? compareTripDates(a.trip, b.trip, order.direction) : compareDescending(a.trip.lastModified, b.trip.lastModified);
  return first || a.seq - b.seq || (a.trip.uuid < b.trip.uuid ? -1 : a.trip.uuid > b.trip.uuid ? 1 : 0);
}

function compareDescending(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}
