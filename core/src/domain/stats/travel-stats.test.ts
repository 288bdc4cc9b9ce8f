import { describe, expect, it } from 'vitest';
import { ALL_YEARS, isAllYears, statsForYear, statsYearMessage, statsYearOptions, type TravelStats, type TravelStatsEntry } from './travel-stats.js';

const entry: TravelStatsEntry = { year: 2025, trips: 6, days: 31, distanceKm: 24870.5, cities: 9, countries: 4, flightCo2: 2310.46 };
const stats: TravelStats = {
  overview: { year: 0, trips: 10, days: 50, distanceKm: 40000, cities: 15, countries: 7, flightCo2: 4000 },
  years: [{ ...entry, year: 2024 }, entry, { ...entry, year: 2026, trips: 1 }],
};

describe('travel stats years ("Year 0 in travel stats: all years")', () => {
  it('year 0 means all years', () => {
    expect(ALL_YEARS).toBe(0);
    expect(isAllYears(0)).toBe(true);
    expect(isAllYears(2025)).toBe(false);
  });
  it('"selectable per year or all time": 0 shows the overview, a year its entry', () => {
    expect(statsForYear(stats, 0)).toBe(stats.overview);
    expect(statsForYear(stats, 2025)).toBe(entry);
    expect(statsForYear(stats, 1990)).toEqual({ year: 1990, trips: 0, days: 0, distanceKm: 0, cities: 0, countries: 0, flightCo2: 0 });
  });
  it('offers all years first, then each year newest first', () => {
    expect(statsYearOptions(stats)).toEqual([0, 2026, 2025, 2024]);
    expect(statsYearOptions({ years: [] })).toEqual([0]);
    expect(statsYearOptions({ years: [entry, entry, { ...entry, year: 0 }] })).toEqual([0, 2025]);
  });
  it('labels the choices', () => {
    expect(statsYearMessage(0)).toEqual({ key: 'stats:year.all' });
    expect(statsYearMessage(2025)).toEqual({ key: 'stats:year.one', values: { year: 2025 } });
  });
});
