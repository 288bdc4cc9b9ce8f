/**
 * The part of a query after the first comma: "paris, fr", "portland, maine", "london, united kingdom".
 */
import type { CountryNames } from './countries.js';
import { fold } from './fold.js';
import type { CityTable } from './load.js';

/** Whether city `i` satisfies every qualifier of the query. */
export type CityFilter = (city: number) => boolean;

const foldedRegions = new WeakMap<CityTable, { name: string; code: string }[]>();

/**
 * A filter for the folded qualifiers, or undefined when there are none. Each qualifier must
 * match the city's country (code, or the start of a name or alias in any supported language) or
 * its region (the start of its name, or its ISO 3166-2 suffix: "ca", "ny"). Matching is decided
 * once per country and region, so the filter itself is two array reads per qualifier.
 *
 * @example
 * cityFilter(table, countries, ['united states'])?.(sanFrancisco) // true
 */
export function cityFilter(table: CityTable, countries: CountryNames, qualifiers: readonly string[]): CityFilter | undefined {
  if (qualifiers.length === 0) return undefined;
  let regions = foldedRegions.get(table);
  if (regions === undefined) {
    regions = table.regions.map((r) => ({ name: fold(r.name), code: r.isoCode.slice(r.isoCode.indexOf('-') + 1).toLowerCase() }));
    foldedRegions.set(table, regions);
  }
  const tests = qualifiers.map((q) => ({
    country: Uint8Array.from(table.countryCodes, (code) => (countries.matches(code, q) ? 1 : 0)),
    region: Uint8Array.from(regions, (r, i) => (i > 0 && (r.name.startsWith(q) || r.code === q) ? 1 : 0)),
  }));
  const { country, region } = table;
  const [only] = tests;
  if (tests.length === 1 && only !== undefined) {
    return (city) => only.country[country[city] ?? 0] === 1 || only.region[region[city] ?? 0] === 1;
  }
  return (city) => tests.every((t) => t.country[country[city] ?? 0] === 1 || t.region[region[city] ?? 0] === 1);
}
