import { statsMessage, type StatsMessage } from './message-keys.js';

/**
 * The year that means all years in travel stats (part 3 section 2: "year 0 means all years").
 *
 * @example
 * isAllYears(ALL_YEARS) // true
 */
export const ALL_YEARS = 0;

/**
 * One line of travel stats: a year (0 for the all-time overview) with its counts, the distance
 * in kilometres and the flight CO2 emissions.
 *
 * @example
 * const e: TravelStatsEntry = { year: 2025, trips: 6, days: 31, distanceKm: 24870.5, cities: 9, countries: 4, flightCo2: 2310.46 };
 */
export interface TravelStatsEntry {
  readonly year: number;
  readonly trips: number;
  readonly days: number;
  readonly distanceKm: number;
  readonly cities: number;
  readonly countries: number;
  readonly flightCo2: number;
}

/**
 * The travel stats of a user: the all-time overview and one entry per year.
 *
 * @example
 * const s: TravelStats = { overview: { ...entry, year: 0 }, years: [entry] };
 */
export interface TravelStats {
  readonly overview: TravelStatsEntry;
  readonly years: readonly TravelStatsEntry[];
}

/**
 * Whether a selected year means all years.
 *
 * @example
 * isAllYears(0)    // true
 * isAllYears(2025) // false
 */
export function isAllYears(year: number): boolean {
  return year === ALL_YEARS;
}

/**
 * The entry to show for a selected year: the overview for 0, else that year's entry. Choice: a
 * year without an entry had no travel, so it gets an entry of zeros rather than nothing.
 *
 * @example
 * statsForYear(stats, 0).year    // 0 (the overview)
 * statsForYear(stats, 2025).trips // 6
 * statsForYear(stats, 1990).trips // 0
 */
export function statsForYear(stats: TravelStats, year: number): TravelStatsEntry {
  if (isAllYears(year)) return stats.overview;
  return stats.years.find((e) => e.year === year) ?? { year, trips: 0, days: 0, distanceKm: 0, cities: 0, countries: 0, flightCo2: 0 };
}

/**
 * The years offered by the year selector: 0 (all years) first, then each year with stats,
 * newest first, without duplicates.
 *
 * @example
 * statsYearOptions({ overview, years: [{ ...e, year: 2024 }, { ...e, year: 2026 }] }) // [0, 2026, 2024]
 */
export function statsYearOptions(stats: Pick<TravelStats, 'years'>): readonly number[] {
  const years = [...new Set(stats.years.map((e) => e.year).filter((y) => !isAllYears(y)))].sort((a, b) => b - a);
  return [ALL_YEARS, ...years];
}

/**
 * The label of a year choice: 'stats:year.all' for 0, else 'stats:year.one' with the year.
 *
 * @example
 * statsYearMessage(0)    // { key: 'stats:year.all' }
 * statsYearMessage(2025) // { key: 'stats:year.one', values: { year: 2025 } }
 */
export function statsYearMessage(year: number): StatsMessage {
  return isAllYears(year) ? statsMessage('stats:year.all') : statsMessage('stats:year.one', { year });
}
