// The lookup over a handful of records: ranking, filters and the worker message format, without the real data.
import { describe, expect, it } from 'vitest';
import { buildCityTable, type RawCity } from './load.js';
import { AllTheCitiesPlaceLookup } from './place-index.js';
import { fromSnapshot, indexTable, toSnapshot } from './snapshot.js';
import type { Lines } from './lines.js';

const city = (cityId: number, name: string, country: string, adminCode: string, population: number, lon: number, lat: number): RawCity => ({
  cityId,
  name,
  country,
  adminCode,
  population,
  loc: { coordinates: [lon, lat] },
});

const cities = [
  city(2988507, 'Paris', 'FR', '11', 2138551, 2.3488, 48.85341),
  city(4717560, 'Paris', 'US', 'TX', 24782, -95.55551, 33.66094),
  city(2990969, 'Parisot', 'FR', '76', 1200, 1.8, 44.2),
  city(5391959, 'San Francisco', 'US', 'CA', 864816, -122.41942, 37.77493),
  city(1850147, 'Tokyo', 'JP', '40', 8336599, 139.69171, 35.6895),
];
const lookup = AllTheCitiesPlaceLookup.fromCities(cities);
const en = { limit: 10, locale: 'en-US' };

describe('AllTheCitiesPlaceLookup on fixture data', () => {
  it('ranks exact matches first, by population, then prefixes', () => {
    expect(lookup.search('pari', en).map((p) => p.id)).toEqual(['2988507', '4717560', '2990969']);
    expect(lookup.search('paris', en).map((p) => p.id)).toEqual(['2988507', '4717560', '2990969']);
  });

  it('filters by the text after a comma: country code, country or region name, region code', () => {
    for (const q of ['paris, us', 'paris, united', 'paris, texas', 'paris, tx', 'paris, estados unidos']) {
      expect(lookup.search(q, en).map((p) => p.id)).toEqual(['4717560']);
    }
    expect(lookup.search('paris, texas, united states', en).map((p) => p.id)).toEqual(['4717560']);
    expect(lookup.search('paris, japan', en)).toEqual([]);
  });

  it('builds the place with its label, region and time zone', () => {
    expect(lookup.byId('4717560', 'es-ES')).toEqual({
      id: '4717560',
      label: 'Paris, Texas, Estados Unidos',
      name: 'Paris',
      region: 'Texas',
      countryCode: 'US',
      timeZone: 'America/Chicago',
      latitude: 33.66094,
      longitude: -95.55551,
    });
    expect(lookup.byId('1850147', 'ja-JP')?.label).toBe('東京, 日本');
  });

  it('finds by label across languages and gives the label in the requested one', () => {
    expect(lookup.byLabel('Paris, Texas, États-Unis', 'de-DE')?.label).toBe('Paris, Texas, Vereinigte Staaten');
    expect(lookup.byLabel('paris, texas', 'en-US')).toBeUndefined();
  });

  it('survives the worker message format unchanged', () => {
    const table = buildCityTable(cities);
    const loaded = indexTable(table);
    const copy = fromSnapshot(structuredClone(toSnapshot(loaded)));
    const all = (lines: Lines) => Array.from({ length: lines.length }, (_, i) => lines.at(i));
    expect(all(copy.table.names)).toEqual(all(table.names));
    expect(all(copy.keys.keys)).toEqual(all(loaded.keys.keys));
    expect(copy.localNames).toEqual(loaded.localNames);
    expect(new AllTheCitiesPlaceLookup(copy).search('san', en)[0]?.label).toBe('San Francisco, California, United States');
    expect(new AllTheCitiesPlaceLookup(copy).search('東京', { limit: 1, locale: 'ja-JP' })[0]?.label).toBe('東京, 日本');
  });
});
