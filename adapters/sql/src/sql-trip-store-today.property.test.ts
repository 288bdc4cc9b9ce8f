import { EMPTY_TRIP, isPastTrip, todayInZone, type TripListRequest } from '@waybook/core';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, truncateAll } from './database.js';
import { SqlTripStore } from './sql-trip-store.js';

// One in-memory PGlite for the file (creating one takes seconds); tables are emptied per run.
const open = await openDatabase({ databaseUrl: process.env['TEST_DATABASE_URL'], dataDir: 'memory://' });
afterAll(() => open.close());
const store = new SqlTripStore(open.db);

const DAY = 86_400_000;
const FIRST = Date.UTC(2026, 0, 1);
const isoDay = (n: number) => new Date(FIRST + n * DAY).toISOString().slice(0, 10);
// Trips around a few weeks, so that "today" falls before, inside and after them.
const tripDates = fc
  .tuple(fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }), fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }), fc.boolean())
  .map(([start, length, endOnly]) => {
    if (start === null) return { startDate: null, endDate: null };
    if (endOnly) return { startDate: null, endDate: isoDay(start) };
    return { startDate: isoDay(start), endDate: length === null ? null : isoDay(start + length) };
  });
const now = fc.integer({ min: FIRST - 2 * DAY, max: FIRST + 52 * DAY }).map((t) => new Date(t));
const zone = fc.constantFrom('UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kathmandu', 'Europe/Paris');

async function allPages(request: Omit<TripListRequest, 'pageNum'>): Promise<{ uuids: string[]; maxPages: number[] }> {
  const uuids: string[] = [];
  const maxPages: number[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await store.list({ ...request, pageNum });
    maxPages.push(page.maxPage);
    uuids.push(...page.items.map((t) => t.uuid));
    if (pageNum >= page.maxPage) break;
  }
  return { uuids, maxPages };
}

describe('trip list on PGlite: SQL agrees with the core rule of "today"', () => {
  it("lists as past exactly the trips core calls past for the user's today, and max_page counts them", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(tripDates, { maxLength: 12 }), now, zone, fc.integer({ min: 1, max: 4 }), async (dates, instant, z, pageSize) => {
        await truncateAll(open.db);
        await sql`insert into users (id, profile_ref, password_hash) values ('u1', 'p1', 'x')`.execute(open.db);
        const trips = dates.map((d, i) => ({ ...EMPTY_TRIP, uuid: `t${i}`, displayName: `Trip ${i}`, ...d }));
        for (const trip of trips) await store.create('u1', trip);
        const today = todayInZone(instant, z);
        const request = { userId: 'u1', today, traveler: 'all', permission: 'all', order: { byDate: true, direction: 'ascending' }, pageSize } as const;
        for (const past of [true, false]) {
          const { uuids, maxPages } = await allPages({ ...request, past });
          const expected = trips.filter((t) => isPastTrip(t, today) === past).map((t) => t.uuid);
          expect(new Set(uuids)).toEqual(new Set(expected));
          expect(uuids).toHaveLength(expected.length);
          expect(new Set(maxPages)).toEqual(new Set([Math.max(1, Math.ceil(expected.length / pageSize))]));
          const beyond = await store.list({ ...request, past, pageNum: maxPages[0]! + 1 });
          expect(beyond.items).toEqual([]);
          expect(beyond.maxPage).toBe(maxPages[0]);
        }
      }),
      { numRuns: 50 },
    );
  }, 120_000);
});
