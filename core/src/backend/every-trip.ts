import type { Trip } from '../domain/trips/trip.js';
import type { TripStore } from '../ports/trip-store.port.js';

const PAGE_SIZE = 200;

/**
 * Every trip `userId` takes part in (their own and shared ones, upcoming then past), each once,
 * read page by page from the store: what the calendar feed and the data export go through.
 *
 * @example
 * const trips = await everyTripOf(store, 'u1', clock.now()); // [Trip, Trip, ...]
 */
export async function everyTripOf(trips: Pick<TripStore, 'list'>, userId: string, now: Date): Promise<Trip[]> {
  const seen = new Map<string, Trip>();
  // Upcoming and past split on a day; whichever day it is, the two lists together hold every trip.
  const today = now.toISOString().slice(0, 10);
  for (const past of [false, true]) {
    for (let pageNum = 1; ; pageNum += 1) {
      const page = await trips.list({
        userId,
        today,
        past,
        traveler: 'all',
        permission: 'all',
        order: { byDate: true, direction: 'ascending' },
        pageNum,
        pageSize: PAGE_SIZE,
      });
      for (const trip of page.items) if (!seen.has(trip.uuid)) seen.set(trip.uuid, trip);
      if (pageNum >= page.maxPage) break;
    }
  }
  return [...seen.values()];
}
