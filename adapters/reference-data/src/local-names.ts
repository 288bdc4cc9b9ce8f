/**
 * Which cities of the data get a name in the user's language, and which one. A city takes the
 * names of a CLDR exemplar city (cldr-cities.ts) when it lies in that time zone and its folded
 * name is the exemplar's English name, or that name followed by "City" ("New York City" is CLDR's
 * "New York", "Kuwait City" its "Kuwait"); or the names of a CITY_NAMES entry of its country whose
 * data spelling it has. In the place index only the most populous such city takes them (a village
 * called Berlin near Berlin keeps its name); airports take them by their city.
 */
import { canonicalZone, CITY_NAME_LOCALES, exemplarCities, isCldrZone, type LocalNames } from './cldr-cities.js';
import { CITY_NAMES } from './city-names.js';
import { fold } from './fold.js';
import { lazy } from './lazy.js';

interface Rules {
  /** CLDR zone id -> names. */
  readonly zones: Map<string, LocalNames>;
  /** Country code -> names. */
  readonly countries: Map<string, LocalNames>;
}

const withSpanishVariant = (names: Partial<Record<string, string>>): LocalNames => (names['es'] === undefined ? names : { 'es-CO': names['es'], ...names });

/** Folded English name -> the rules that give it names, built on first use. */
export const nameRules = lazy((): ReadonlyMap<string, Rules> => {
  const rules = new Map<string, Rules>();
  const at = (key: string): Rules => {
    let r = rules.get(key);
    if (r === undefined) rules.set(key, (r = { zones: new Map(), countries: new Map() }));
    return r;
  };
  for (const city of exemplarCities()) {
    const key = fold(city.english);
    for (const k of [key, `${key} city`]) at(k).zones.set(city.zone, city.names);
  }
  for (const entry of CITY_NAMES) {
    const names = withSpanishVariant(entry.names);
    for (const spelling of entry.data) at(fold(spelling)).countries.set(entry.country, names);
  }
  return rules;
});

/**
 * The names of a place named `folded` (already folded) in `country`, whose zone `zone()` gives
 * (asked only when the name matches a time zone's city); undefined when it has none.
 *
 * @example
 * namesOf('paris', 'FR', () => 'Europe/Paris')?.ja // 'パリ'
 * namesOf('munich', 'DE', () => 'Europe/Berlin')?.de // 'München'
 */
export function namesOf(folded: string, country: string, zone: () => string): LocalNames | undefined {
  const rules = nameRules().get(folded);
  if (rules === undefined) return undefined;
  const byCountry = rules.countries.get(country);
  return (rules.zones.size === 0 ? undefined : inZone(rules.zones, zone())) ?? byCountry;
}

/**
 * The names of `zone`: the same id, or for an id CLDR does not use ("Asia/Kolkata") the one Intl
 * deems the same ("Asia/Calcutta").
 */
function inZone(zones: ReadonlyMap<string, LocalNames>, zone: string): LocalNames | undefined {
  const same = zones.get(zone);
  if (same !== undefined || isCldrZone(zone)) return same;
  const wanted = canonicalZone(zone);
  for (const [id, names] of zones) if (canonicalZone(id) === wanted) return names;
  return undefined;
}

/** What the place index needs to know of its cities to name them. */
export interface NamedCities {
  /** Cities whose whole folded name is `folded`. */
  named(folded: string): readonly number[];
  country(city: number): string;
  zone(city: number): string;
  population(city: number): number;
}

/**
 * City -> its names, for the most populous city each rule matches.
 *
 * @example
 * placeNames(cities).get(paris)?.ja // 'パリ'
 */
export function placeNames(cities: NamedCities): Map<number, LocalNames> {
  const out = new Map<number, LocalNames>();
  for (const folded of nameRules().keys()) {
    const best = new Map<LocalNames, number>();
    for (const city of cities.named(folded)) {
      const names = namesOf(folded, cities.country(city), () => cities.zone(city));
      if (names === undefined) continue;
      const held = best.get(names);
      if (held === undefined || cities.population(city) > cities.population(held)) best.set(names, city);
    }
    for (const [names, city] of best) out.set(city, { ...out.get(city), ...names });
  }
  return out;
}

/**
 * The distinct names other than `dataName` (search keys for the localised names).
 *
 * @example
 * otherNames({ de: 'Tokio', es: 'Tokio', ja: '東京' }, 'Tokyo') // ['Tokio', '東京']
 */
export function otherNames(names: LocalNames, dataName: string): string[] {
  const out = new Set<string>();
  for (const locale of CITY_NAME_LOCALES) {
    const name = names[locale];
    if (name !== undefined && name !== dataName) out.add(name);
  }
  return [...out];
}
