import { describe, it } from 'vitest';
import fc from 'fast-check';
import { ALL_YEARS, statsForYear, statsYearOptions, type TravelStatsEntry } from './travel-stats.js';

const entryOf = (year: number): fc.Arbitrary<TravelStatsEntry> =>
  fc.record({
    year: fc.constant(year),
    trips: fc.nat(50),
    days: fc.nat(365),
    distanceKm: fc.nat(100_000),
    cities: fc.nat(40),
    countries: fc.nat(20),
    flightCo2: fc.nat(10_000),
  });
const stats = fc.record({
  overview: entryOf(0),
  years: fc.uniqueArray(fc.integer({ min: 2000, max: 2040 }), { maxLength: 8 }).chain((ys) => fc.tuple(...ys.map(entryOf))),
});

describe('travel stats: properties', () => {
  it('year 0 always gives the overview, and any other year an entry of that year', () => {
    fc.assert(
      fc.property(stats, fc.integer({ min: 1990, max: 2050 }), (s, year) => {
        const picked = statsForYear(s, year);
        const listed = s.years.find((e) => e.year === year);
        return statsForYear(s, ALL_YEARS) === s.overview && picked.year === year && (listed === undefined ? picked.trips === 0 : picked === listed);
      }),
    );
  });
  it('the options start with 0 and list each year with stats once, newest first', () => {
    fc.assert(
      fc.property(stats, (s) => {
        const options = statsYearOptions(s);
        const rest = options.slice(1);
        return (
          options[0] === ALL_YEARS &&
          rest.length === s.years.length &&
          s.years.every((e) => rest.includes(e.year)) &&
          rest.every((y, i) => i === 0 || y < (rest[i - 1] ?? Infinity))
        );
      }),
    );
  });
});
