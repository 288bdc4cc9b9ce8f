import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { travelStatsFromWire, travelStatsToWire, travelStatsWire } from './travel-stats-wire.js';

const entry = { year: 2026, trips: '3', days: 12, distance_km: '5400.5', cities: 4, countries: 2, flight_co2: 812.3 };

describe('travel stats wire (part 3 section 3)', () => {
  it('reads an overview plus a yearly list, numbers given as text or numbers', () => {
    const stats = travelStatsFromWire(travelStatsWire.parse({ Overview: { ...entry, year: 7 }, Years: [entry], extra: 'ignored' }));
    expect(stats.overview).toEqual({ year: 0, trips: 3, days: 12, distanceKm: 5400.5, cities: 4, countries: 2, flightCo2: 812.3 });
    expect(stats.years).toHaveLength(1);
    expect(travelStatsFromWire(travelStatsWire.parse({ Overview: entry })).years).toEqual([]);
  });

  it('names the failing field', () => {
    const r = travelStatsWire.safeParse({ Overview: { ...entry, days: 'many' } });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['Overview', 'days']);
  });

  it('round-trips through JSON', () => {
    const num = fc.double({ min: 0, max: 1e6, noNaN: true }).map((n) => Math.round(n * 10) / 10);
    const e = fc.record({
      year: fc.integer({ min: 1950, max: 2100 }),
      trips: fc.nat(500),
      days: fc.nat(5000),
      distanceKm: num,
      cities: fc.nat(900),
      countries: fc.nat(200),
      flightCo2: num,
    });
    fc.assert(
      fc.property(e, fc.array(e, { maxLength: 5 }), (overview, years) => {
        const stats = { overview: { ...overview, year: 0 }, years };
        const back = travelStatsFromWire(travelStatsWire.parse(JSON.parse(JSON.stringify(travelStatsToWire(stats)))));
        expect(back).toEqual(stats);
      }),
    );
  });
});
