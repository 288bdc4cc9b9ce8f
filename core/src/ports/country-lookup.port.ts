import type { PlaceSearchOptions } from './place-lookup.port.js';

/**
 * A country (ISO 3166-1), named in the requested language where the data has it.
 *
 * @example
 * const de: Country = { code: 'DE', alpha3: 'DEU', label: 'Allemagne' };
 */
export interface Country {
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  /** ISO 3166-1 alpha-3. */
  readonly alpha3: string;
  /** The country's short name in the requested language (English where that language is missing). */
  readonly label: string;
}

/**
 * Looks countries up by code or by name in any supported language.
 *
 * @example
 * (await countries.search('allem', { limit: 15, locale: 'fr-FR' }))[0]?.code // 'DE'
 */
export interface CountryLookup {
  search(query: string, options: PlaceSearchOptions): Promise<readonly Country[]>;
  /** The country with this alpha-2 or alpha-3 code (any case). */
  byCode(code: string, locale: string): Promise<Country | undefined>;
}
