import type { PlaceSearchOptions } from './place-lookup.port.js';

/**
 * An operating airline from the reference data, as autocomplete offers it.
 *
 * @example
 * const sas: Airline = { code: 'SK', icaoCode: 'SAS', name: 'SAS', label: 'SAS (SK)', countryCode: 'SE' };
 */
export interface Airline {
  /** IATA designator, two characters. */
  readonly code: string;
  /** ICAO designator, three letters, or '' when unknown. */
  readonly icaoCode: string;
  readonly name: string;
  /** "Name (CODE)". */
  readonly label: string;
  /** ISO 3166-1 alpha-2 of the airline's country, or '' when unknown. */
  readonly countryCode: string;
}

/**
 * Looks airlines up by IATA or ICAO code or by name.
 *
 * @example
 * (await airlines.search('SK', { limit: 15, locale: 'en-US' }))[0]?.label // 'SAS (SK)'
 */
export interface AirlineLookup {
  search(query: string, options: PlaceSearchOptions): Promise<readonly Airline[]>;
  /** The operating airline with this IATA designator (any case), if any. */
  byCode(code: string): Promise<Airline | undefined>;
}
