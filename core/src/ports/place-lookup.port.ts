/**
 * A populated place (city, town) from the reference data, as autocomplete offers it.
 *
 * @example
 * const paris: Place = { id: '2988507', label: 'Paris, Île-de-France, France', name: 'Paris',
 *   region: 'Île-de-France', countryCode: 'FR', timeZone: 'Europe/Paris', latitude: 48.85, longitude: 2.35 };
 */
export interface Place {
  readonly id: string;
  /** What the user sees and picks: "City, Region, Country" in the requested language where known. */
  readonly label: string;
  readonly name: string;
  readonly region: string;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
  /** IANA time zone of the place's coordinates. */
  readonly timeZone: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** Options of a place search. */
export interface PlaceSearchOptions {
  /** At most this many results (the API asks for 15). */
  readonly limit: number;
  /** BCP 47 tag for labels, e.g. fr-FR; country names follow it where the data has it. */
  readonly locale: string;
}

/**
 * Looks places up by typed text, id or exact label. Asynchronous, so an index can finish loading
 * after the server starts, and a remote geocoder can stand behind the same port.
 *
 * @example
 * (await lookup.search('san fr', { limit: 15, locale: 'en-US' }))[0]?.name // 'San Francisco'
 */
export interface PlaceLookup {
  search(query: string, options: PlaceSearchOptions): Promise<readonly Place[]>;
  byId(id: string, locale: string): Promise<Place | undefined>;
  /** The place whose label (in any supported locale) equals `label`, ignoring case. */
  byLabel(label: string, locale: string): Promise<Place | undefined>;
}
