// Tests over the real data. ONE index per worker (module-level promise): loading takes ~0.5 s.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from './countries.js';
import { createPlaceIndex, type PlaceIndex } from './place-index.js';

const loading = createPlaceIndex();
let index: PlaceIndex;
beforeAll(async () => {
  index = await loading;
});

const en = { limit: 15, locale: 'en-US' } as const;
const names = (query: string, options: { limit: number; locale: string } = en): string[] => index.search(query, options).map((p) => p.label);

describe('search', () => {
  it('finds San Francisco, US, from "san fr", with its time zone and state', () => {
    const [first] = index.search('san fr', en);
    expect(first).toMatchObject({
      name: 'San Francisco',
      countryCode: 'US',
      region: 'California',
      timeZone: 'America/Los_Angeles',
      label: 'San Francisco, California, United States',
    });
    expect(first?.latitude).toBeCloseTo(37.77, 1);
    expect(first?.longitude).toBeCloseTo(-122.42, 1);
  });

  it.each(['zürich', 'zurich', 'ZURICH', 'Zürich'])('finds Zürich from %j', (query) => {
    expect(index.search(query, en)[0]).toMatchObject({ name: 'Zürich', countryCode: 'CH', timeZone: 'Europe/Zurich' });
  });

  it('ignores accents the other way round too: "sao paulo" finds São Paulo', () => {
    expect(index.search('sao paulo', en)[0]).toMatchObject({ name: 'São Paulo', countryCode: 'BR' });
  });

  it('puts the most populous exact match first', () => {
    expect(index.search('london', en)[0]).toMatchObject({ name: 'London', countryCode: 'GB', timeZone: 'Europe/London' });
    expect(index.search('paris', en)[0]).toMatchObject({ name: 'Paris', countryCode: 'FR', region: 'Île-de-France' });
  });

  it('ranks exact name matches before prefix matches, then by population', () => {
    const results = index.search('york', en);
    expect(results[0]?.name).toBe('York');
    const prefixPart = results.filter((p) => p.name !== 'York');
    expect(prefixPart[0]?.name).toBe('New York City'); // matched by its second word, the most populous
  });

  it('ranks a short exact name by population among prefix matches: "par" gives Paris first', () => {
    const par = index.search('par', en);
    expect(par[0]).toMatchObject({ name: 'Paris', countryCode: 'FR' });
    // Par in Cornwall still shows, among the first five.
    expect(par.slice(0, 5).some((p) => p.name === 'Par' && p.countryCode === 'GB')).toBe(true);
    expect(index.search('bar', en)[0]?.name).toBe('Barcelona');
    expect(index.search('tok', en)[0]?.name).toBe('Tokyo');
    expect(index.search('mila', en)[0]?.name).toBe('Milan');
  });

  it('keeps a longer exact name first: "spring" is Spring, not Springfield', () => {
    expect(index.search('spring', en)[0]?.name).toBe('Spring');
    expect(index.search('lima', en)[0]).toMatchObject({ name: 'Lima', countryCode: 'PE' });
  });

  it('matches "Washington, D.C." exactly by the part before its comma', () => {
    expect(index.search('washington', en)[0]).toMatchObject({ countryCode: 'US', region: 'District of Columbia' });
  });

  it('matches a later word of the name', () => {
    expect(index.search('francisco', en).some((p) => p.label === 'San Francisco, California, United States')).toBe(true);
  });

  it('filters by the country or region after a comma', () => {
    const us = index.search('paris, united states', en);
    expect(us.length).toBeGreaterThan(1);
    expect(us.every((p) => p.countryCode === 'US' && p.name.includes('Paris'))).toBe(true);
    expect(us.slice(0, 5).map((p) => p.name)).toEqual(['Paris', 'Paris', 'Paris', 'Paris', 'Paris']);
    expect(index.search('paris, fr', en)[0]?.countryCode).toBe('FR');
    expect(index.search('london, united kingdom', en)[0]?.countryCode).toBe('GB');
    expect(index.search('london, canada', en)[0]).toMatchObject({ countryCode: 'CA', region: 'Ontario' });
    expect(index.search('portland, maine', en)[0]).toMatchObject({ countryCode: 'US', region: 'Maine' });
    expect(index.search('portland, or', en)[0]).toMatchObject({ countryCode: 'US', region: 'Oregon' });
    expect(index.search('berlin, deutschland', en)[0]?.countryCode).toBe('DE');
    expect(index.search('s, tuvalu', en).every((p) => p.countryCode === 'TV')).toBe(true);
  });

  it('respects the limit', () => {
    expect(index.search('san', { limit: 3, locale: 'en-US' })).toHaveLength(3);
    expect(index.search('a', { limit: 15, locale: 'en-US' })).toHaveLength(15);
    expect(index.search('paris', { limit: 0, locale: 'en-US' })).toEqual([]);
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.integer({ min: 0, max: 30 }), (query, limit) => {
        expect(index.search(query, { limit, locale: 'en-US' }).length).toBeLessThanOrEqual(limit);
      }),
    );
  });

  it('copes with empty, one-character and odd queries', () => {
    for (const query of ['', ' ', ',', ', us', '-', "'", '%', '\u0301', '\uffff', '東京', 'a', 'Z', '  p ,']) {
      expect(() => index.search(query, en)).not.toThrow();
    }
    expect(index.search('', en)).toEqual([]);
    expect(index.search('   ', en)).toEqual([]);
    expect(index.search(',', en)).toEqual([]);
    expect(index.search('p', en).length).toBe(15);
    expect(index.search('qqqqzzzz', en)).toEqual([]);
  });

  it('never returns the same place twice', () => {
    const ids = index.search('baden', { limit: 50, locale: 'en-US' }).map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('labels', () => {
  it('names the country in the requested language, the city too where CLDR or city-names.ts has it', () => {
    const berlin = (locale: string) => index.search('berlin', { limit: 1, locale })[0]?.label;
    expect(berlin('fr-FR')).toBe('Berlin, Berlin, Allemagne');
    expect(berlin('de-DE')).toBe('Berlin, Berlin, Deutschland');
    expect(berlin('es-CO')).toBe('Berlín, Berlin, Alemania');
    expect(berlin('ja-JP')).toBe('ベルリン, ドイツ');
    expect(berlin('pt-BR')).toBe('Berlin, Berlin, Germany');
    expect(names('paris', { limit: 1, locale: 'fr-FR' })).toEqual(['Paris, Île-de-France, France']);
    expect(names('london', { limit: 1, locale: 'fr-FR' })).toEqual(['Londres, England, Royaume-Uni']);
  });

  it('leaves the region out where the admin1 mapping is not known', () => {
    expect(index.search('tokyo', en)[0]).toMatchObject({ region: '', label: 'Tokyo, Japan' });
  });

  it('maps the admin1 codes of the tabled countries to the right regions', () => {
    const region = (query: string) => index.search(query, { limit: 1, locale: 'en-US' })[0]?.region;
    expect(region('toronto')).toBe('Ontario');
    expect(region('sydney, australia')).toBe('New South Wales');
    expect(region('lyon')).toBe('Auvergne-Rhône-Alpes');
    expect(region('munich')).toBe('Bayern');
    expect(region('madrid')).toBe('Comunidad de Madrid');
    expect(region('milan')).toBe('Lombardia');
    expect(region('edinburgh')).toBe('Scotland');
    expect(region('geneve')).toBe('Genève');
  });
});

describe('byId and byLabel', () => {
  it('finds a place by id', () => {
    expect(index.byId('5391959', 'en-US')?.label).toBe('San Francisco, California, United States');
    expect(index.byId('5391959', 'fr-FR')?.label).toBe('San Francisco, California, États-Unis');
    expect(index.byId('0', 'en-US')).toBeUndefined();
    expect(index.byId('abc', 'en-US')).toBeUndefined();
    expect(index.byId('', 'en-US')).toBeUndefined();
  });

  it('finds a place by its label in any supported language, ignoring case', () => {
    expect(index.byLabel('Paris, Île-de-France, France', 'en-US')?.id).toBe('2988507');
    expect(index.byLabel('san francisco, california, états-unis', 'en-US')?.label).toBe('San Francisco, California, United States');
    expect(index.byLabel('ZÜRICH, ZÜRICH, SCHWEIZ', 'fr-FR')?.label).toBe('Zürich, Zürich, Suisse');
    expect(index.byLabel('Tokyo, 日本', 'en-GB')?.label).toBe('Tokyo, Japan');
    expect(index.byLabel('Paris, France', 'en-US')).toBeUndefined();
    expect(index.byLabel('Nowhere, France', 'en-US')).toBeUndefined();
    expect(index.byLabel('', 'en-US')).toBeUndefined();
  });

  it('prefers the place written exactly so when two labels differ only in case', () => {
    expect(index.byLabel('C.A. Rosetti, Romania', 'en-US')?.label).toBe('C.A. Rosetti, Romania');
    expect(index.byLabel('C.a. Rosetti, Romania', 'en-US')?.label).toBe('C.a. Rosetti, Romania');
  });

  it('reads "Mérida, Mexiko" (stored before German names, or typed so) as the large Mérida, whose German name is Merida', () => {
    for (const label of ['Mérida, Mexiko', 'MÉRIDA, MEXIKO', 'Merida, Mexiko']) expect([label, index.byLabel(label, 'de-DE')?.id]).toEqual([label, '3523349']);
    expect(index.byId('3523349', 'en-US')?.label).toBe('Mérida, Mexico');
  });

  it('round-trips the label of any place in every supported locale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: index.size - 1 }),
        fc.constantFrom(...SUPPORTED_LOCALES),
        fc.constantFrom(...SUPPORTED_LOCALES),
        (i, shownIn, askedIn) => {
          // Labels are not unique (two San Franciscos in one Mexican state): same label, maybe another id.
          // A handful of labels differ only in case ("Bidford-on-avon"), and a city's German name may
          // drop the accent of its own name, which labels stored before localised names still carry
          // (the large "Merida, Mexiko" is also "Mérida, Mexiko", the name of a village): compare
          // ignoring case and accents.
          const caseless = (label: string | undefined) => label?.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
          const shown = index.at(i, shownIn);
          const found = index.byLabel(shown?.label ?? '', askedIn);
          expect(caseless(found?.label)).toBe(caseless(index.at(i, askedIn)?.label));
          expect(caseless(index.byLabel(shown?.label.toUpperCase() ?? '', shownIn)?.label)).toBe(caseless(shown?.label));
        },
      ),
      { numRuns: 500 },
    );
  });
});
