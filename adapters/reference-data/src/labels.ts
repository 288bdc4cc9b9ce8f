/**
 * Labels ("City, Region, Country") and finding a city back from a label in any supported language.
 */
import { type CountryNames, LABEL_LANGUAGES, type LabelLanguage } from './countries.js';
import { fold } from './fold.js';
import type { KeyIndex } from './key-index.js';
import type { CityTable } from './load.js';

/**
 * The label of city `i`: its name as in the data, its region where known, its country in `lang`.
 *
 * @example
 * formatLabel(table, countries, paris, 'fr') // 'Paris, Île-de-France, France'
 */
export function formatLabel(table: CityTable, countries: CountryNames, i: number, lang: LabelLanguage): string {
  const name = table.names[i] ?? '';
  const region = table.regions[table.region[i] ?? 0]?.name ?? '';
  const country = countries.label(table.countryCodes[table.country[i] ?? 0] ?? '', lang);
  return region === '' ? `${name}, ${country}` : `${name}, ${region}, ${country}`;
}

/** Case-insensitive form: upper-casing first also equates "ß" with "SS". */
const caseless = (text: string): string => text.toUpperCase().toLowerCase();

/**
 * The most populous city whose label in some supported language equals `label`, ignoring case;
 * -1 if none. The label is split at each comma that leaves a known country name after it, and the
 * text before it (with or without its last part, the region) is looked up as a whole city name.
 */
export function findByLabel(table: CityTable, countries: CountryNames, keys: KeyIndex, label: string): number {
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
    let best = -1;
    for (const city of candidates) {
      if (best !== -1 && (table.population[city] ?? 0) <= (table.population[best] ?? 0)) continue;
      if (!codes.includes(table.countryCodes[table.country[city] ?? 0] ?? '')) continue;
      const same = LABEL_LANGUAGES.some((lang) => caseless(formatLabel(table, countries, city, lang)) === wanted);
      if (same) best = city;
    }
    if (best !== -1) return best;
  }
  return -1;
}
