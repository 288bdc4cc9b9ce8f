/**
 * Labels ("City, Region, Country") and finding a city back from a label in any supported language.
 */
import { cityNameLocale, localName, type LocalNames } from './cldr-cities.js';
import { type CountryNames, labelLanguage, SUPPORTED_LOCALES } from './countries.js';
import { fold } from './fold.js';
import type { KeyIndex } from './key-index.js';
import type { CityTable } from './load.js';

/** What a label is made of: the cities, country names and the cities' localised names. */
export interface LabelSource {
  readonly table: CityTable;
  readonly countries: CountryNames;
  readonly localNames: ReadonlyMap<number, LocalNames>;
}

/**
 * The name of city `i` in `locale` where CLDR or city-names.ts has one, else the data's name.
 *
 * @example
 * cityName(source, paris, 'ja-JP') // 'パリ'
 */
export function cityName(source: LabelSource, i: number, locale: string): string {
  return localName(source.localNames.get(i), source.table.names.at(i) ?? '', locale);
}

/**
 * The label of city `i` in `locale`: its name (localised where known), its region where known, its
 * country in the locale's language. Regions have no Japanese names here, so a Japanese label with
 * a Japanese city name leaves the region out rather than mix scripts ("パリ, フランス"); a city
 * without one keeps it, to tell namesakes apart.
 *
 * @example
 * formatLabel(source, paris, 'fr-FR') // 'Paris, Île-de-France, France'
 * formatLabel(source, paris, 'ja-JP') // 'パリ, フランス'
 */
export function formatLabel(source: LabelSource, i: number, locale: string): string {
  const { table, countries } = source;
  const name = cityName(source, i, locale);
  const lang = labelLanguage(locale);
  const localised = cityNameLocale(locale) !== undefined && name !== (table.names.at(i) ?? '');
  const region = lang === 'ja' && localised ? '' : (table.regions[table.region[i] ?? 0]?.name ?? '');
  const country = countries.label(table.countryCodes[table.country[i] ?? 0] ?? '', lang);
  return region === '' ? `${name}, ${country}` : `${name}, ${region}, ${country}`;
}

/** Case-insensitive form: upper-casing first also equates "ß" with "SS". */
const caseless = (text: string): string => text.toUpperCase().toLowerCase();

/**
 * The most populous city whose label in some supported locale equals `label`, ignoring case;
 * -1 if none. The label is split at each comma that leaves a known country name after it, and the
 * text before it (with or without its last part, the region) is looked up as a whole city name
 * (localised names are search keys too). Labels with the data's city name in any language count.
 */
export function findByLabel(source: LabelSource, keys: KeyIndex, label: string): number {
  const { table, countries } = source;
  // Labels stored before cities had localised names ("Tokyo, 日本") still name their city.
  const sources = [source, { ...source, localNames: new Map<number, LocalNames>() }];
  const wanted = caseless(label.trim());
  const parts = wanted.split(',');
  for (let at = parts.length - 1; at >= 1; at--) {
    const codes = countries.codesNamed(fold(parts.slice(at).join(',')));
    if (codes.length === 0) continue;
    const candidates = new Set<number>();
    for (const nameEnd of [at, at - 1]) {
      if (nameEnd < 1) continue;
      for (const city of keys.citiesNamed(fold(parts.slice(0, nameEnd).join(',')))) candidates.add(city);
    }
    // A label written exactly as a city's wins over one that matches only without case ("C.A. Rosetti"
    // and "C.a. Rosetti" are two villages); among equals, the most populous.
    let best = -1;
    let bestExact = false;
    for (const city of candidates) {
      if (bestExact && (table.population[city] ?? 0) <= (table.population[best] ?? 0)) continue;
      if (!codes.includes(table.countryCodes[table.country[city] ?? 0] ?? '')) continue;
      const labels = SUPPORTED_LOCALES.flatMap((locale) => sources.map((from) => formatLabel(from, city, locale)));
      if (!labels.some((l) => caseless(l) === wanted)) continue;
      const exact = labels.includes(label.trim());
      const larger = (table.population[city] ?? 0) > (table.population[best] ?? 0);
      if (best === -1 || (exact && !bestExact) || (exact === bestExact && larger)) {
        best = city;
        bestExact = exact;
      }
    }
    if (best !== -1) return best;
  }
  return -1;
}
