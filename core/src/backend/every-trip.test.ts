import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Trip } from '../domain/trips/trip.js';
import type { TripListRequest, TripPage } from '../ports/trip-store.port.js';
import { everyTripOf } from './every-trip.js';

const trip = (uuid: string) => ({ uuid }) as Trip;

/** A store whose upcoming and past lists are given, cut in pages of the request's size. */
function listing(upcoming: readonly string[], past: readonly string[], asked: TripListRequest[] = []) {
  return {
    asked,
    list: async (r: TripListRequest): Promise<TripPage> => {
      asked.push(r);
      const all = r.past ? past : upcoming;
      const start = (r.pageNum - 1) * r.pageSize;
      return { items: all.slice(start, start + r.pageSize).map(trip), profiles: [], maxPage: Math.max(1, Math.ceil(all.length / r.pageSize)) };
    },
  };
}

describe('everyTripOf', () => {
  it('reads every page of the upcoming and the past trips of the user, all travelers and roles', async () => {
    const upcoming = Array.from({ length: 450 }, (_, i) => `u${i}`);
    const store = listing(upcoming, ['p1', 'p2']);
    const trips = await everyTripOf(store, 'ada', new Date('2026-11-29T23:30:00Z'));
    expect(trips.map((t) => t.uuid)).toEqual([...upcoming, 'p1', 'p2']);
    expect(store.asked.map((r) => [r.past, r.pageNum])).toEqual([
      [false, 1],
      [false, 2],
      [false, 3],
      [true, 1],
    ]);
    expect(store.asked.every((r) => r.userId === 'ada' && r.traveler === 'all' && r.permission === 'all' && r.today === '2026-11-29')).toBe(true);
  });

  it('gives each trip once, whatever the lists and their overlap (property)', async () => {
    const ids = fc.uniqueArray(fc.constantFrom(...Array.from({ length: 30 }, (_, i) => `t${i}`)), { maxLength: 30 });
    await fc.assert(
      fc.asyncProperty(ids, ids, async (upcoming, past) => {
        const trips = (await everyTripOf(listing(upcoming, past), 'ada', new Date())).map((t) => t.uuid);
        expect(new Set(trips).size).toBe(trips.length);
        expect(new Set(trips)).toEqual(new Set([...upcoming, ...past]));
      }),
    );
  });
});
