import { z } from 'zod';
import { ALL_YEARS, type TravelStats, type TravelStatsEntry } from '../../domain/stats/travel-stats.js';
import { wireNumber } from '../wire.js';

/**
 * One travel-stats entry on the wire (part 3 section 3: year, trips, days, distance in kilometres,
 * cities, countries, flight CO2). The spec names the fields, not their keys: these snake_case keys
 * are Waybook's choice. Numbers may arrive as numeric text.
 *
 * @example
 * travelStatsEntryWire.parse({ year: 2026, trips: '3', days: 12, distance_km: 5400.5, cities: 4, countries: 2, flight_co2: 812.3 })
 */
export const travelStatsEntryWire = z.object({
  year: wireNumber,
  trips: wireNumber,
  days: wireNumber,
  distance_km: wireNumber,
  cities: wireNumber,
  countries: wireNumber,
  flight_co2: wireNumber,
});

/** The GET v2/travelStats answer: the all-time overview (year 0) and one entry per year. */
export const travelStatsWire = z.object({
  Overview: travelStatsEntryWire,
  Years: z.array(travelStatsEntryWire).default([]),
});

/** A travel-stats answer as the wire carries it. */
export type TravelStatsWire = z.input<typeof travelStatsWire>;

const entryFromWire = (w: z.output<typeof travelStatsEntryWire>): TravelStatsEntry => ({
  year: w.year,
  trips: w.trips,
  days: w.days,
  distanceKm: w.distance_km,
  cities: w.cities,
  countries: w.countries,
  flightCo2: w.flight_co2,
});

const entryToWire = (e: TravelStatsEntry): z.input<typeof travelStatsEntryWire> => ({
  year: e.year,
  trips: e.trips,
  days: e.days,
  distance_km: e.distanceKm,
  cities: e.cities,
  countries: e.countries,
  flight_co2: e.flightCo2,
});

/**
 * Wire travel stats to domain; the overview always reads as year 0 (all years).
 *
 * @example
 * travelStatsFromWire(travelStatsWire.parse(json)).overview.year // 0
 */
export function travelStatsFromWire(w: z.output<typeof travelStatsWire>): TravelStats {
  return { overview: { ...entryFromWire(w.Overview), year: ALL_YEARS }, years: w.Years.map(entryFromWire) };
}

/**
 * Domain travel stats to wire.
 *
 * @example
 * travelStatsToWire(stats).Overview.year // 0
 */
export function travelStatsToWire(s: TravelStats): TravelStatsWire {
  return { Overview: entryToWire({ ...s.overview, year: ALL_YEARS }), Years: s.years.map(entryToWire) };
}
