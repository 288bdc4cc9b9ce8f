import { ok } from '@waybook/core';
import { vi } from 'vitest';

const AIRPORTS: readonly (readonly [string, string, number, number])[] = [
  ['OSL', 'Oslo', 60.19, 11.1],
  ['CPH', 'Copenhagen', 55.62, 12.65],
  ['EWR', 'Newark', 40.69, -74.17],
  ['LHR', 'London', 51.47, -0.45],
  ['LYS', 'Lyon', 45.72, 5.08],
];

/** A lookup double whose `airports` answers the fixtures' airports by code (spied). */
export function fakeAirportLookup() {
  return {
    airports: vi.fn(async (query: string) =>
      ok(
        AIRPORTS.filter(([code]) => code === query.toUpperCase()).map(([code, city, latitude, longitude]) => ({
          id: code,
          label: `${city} (${code})`,
          code,
          name: `${city} Airport`,
          city,
          countryCode: '',
          timeZone: '',
          latitude,
          longitude,
        })),
      ),
    ),
  };
}
