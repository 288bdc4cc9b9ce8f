/**
 * The lookups a server needs besides places, over the reference data. Each index is built once per
 * process, on its first use (airports ~0.15 s, airlines and states ~0.05 s each, countries a few
 * ms); a server calls `warm()` once it listens so that no request pays for it.
 */
import type {
  Airline,
  AirlineLookup,
  Airport,
  AirportLookup,
  Country,
  CountryLookup,
  PlaceLookup,
  PlaceSearchOptions,
  State,
  StateLookup,
  AddressLookup,
  TimeZoneLookup,
} from '@waybook/core';
import { OfflineAddressLookup } from './address-lookup.js';
import { SHARED } from './shared-indexes.js';
import { ReferenceTimeZoneLookup } from './time-zone-lookup.js';

/** Every reference lookup, as the core ports. */
export interface ReferenceLookups {
  readonly airports: AirportLookup;
  readonly airlines: AirlineLookup;
  readonly countries: CountryLookup;
  readonly states: StateLookup;
  readonly addresses: AddressLookup;
  readonly timeZones: TimeZoneLookup;
  /**
   * Builds every index that is not built yet, one per turn of the event loop so that requests in
   * between are served; answers the milliseconds spent building.
   */
  warm(): Promise<number>;
}

/**
 * The reference lookups, indexes built on first use. Addresses are found through `places`.
 *
 * @example
 * const reference = createReferenceLookups(places); server.listen(port, () => void reference.warm());
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
    warm: async () => {
      let spent = 0;
      for (const index of [airports, airlines, countries, states]) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        const started = performance.now();
        index();
        spent += performance.now() - started;
      }
      return spent;
    },
  };
}
