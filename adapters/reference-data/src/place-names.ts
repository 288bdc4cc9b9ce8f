/**
 * The place index's names in the user's language: which cities have one (local-names.ts), and
 * search keys for them merged into the sorted keys, so "パリ", "München" or "Tokio" find the city.
 */
import tzLookup from '@photostructure/tz-lookup';
import type { LocalNames } from './cldr-cities.js';
import { fold, wordSuffixes } from './fold.js';
import { sortKeys, type SortedKeys } from './key-index.js';
import type { CityTable } from './load.js';
import { otherNames, placeNames } from './local-names.js';

/** Cities whose whole folded name is `key`, by binary search over the sorted keys. */
function wholeNamed(sorted: SortedKeys, key: string): number[] {
  let lo = 0;
  let hi = sorted.keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted.keys.at(mid) ?? '') < key) lo = mid + 1;
    else hi = mid;
  }
  const out: number[] = [];
  for (let p = lo; p < sorted.keys.length && sorted.keys.at(p) === key; p++) if (sorted.whole[p] === 1) out.push(sorted.cities[p] ?? -1);
  return out;
}

function zoneAt(table: CityTable, city: number): string {
  try {
    return tzLookup(table.latitude[city] ?? 0, table.longitude[city] ?? 0);
  } catch {
    return 'Etc/UTC';
  }
}

/** Two sorted key lists as one (equal keys: `a`'s first). */
function mergeKeys(a: SortedKeys, b: SortedKeys): SortedKeys {
  const n = a.keys.length + b.keys.length;
  const keys = new Array<string>(n);
  const cities = new Int32Array(n);
  const whole = new Uint8Array(n);
  let i = 0;
  let j = 0;
  for (let k = 0; k < n; k++) {
    const fromA = j >= b.keys.length || (i < a.keys.length && (a.keys.at(i) ?? '') <= (b.keys.at(j) ?? ''));
    const src = fromA ? a : b;
    const at = fromA ? i++ : j++;
    keys[k] = src.keys.at(at) ?? '';
    cities[k] = src.cities[at] ?? 0;
    whole[k] = src.whole[at] ?? 0;
  }
  return { keys, cities, whole };
}

/** Search keys for each city's localised names: the whole folded name and its later words. */
function localKeys(table: CityTable, names: ReadonlyMap<number, LocalNames>): SortedKeys {
  const keys: string[] = [];
  const cities: number[] = [];
  const whole: number[] = [];
  for (const [city, local] of names) {
    const own = fold(table.names.at(city) ?? '');
    const seen = new Set<string>([own, ...wordSuffixes(own)]);
    for (const name of otherNames(local, table.names.at(city) ?? '')) {
      const key = fold(name);
      for (const [k, isWhole] of [[key, 1], ...wordSuffixes(key).map((s) => [s, 0] as const)] as const) {
        if (k === '' || seen.has(k)) continue;
        seen.add(k);
        keys.push(k);
        cities.push(city);
        whole.push(isWhole);
      }
    }
  }
  return sortKeys(keys, cities, whole);
}

/**
 * The cities' localised names and the sorted keys with their search keys added.
 *
 * @example
 * const { keys, localNames } = withLocalNames(table, buildKeys(table.names));
 */
export function withLocalNames(table: CityTable, sorted: SortedKeys): { keys: SortedKeys; localNames: Map<number, LocalNames> } {
  const localNames = placeNames({
    named: (folded) => wholeNamed(sorted, folded),
    country: (city) => table.countryCodes[table.country[city] ?? 0] ?? '',
    zone: (city) => zoneAt(table, city),
    population: (city) => table.population[city] ?? 0,
  });
  return { keys: mergeKeys(sorted, localKeys(table, localNames)), localNames };
}
