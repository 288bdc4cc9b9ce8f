import type { PlaceSearchOptions } from './place-lookup.port.js';

/**
 * An airport from the reference data, as autocomplete offers it.
 *
 * @example
 * const sfo: Airport = { code: 'SFO', label: 'San Francisco International Airport (SFO), San Francisco, United States',
 *   name: 'San Francisco International Airport', city: 'San Francisco', countryCode: 'US',
 *   timeZone: 'America/Los_Angeles', latitude: 37.618972, longitude: -122.374889 };
 */
export interface Airport {
  /** IATA location code, three letters. */
  readonly code: string;
  /** "Name (CODE), City, Country", the country in the requested language where known. */
  readonly label: string;
  readonly name: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
  /** IANA time zone of the airport. */
  readonly timeZone: string;
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * Looks airports up by IATA code, name or city. Asynchronous so that an index can load after the
 * server starts.
 *
 * @example
 * (await airports.search('heathrow', { limit: 15, locale: 'en-US' }))[0]?.code // 'LHR'
 */
export interface AirportLookup {
  search(query: string, options: PlaceSearchOptions): Promise<readonly Airport[]>;
  /** The airport with this IATA code (any case), if the data has it. */
  byCode(code: string, locale: string): Promise<Airport | undefined>;
}
