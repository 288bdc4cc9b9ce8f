// Names in the user's language over the real data: CLDR exemplar cities, city-names.ts, fallbacks.
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalZone, cityNameLocale, exemplarCities, localName } from './cldr-cities.js';
import { CITY_NAMES } from './city-names.js';
import { CountryIndex } from './country-index.js';
import { SUPPORTED_LOCALES } from './countries.js';
import { namesOf } from './local-names.js';
import { createPlaceIndex, type PlaceIndex } from './place-index.js';

const loading = createPlaceIndex();
let index: PlaceIndex;
beforeAll(async () => {
  index = await loading;
});

const first = (query: string, locale: string): string | undefined => index.search(query, { limit: 1, locale })[0]?.label;

describe('place labels in the user language', () => {
  it.each([
    ['paris', 'ja-JP', 'パリ, フランス'],
    ['paris', 'fr-FR', 'Paris, Île-de-France, France'],
    ['paris', 'de-DE', 'Paris, Île-de-France, Frankreich'],
    ['paris', 'es-CO', 'París, Île-de-France, Francia'],
    ['paris', 'en-GB', 'Paris, Île-de-France, France'],
    ['tokyo', 'ja-JP', '東京, 日本'],
    ['tokyo', 'fr-FR', 'Tokyo, Japon'],
    ['tokyo', 'de-DE', 'Tokio, Japan'],
    ['tokyo', 'es-CO', 'Tokio, Japón'],
    ['tokyo', 'en-GB', 'Tokyo, Japan'],
    ['new york', 'ja-JP', 'ニューヨーク, アメリカ合衆国'],
    // CLDR's French and German use the zone's own name: the data's name stays.
    ['new york', 'fr-FR', 'New York City, New York, États-Unis'],
    ['new york', 'de-DE', 'New York City, New York, Vereinigte Staaten'],
    ['new york', 'es-CO', 'Nueva York, New York, Estados Unidos'],
    ['new york', 'en-GB', 'New York City, New York, United States'],
    ['munich', 'de-DE', 'München, Bayern, Deutschland'],
    ['munich', 'ja-JP', 'ミュンヘン, ドイツ'],
    ['munich', 'es-CO', 'Múnich, Bayern, Alemania'],
    ['munich', 'fr-FR', 'Munich, Bayern, Allemagne'],
    ['munich', 'en-GB', 'Munich, Bayern, Germany'],
    // Neither CLDR nor city-names.ts names Grenoble: the data's name, country localised.
    ['grenoble', 'ja-JP', 'Grenoble, Auvergne-Rhône-Alpes, フランス'],
    ['grenoble', 'de-DE', 'Grenoble, Auvergne-Rhône-Alpes, Frankreich'],
  ])('%s in %s: %s', (query, locale, label) => {
    expect(first(query, locale)).toBe(label);
  });

  it('gives the localised name to the most populous namesake only', () => {
    const labels = index.search('paris', { limit: 5, locale: 'ja-JP' }).map((p) => p.label);
    expect(labels[0]).toBe('パリ, フランス');
    expect(labels.slice(1).every((l) => l.startsWith('Paris, '))).toBe(true);
  });

  it('keeps the data name in `name`, only the label is localised', () => {
    expect(index.search('tokyo', { limit: 1, locale: 'ja-JP' })[0]).toMatchObject({ name: 'Tokyo', label: '東京, 日本' });
  });

  it('finds places by their English, ASCII and localised names', () => {
    for (const [query, id] of [
      ['パリ', '2988507'],
      ['München', '2867714'],
      ['ミュンヘン', '2867714'],
      ['Tokio', '1850147'],
      ['東京', '1850147'],
      ['Nueva York', '5128581'],
      ['Sao Paulo', '3448439'],
    ] as const) {
      expect(index.search(query, { limit: 1, locale: 'en-US' })[0]?.id, query).toBe(id);
    }
  });

  it('finds a place back from its label in any language, old English-named labels included', () => {
    expect(index.byLabel('パリ, フランス', 'en-US')?.label).toBe('Paris, Île-de-France, France');
    expect(index.byLabel('München, Bayern, Deutschland', 'ja-JP')?.label).toBe('ミュンヘン, ドイツ');
    expect(index.byLabel('Tokyo, 日本', 'en-GB')?.label).toBe('Tokyo, Japan');
  });
});

describe('CLDR exemplar cities', () => {
  it('reads the exemplar cities of the five name locales, English names to match them', () => {
    const tokyo = exemplarCities().find((c) => c.english === 'Tokyo');
    expect(tokyo?.names).toMatchObject({ ja: '東京', de: 'Tokio', es: 'Tokio', 'es-CO': 'Tokio' });
    expect(exemplarCities().length).toBeGreaterThan(400);
    expect(exemplarCities().some((c) => c.zone.startsWith('Etc/'))).toBe(false);
  });

  it('uses Latin American Spanish names outside Spain', () => {
    const santiago = exemplarCities().find((c) => c.zone === canonicalZone('America/Santiago'));
    expect(santiago?.names.es).toBe('Santiago de Chile');
    expect(localName(santiago?.names, 'Santiago', 'es-CO')).toBe('Santiago');
    expect(cityNameLocale('es-ES')).toBe('es');
    expect(cityNameLocale('en-US')).toBeUndefined();
  });

  it('matches a name only in its own zone or country', () => {
    expect(namesOf('paris', 'FR', () => 'Europe/Paris')?.ja).toBe('パリ');
    expect(namesOf('paris', 'US', () => 'America/Chicago')).toBeUndefined();
    expect(namesOf('munich', 'DE', () => 'Europe/Berlin')?.de).toBe('München');
    expect(namesOf('munich', 'US', () => 'America/Chicago')).toBeUndefined();
  });

  it('city-names.ts lists no city twice and no city CLDR already names', () => {
    const keys = CITY_NAMES.flatMap((e) => e.data.map((d) => `${e.country}:${d}`));
    expect(new Set(keys).size).toBe(keys.length);
    const cldr = new Set(exemplarCities().map((c) => c.english));
    expect(CITY_NAMES.filter((e) => e.data.some((d) => cldr.has(d))).map((e) => e.data[0])).toEqual([]);
  });
});

describe('country names in every locale', () => {
  it.each([
    ['en-US', 'Germany'],
    ['en-GB', 'Germany'],
    ['fr-FR', 'Allemagne'],
    ['de-DE', 'Deutschland'],
    ['ja-JP', 'ドイツ'],
    ['es-CO', 'Alemania'],
    ['es-ES', 'Alemania'],
  ])('%s: %s', (locale, name) => {
    expect(new CountryIndex().byCode('DE', locale)?.label).toBe(name);
    expect(SUPPORTED_LOCALES).toContain(locale);
  });
});
