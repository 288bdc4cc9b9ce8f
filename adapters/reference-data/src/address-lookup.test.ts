// Address autocomplete over the real place index (loaded once per worker, ~0.6 s).
import { beforeAll, describe, expect, it } from 'vitest';
import { OfflineAddressLookup } from './address-lookup.js';
import { CountryIndex } from './country-index.js';
import { createPlaceIndex, DeferredPlaceLookup } from './place-index.js';
import { StateIndex } from './state-index.js';

const loading = createPlaceIndex();
const countries = new CountryIndex();
const states = new StateIndex();
const addresses = new OfflineAddressLookup({ places: new DeferredPlaceLookup(loading), countries: () => countries, states: () => states });
beforeAll(async () => {
  await loading;
});

const en = { limit: 15, locale: 'en-US' } as const;

describe('offline address search', () => {
  it('finds "12 Rue de la République, Lyon" in Lyon, France, with the city\'s coordinates', async () => {
    const [first] = await addresses.search('12 Rue de la République, Lyon', en);
    expect(first).toMatchObject({ displayName: '12 Rue de la République, Lyon, Auvergne-Rhône-Alpes, France', countryCode: 'FR' });
    expect(first?.latitude).toBeCloseTo(45.75, 1);
    expect(first?.longitude).toBeCloseTo(4.85, 1);
    expect(first?.id).toMatch(/^addr:\d+:12%20Rue%20de%20la%20R%C3%A9publique:$/);
  });

  it('rebuilds components, formatted address and coordinates from the id', async () => {
    const [first] = await addresses.search('12 Rue de la République, 69002 Lyon', { limit: 5, locale: 'fr-FR' });
    const detail = await addresses.detail(first?.id ?? '', 'fr-FR');
    expect(detail).toMatchObject({
      name: '12 Rue de la République',
      formattedAddress: '12 Rue de la République, 69002 Lyon, France',
      timeZone: 'Europe/Paris',
      phoneNumber: '',
      website: '',
    });
    expect(detail?.components).toEqual([
      { type: 'street_number', longName: '12', shortName: '12' },
      { type: 'route', longName: 'Rue de la République', shortName: 'Rue de la République' },
      { type: 'locality', longName: 'Lyon', shortName: 'Lyon' },
      { type: 'administrative_area_level_1', longName: 'Auvergne-Rhône-Alpes', shortName: 'ARA' },
      { type: 'country', longName: 'France', shortName: 'FR' },
      { type: 'postal_code', longName: '69002', shortName: '69002' },
    ]);
    expect(detail?.latitude).toBeCloseTo(45.75, 1);
  });

  it('writes US addresses the US way, state code before the ZIP code', async () => {
    const [first] = await addresses.search('1600 Pennsylvania Avenue NW, Washington, DC 20500', en);
    expect(first?.displayName).toBe('1600 Pennsylvania Avenue NW, Washington, District of Columbia 20500, United States');
    const detail = await addresses.detail(first?.id ?? '', 'en-US');
    expect(detail?.formattedAddress).toBe('1600 Pennsylvania Avenue NW, Washington, DC 20500, United States');
    expect(detail?.components.find((c) => c.type === 'administrative_area_level_1')).toEqual({
      type: 'administrative_area_level_1',
      longName: 'District of Columbia',
      shortName: 'DC',
    });
  });

  it('puts the number after the street where it was typed so, and finds the city without commas', async () => {
    const [berlin] = await addresses.search('Hauptstraße 5, 10115 Berlin', { limit: 3, locale: 'de-DE' });
    expect(berlin?.displayName).toBe('Hauptstraße 5, 10115 Berlin, Berlin, Deutschland');
    const [lyon] = await addresses.search('12 Rue de la République Lyon', en);
    expect(lyon?.displayName).toBe('12 Rue de la République, Lyon, Auvergne-Rhône-Alpes, France');
  });

  it('offers the city itself when only a city is typed, and a place id works as an address id', async () => {
    const [paris] = await addresses.search('Paris', en);
    expect(paris?.displayName).toBe('Paris, Île-de-France, France');
    const detail = await addresses.detail('2988507', 'en-US');
    expect(detail).toMatchObject({ name: 'Paris', formattedAddress: 'Paris, France' });
    expect(detail?.components.map((c) => c.type)).toEqual(['locality', 'administrative_area_level_1', 'country']);
  });

  it('answers nothing for a street without a known city, and undefined for unknown ids', async () => {
    expect(await addresses.search('12 Nowhere Street Qqqzzz', en)).toEqual([]);
    expect(await addresses.search('', en)).toEqual([]);
    expect(await addresses.detail('addr:999999999:x:', 'en-US')).toBeUndefined();
    expect(await addresses.detail('ChIJN1t_tDeuEmsRUsoyG83frY4', 'en-US')).toBeUndefined();
  });
});
