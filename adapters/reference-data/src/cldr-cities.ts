/**
 * City names in the app's languages from CLDR's exemplar cities (cldr-dates-full, Unicode License
 * v3): the one city CLDR names for each time zone ("Europe/Paris": ja "パリ", es "París").
 * Only the timeZoneNames files of the languages used are read, once, and only the exemplar cities
 * are kept. English labels keep the data's own (GeoNames, Open Travel Data) names.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { lazy } from './lazy.js';

/** The CLDR locales whose city names labels use: es-CO stands for Latin American Spanish. */
export const CITY_NAME_LOCALES = ['fr', 'de', 'ja', 'es', 'es-CO'] as const;
export type CityNameLocale = (typeof CITY_NAME_LOCALES)[number];

/** A city's names in the languages that have one (no entry: the data's English name). */
export type LocalNames = Partial<Readonly<Record<CityNameLocale, string>>>;

/** One time zone's exemplar city: its English name (to match the data) and its other names. */
export interface ExemplarCity {
  /** CLDR's zone id (CLDR keeps old ids: "Asia/Calcutta", "Europe/Kiev"; see canonicalZone). */
  readonly zone: string;
  readonly english: string;
  readonly names: LocalNames;
}

/**
 * The CLDR locale of city names for a BCP 47 tag; undefined for English and unknown languages
 * (their labels keep the data's names). Spanish outside Spain reads the es-CO names (CLDR's
 * Latin American Spanish: "Santiago", not "Santiago de Chile").
 *
 * @example
 * cityNameLocale('ja-JP') // 'ja'
 * cityNameLocale('es-MX') // 'es-CO'
 * cityNameLocale('en-GB') // undefined
 */
export function cityNameLocale(locale: string): CityNameLocale | undefined {
  const [language = '', region = ''] = locale.toLowerCase().split(/[-_]/);
  if (language === 'es') return region === '' || region === 'es' ? 'es' : 'es-CO';
  return language === 'fr' || language === 'de' || language === 'ja' ? language : undefined;
}

/**
 * The name of a city in `locale`, else the data's name.
 *
 * @example
 * localName({ ja: 'パリ' }, 'Paris', 'ja-JP') // 'パリ'
 * localName({ ja: 'パリ' }, 'Paris', 'fr-FR') // 'Paris'
 */
export function localName(names: LocalNames | undefined, dataName: string, locale: string): string {
  const at = cityNameLocale(locale);
  return (at === undefined ? undefined : names?.[at]) ?? dataName;
}

const canonical = new Map<string, string>();

/**
 * The zone's canonical id for comparing zones of different sources; the id itself when unknown.
 * Costs a DateTimeFormat (~0.2 ms) per new zone, hence cached and asked only when ids differ.
 *
 * @example
 * canonicalZone('Asia/Kolkata') === canonicalZone('Asia/Calcutta') // true
 */
export function canonicalZone(zone: string): string {
  let id = canonical.get(zone);
  if (id === undefined) {
    try {
      id = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      id = zone;
    }
    canonical.set(zone, id);
  }
  return id;
}

type ZoneTree = { readonly [key: string]: ZoneTree | string };

/** zone id -> exemplar city of one CLDR locale (only the zones the file names explicitly). */
function readExemplars(locale: string): Map<string, string> {
  const require = createRequire(import.meta.url);
  const file = require.resolve(`cldr-dates-full/main/${locale}/timeZoneNames.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as { main: Record<string, { dates: { timeZoneNames: { zone: ZoneTree } } }> };
  const out = new Map<string, string>();
  const walk = (node: ZoneTree, path: string): void => {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'exemplarCity' && typeof value === 'string') out.set(path, value);
      else if (typeof value === 'object') walk(value, path === '' ? key : `${path}/${key}`);
    }
  };
  walk(json.main[locale]?.dates.timeZoneNames.zone ?? {}, '');
  return out;
}

/** CLDR's English name where en.json has none: the zone id's last part ("Buenos_Aires"). */
const nameFromZoneId = (zone: string): string => (zone.split('/').pop() ?? zone).replace(/_/g, ' ');

/**
 * Every zone with a city name in one of CITY_NAME_LOCALES that differs from its English name,
 * and every zone id the files name, read on first use (six files, ~350 kB of JSON; the parsed
 * files are dropped at once).
 */
const exemplarData = lazy((): { readonly cities: readonly ExemplarCity[]; readonly zoneIds: ReadonlySet<string> } => {
  const english = readExemplars('en');
  const byLocale = CITY_NAME_LOCALES.map((locale) => [locale, readExemplars(locale)] as const);
  const zones = new Set(byLocale.flatMap(([, names]) => [...names.keys()]));
  const out: ExemplarCity[] = [];
  for (const zone of zones) {
    if (zone.startsWith('Etc/')) continue;
    const en = english.get(zone) ?? nameFromZoneId(zone);
    const names: Partial<Record<CityNameLocale, string>> = {};
    for (const [locale, exemplars] of byLocale) {
      const name = exemplars.get(zone);
      if (name !== undefined && name !== en) names[locale] = name;
    }
    if (Object.keys(names).length > 0) out.push({ zone, english: en, names });
  }
  return { cities: out, zoneIds: new Set([...zones, ...english.keys()]) };
});

/**
 * The exemplar cities that have a name in one of CITY_NAME_LOCALES other than their English one.
 *
 * @example
 * exemplarCities().find((c) => c.english === 'Tokyo')?.names.ja // '東京'
 */
export const exemplarCities = (): readonly ExemplarCity[] => exemplarData().cities;

/**
 * Whether CLDR knows this zone id as it is (then another CLDR id is another zone, no Intl needed).
 *
 * @example
 * isCldrZone('Asia/Calcutta') // true
 * isCldrZone('Asia/Kolkata') // false
 */
export const isCldrZone = (zone: string): boolean => exemplarData().zoneIds.has(zone);
