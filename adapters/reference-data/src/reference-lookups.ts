/**
 * The lookups a server needs besides places, over the reference data. Each index is built once per
 * process, on its first use (airports ~0.1-0.2 s, the others a few ms); a server calls `warm()` once
 * it listens so that no request pays for it.
 */
import type {
  Airline, AirlineLookup, Airport, AirportLookup, Country, CountryLookup, PlaceLookup, PlaceSearchOptions, State, StateLookup,
  AddressLookup, TimeZoneLookup,
} from '@waybook/core';
import { OfflineAddressLookup } from './address-lookup.js';
import { AirlineIndex } from './airline-index.js';
import { AirportIndex } from './airport-index.js';
import { CountryIndex } from './country-index.js';
import { lazy } from './lazy.js';
import { StateIndex } from './state-index.js';
import { ReferenceTimeZoneLookup } from './time-zone-lookup.js';

/** The indexes hold fixed data, so one of each serves the whole process, built on first use. */
const SHARED = {
  airports: lazy(() => AirportIndex.load()),
  airlines: lazy(() => AirlineIndex.load()),
  countries: lazy(() => new CountryIndex()),
  states: lazy(() => new StateIndex()),
};

/** Every reference lookup, as the core ports. */
export interface ReferenceLookups {
  readonly airports: AirportLookup;
  readonly airlines: AirlineLookup;
  readonly countries: CountryLookup;
  readonly states: StateLookup;
  readonly addresses: AddressLookup;
  readonly timeZones: TimeZoneLookup;
  /** Builds every index that is not built yet; answers how long that took, in milliseconds. */
  warm(): number;
}

/**
 * The reference lookups, indexes built on first use. Addresses are found through `places`.
 *
 * @example
 * const reference = createReferenceLookups(places); server.listen(port, () => reference.warm());
 */
export function createReferenceLookups(places: PlaceLookup): ReferenceLookups {
  const { airports, airlines, countries, states } = SHARED;
  return {
    airports: {
      search: async (query: string, options: PlaceSearchOptions): Promise<readonly Airport[]> => airports().search(query, options),
      byCode: async (code: string, locale: string): Promise<Airport | undefined> => airports().byCode(code, locale),
    },
    airlines: {
      search: async (query: string, options: PlaceSearchOptions): Promise<readonly Airline[]> => airlines().search(query, options),
      byCode: async (code: string): Promise<Airline | undefined> => airlines().byCode(code),
    },
    countries: {
      search: async (query: string, options: PlaceSearchOptions): Promise<readonly Country[]> => countries().search(query, options),
      byCode: async (code: string, locale: string): Promise<Country | undefined> => countries().byCode(code, locale),
    },
    states: {
      search: async (query: string, options: PlaceSearchOptions): Promise<readonly State[]> => states().search(query, options),
    },
    addresses: new OfflineAddressLookup({ places, countries, states }),
    timeZones: new ReferenceTimeZoneLookup(airports),
    warm: () => {
      const started = performance.now();
      for (const index of [airports, airlines, countries, states]) index();
      return performance.now() - started;
    },
  };
}

/**
 * The process-wide airport index that the lookups share (built on first call): synchronous
 * airport names and zones, e.g. for flight answers.
 *
 * @example
 * sharedAirportIndex().byCode('CDG', 'en-US')?.name // 'Paris Charles de Gaulle Airport'
 */
export function sharedAirportIndex(): AirportIndex {
  return SHARED.airports();
}
