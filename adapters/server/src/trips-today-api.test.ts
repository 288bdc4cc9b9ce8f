import { isTripInProgress, todayInZone } from '@waybook/core';
import { tripFromWire, tripWireSchema } from '@waybook/core/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
type WireTrip = Record<string, unknown> & { uuid: string; display_name: string };

let h: Harness;
let c: TestClient;
beforeEach(async () => {
  h = await startHarness();
  c = h.client();
});
// The clock is set before signing up: a jump of hours would end the session.
const at = async (instant: string) => {
  h.clock.set(new Date(instant));
  await h.signUp(c, 'ada@example.com');
};

const create = async (trip: Record<string, unknown>): Promise<void> => {
  expect((await c.json('/api/v2/create/trip', { Trip: trip })).status).toBe(200);
};
const listed = async (past: boolean, zone?: string): Promise<WireTrip[]> => {
  const headers: Record<string, string> = zone === undefined ? {} : { 'X-Waybook-Time-Zone': zone };
  const res = await c.request(`/api/v2/list/trip?past=${String(past)}&should_sort_trips_by_date=true`, { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { Trip: WireTrip[] }).Trip;
};
const names = (trips: readonly WireTrip[]) => trips.map((t) => t.display_name);
// What the app's trip card shows: the same core rule, with today read in the same zone.
const badge = (trip: WireTrip, zone: string) => isTripInProgress(tripFromWire(tripWireSchema.parse(trip)), todayInZone(h.clock.now(), zone));

describe('GET v2/list/trip reads "today" in the user\'s time zone', () => {
  it('a trip ending today in Los Angeles but yesterday in UTC is upcoming there, and its card says in progress', async () => {
    await at('2026-11-22T03:00:00Z'); // 19:00 on 21 November in Los Angeles
    await create({ display_name: 'Yosemite', start_date: '2026-11-19', end_date: '2026-11-21' });
    const upcoming = await listed(false, 'America/Los_Angeles');
    expect(names(upcoming)).toEqual(['Yosemite']);
    expect(names(await listed(true, 'America/Los_Angeles'))).toEqual([]);
    expect(badge(upcoming[0]!, 'America/Los_Angeles')).toBe(true);
    // Without a zone the server reads today in UTC (the documented default): already past.
    expect(names(await listed(true))).toEqual(['Yosemite']);
  });

  it('in Tokyo a trip that ended yesterday is past though UTC still says today, and one starting today is in progress', async () => {
    await at('2026-11-21T16:00:00Z'); // 01:00 on 22 November in Tokyo
    await create({ display_name: 'Osaka', start_date: '2026-11-18', end_date: '2026-11-21' });
    await create({ display_name: 'Kyoto', start_date: '2026-11-22', end_date: '2026-11-24' });
    expect(names(await listed(true, 'Asia/Tokyo'))).toEqual(['Osaka']);
    const upcoming = await listed(false, 'Asia/Tokyo');
    expect(names(upcoming)).toEqual(['Kyoto']);
    expect(badge(upcoming[0]!, 'Asia/Tokyo')).toBe(true);
    expect(badge(upcoming[0]!, 'UTC')).toBe(false);
    expect(names(await listed(false, 'UTC'))).toEqual(['Osaka', 'Kyoto']);
  });

  it('reads an unknown zone as UTC', async () => {
    await at('2026-11-21T16:00:00Z');
    await create({ display_name: 'Osaka', start_date: '2026-11-18', end_date: '2026-11-21' });
    expect(names(await listed(false, 'Mars/Olympus'))).toEqual(['Osaka']);
  });
});
