import type { PlaceSearchOptions } from './place-lookup.port.js';

/**
 * A state, province or region: an ISO 3166-2 subdivision.
 *
 * @example
 * const ca: State = { code: 'US-CA', shortCode: 'CA', name: 'California', countryCode: 'US',
 *   label: 'California, United States' };
 */
export interface State {
  /** The full ISO 3166-2 code, e.g. 'US-CA'. */
  readonly code: string;
  /** The part after the hyphen, e.g. 'CA'. */
  readonly shortCode: string;
  /** The subdivision's name (in the requested language where the data has it, else as ISO gives it). */
  readonly name: string;
  /** ISO 3166-1 alpha-2 of its country. */
  readonly countryCode: string;
  /** "Name, Country", the country in the requested language. */
  readonly label: string;
}

/**
 * Looks states, provinces and regions up by name or code ("calif", "CA", "US-CA", "bayern, de").
 *
 * @example
 * (await states.search('calif', { limit: 15, locale: 'en-US' }))[0]?.code // 'US-CA'
 */
export interface StateLookup {
  search(query: string, options: PlaceSearchOptions): Promise<readonly State[]>;
}
