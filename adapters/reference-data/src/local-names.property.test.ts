// Every label in every locale, over random cities and airports of the real data: never empty, the
// country in the locale's language, the data's English name wherever the language has no name.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { AirportIndex } from './airport-index.js';
import { cityNameLocale } from './cldr-cities.js';
import { CountryIndex } from './country-index.js';
import { SUPPORTED_LOCALES } from './countries.js';
import { createPlaceIndex, type PlaceIndex } from './place-index.js';

const loading = createPlaceIndex();
let index: PlaceIndex;
beforeAll(async () => {
  index = await loading;
});
const countries = new CountryIndex();
const locales = fc.constantFrom(...SUPPORTED_LOCALES, 'pt-BR');

describe('localised labels', () => {
  it('every place label is whole, ends with the localised country and names the city in the locale or in English', () => {
    fc.assert(
      fc.property(fc.nat(index.size - 1), locales, (i, locale) => {
        const place = index.at(i, locale);
        const label = place?.label ?? '';
        expect(label.split(', ').every((part) => part.trim() !== '')).toBe(true);
        expect(label.endsWith(`, ${countries.byCode(place?.countryCode ?? '', locale)?.label ?? '?'}`)).toBe(true);
        const city = label.split(', ')[0];
        if (cityNameLocale(locale) === undefined) expect(city).toBe(place?.name);
        if (city !== place?.name) expect(cityNameLocale(locale)).toBeDefined();
        expect(index.byLabel(label, locale)?.label).toBe(label);
      }),
      { numRuns: 300 },
    );
  });

  it('every airport label keeps the airport name and code and names its country in the locale', () => {
    const airports = AirportIndex.load();
    const codes = airports.search('a', { limit: 100, locale: 'en-US' }).map((a) => a.code);
    fc.assert(
      fc.property(fc.constantFrom(...codes), locales, (code, locale) => {
        const en = airports.byCode(code, 'en-US');
        const airport = airports.byCode(code, locale);
        expect(airport?.label.startsWith(`${en?.name} (${code}), `)).toBe(true);
        expect(airport?.label.endsWith(countries.byCode(airport.countryCode, locale)?.label ?? '?')).toBe(true);
        if (cityNameLocale(locale) === undefined)
          expect(airport?.label).toBe(en?.label.replace(/[^,]+$/, ` ${countries.byCode(en.countryCode, locale)?.label}`));
      }),
      { numRuns: 200 },
    );
  });
});
