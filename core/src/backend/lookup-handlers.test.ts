import { describe, expect, it } from 'vitest';
import type { ContractEntry } from '../contract/entry.js';
import {
  autocompleteAddressDetailEntry,
  autocompleteAddressEntry,
  autocompleteAirlineEntry,
  autocompleteAirportEntry,
  autocompleteCountryEntry,
  autocompleteStateEntry,
} from '../contract/lookup-entries.js';
import type { LanguageTag } from '../domain/profile/profile.js';
import type { LegacyIdStore } from '../ports/legacy-id-store.port.js';
import { InMemoryPlaceLookup } from '../testing/fakes.js';
import { FixedAddressLookup, InMemoryAirlineLookup, InMemoryAirportLookup, InMemoryCountryLookup, InMemoryStateLookup } from '../testing/reference-fakes.js';
import { lookupHandlers } from './lookup-handlers.js';

const legacyIds: LegacyIdStore = { uuidFor: async () => undefined, register: async () => 'u' };
const handlers = lookupHandlers({
  places: new InMemoryPlaceLookup(),
  legacyIds,
  airports: new InMemoryAirportLookup(),
  airlines: new InMemoryAirlineLookup(),
  countries: new InMemoryCountryLookup(),
  states: new InMemoryStateLookup(),
  addresses: new FixedAddressLookup(),
});

type Answer = { readonly Results: Record<string, unknown>[] } & Record<string, unknown>;

/** Runs an entry's handler on raw query text, parsed by the entry's own schema as the server does. */
async function run(entry: ContractEntry, query: Record<string, string>, locale: string) {
  const handler = handlers.find((h) => h.entry === entry);
  if (!handler) throw new Error(`${entry.id} is not bound`);
  return handler.run({ params: {}, query: entry.query.parse(query), body: {} }, { userId: 'u1', locale: locale as LanguageTag });
}

/** The answer of a call that succeeds, checked against the entry's response schema. */
async function call(entry: ContractEntry, query: Record<string, string>, locale = 'en-US'): Promise<Answer> {
  const result = await run(entry, query, locale);
  if (!result.ok) throw new Error(`${entry.id} failed with ${result.error.status}`);
  return entry.response.parse(result.value) as Answer;
}

describe('lookup use cases', () => {
  it('binds every autocomplete of part 1 section 7', () => {
    expect(handlers.map((h) => h.entry.path)).toEqual([
      'v2/autocompletePlace',
      'v2/utilEncode',
      'v2/autocompleteAirport',
      'v2/autocompleteAirline',
      'v2/autocompleteState',
      'v2/autocompleteCountry',
      'v2/autocompleteAddress',
      'v2/autocompleteAddressDetail',
    ]);
  });

  it('answers airports with id = IATA code, label, time zone and coordinates', async () => {
    const r = await call(autocompleteAirportEntry, { query: 'SFO', is_async: 'true' });
    expect(r.Results[0]).toEqual({
      id: 'SFO',
      label: 'San Francisco International Airport (SFO), San Francisco, United States',
      iata_code: 'SFO',
      name: 'San Francisco International Airport',
      city: 'San Francisco',
      country_code: 'US',
      time_zone: 'America/Los_Angeles',
      latitude: 37.618972,
      longitude: -122.374889,
    });
  });

  it('answers airlines labelled "Name (CODE)"', async () => {
    const r = await call(autocompleteAirlineEntry, { query: 'sk' });
    expect(r.Results).toEqual([{ id: 'SK', label: 'SAS (SK)', iata_code: 'SK', icao_code: 'SAS', name: 'SAS', country_code: 'SE' }]);
  });

  it('labels countries in the request language', async () => {
    expect((await call(autocompleteCountryEntry, { query: 'allem' }, 'fr-FR')).Results).toEqual([{ id: 'DE', label: 'Allemagne', code: 'DE', alpha3: 'DEU' }]);
    expect((await call(autocompleteCountryEntry, { query: 'ger' })).Results[0]?.['label']).toBe('Germany');
  });

  it('answers states with the full ISO code as id and the short code apart', async () => {
    const r = await call(autocompleteStateEntry, { query: 'calif' });
    expect(r.Results).toEqual([{ id: 'US-CA', label: 'California, United States', code: 'CA', name: 'California', country_code: 'US' }]);
  });

  it('honours limit (default 15) and answers nothing for an empty query', async () => {
    expect(autocompleteStateEntry.query.parse({ query: 'x' }).limit).toBe(15);
    expect((await call(autocompleteAirportEntry, { query: 'l', limit: '1' })).Results).toHaveLength(1);
    expect((await call(autocompleteAirportEntry, { query: '' })).Results).toEqual([]);
  });

  it('answers addresses with display_name, and their details in the geocoder shape', async () => {
    const r = await call(autocompleteAddressEntry, { query: '12 Rue de la République, Lyon' });
    expect(r.Results[0]).toMatchObject({ id: 'addr:test', display_name: '12 Rue de la République, Lyon, Auvergne-Rhône-Alpes, France' });
    expect(r.Results[0]?.['label']).toBe(r.Results[0]?.['display_name']);
    const d = await call(autocompleteAddressDetailEntry, { place_id: 'addr:test', location: '45.7,4.8' });
    expect(d).toMatchObject({
      place_id: 'addr:test',
      name: '12 Rue de la République',
      formatted_address: '12 Rue de la République, 69002 Lyon, France',
      geometry: { location: { lat: 45.74846, lng: 4.84671 } },
      formatted_phone_number: '',
      website: '',
    });
    expect(d['address_components']).toEqual([
      { long_name: '12', short_name: '12', types: ['street_number'] },
      { long_name: 'Rue de la République', short_name: 'Rue de la République', types: ['route'] },
      { long_name: 'Lyon', short_name: 'Lyon', types: ['locality', 'political'] },
      { long_name: 'France', short_name: 'FR', types: ['country', 'political'] },
      { long_name: '69002', short_name: '69002', types: ['postal_code'] },
    ]);
  });

  it('answers 404 for an address id it cannot resolve', async () => {
    const result = await run(autocompleteAddressDetailEntry, { place_id: 'addr:unknown' }, 'en-US');
    expect(result.ok ? 200 : result.error.status).toBe(404);
  });

  it('refuses a malformed query: limit out of range, missing place_id, bad location', () => {
    expect(autocompleteAirportEntry.query.safeParse({ query: 'x', limit: '0' }).success).toBe(false);
    expect(autocompleteAirportEntry.query.safeParse({ query: 'x', limit: '51' }).success).toBe(false);
    expect(autocompleteAirlineEntry.query.safeParse({}).success).toBe(false);
    expect(autocompleteAddressDetailEntry.query.safeParse({}).success).toBe(false);
    expect(autocompleteAddressDetailEntry.query.safeParse({ place_id: 'x', location: 'here' }).success).toBe(false);
    expect(autocompleteAddressDetailEntry.query.safeParse({ place_id: 'x', location: '-33.86, 151.2' }).success).toBe(true);
  });
});
