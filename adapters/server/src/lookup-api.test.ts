// The autocomplete calls over HTTP, on the real reference data (places: the harness's sample places).
import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
let c: TestClient;
beforeEach(async () => {
  h = await startHarness();
  c = h.client();
  await h.signUp(c, 'ada@example.com');
});

type Results = { Results: Record<string, unknown>[] };
const results = async (path: string, locale?: string): Promise<Record<string, unknown>[]> => {
  const res = await c.request(`/api/v2/${path}`, locale ? { headers: { 'x-waybook-locale': locale } } : {});
  expect(res.status).toBe(200);
  return ((await res.json()) as Results).Results;
};
const errorOf = async (res: Response) => ((await res.json()) as { Error: { detailed_error_code: string } }).Error.detailed_error_code;

describe('GET v2/autocompleteAirport', () => {
  it('answers an IATA code with the airport, its label, zone and coordinates', async () => {
    const [sfo] = await results('autocompleteAirport?query=SFO&limit=15&is_async=true');
    expect(sfo).toMatchObject({
      id: 'SFO',
      label: 'San Francisco International Airport (SFO), San Francisco, United States',
      iata_code: 'SFO',
      city: 'San Francisco',
      country_code: 'US',
      time_zone: 'America/Los_Angeles',
    });
    expect(sfo?.['latitude']).toBeCloseTo(37.62, 1);
  });

  it('finds by name or city, accents folded, Heathrow first for London', async () => {
    expect((await results('autocompleteAirport?query=heathrow'))[0]?.['id']).toBe('LHR');
    expect((await results('autocompleteAirport?query=london'))[0]?.['id']).toBe('LHR');
    expect((await results('autocompleteAirport?query=san%20fr'))[0]?.['id']).toBe('SFO');
    expect((await results(`autocompleteAirport?query=${encodeURIComponent('zürich')}`))[0]?.['id']).toBe('ZRH');
  });

  it('labels the country in the request language and honours the limit', async () => {
    const fr = await results('autocompleteAirport?query=london&limit=2', 'fr-FR');
    expect(fr).toHaveLength(2);
    expect(fr[0]?.['label']).toBe('London Heathrow Airport (LHR), Londres, Royaume-Uni');
  });

  it('answers in Japanese for a Japanese session: city and country names, the airport name as in the data', async () => {
    const [cdg] = await results('autocompleteAirport?query=CDG&limit=1', 'ja-JP');
    expect(cdg).toMatchObject({ label: 'Paris Charles de Gaulle Airport (CDG), パリ, フランス', city: 'Paris', country_code: 'FR' });
    expect((await results(`autocompleteAirport?query=${encodeURIComponent('東京')}&limit=1`, 'ja-JP'))[0]?.['label']).toMatch(/, 東京, 日本$/);
    expect((await results('autocompleteCountry?query=fr&limit=1', 'ja-JP'))[0]?.['label']).toBe('フランス');
  });
});

describe('GET v2/autocompleteAirline', () => {
  it('answers by IATA code or name prefix, labelled "Name (CODE)"', async () => {
    expect((await results('autocompleteAirline?query=SK&is_async=true'))[0]).toEqual({
      id: 'SK',
      label: 'SAS (SK)',
      iata_code: 'SK',
      icao_code: 'SAS',
      name: 'SAS',
      country_code: 'SE',
    });
    expect((await results('autocompleteAirline?query=lufth'))[0]?.['label']).toBe('Lufthansa (LH)');
  });
});

describe('GET v2/autocompleteState', () => {
  it('answers subdivisions labelled with the country in the user language', async () => {
    expect((await results('autocompleteState?query=calif'))[0]).toEqual({
      id: 'US-CA',
      label: 'California, United States',
      code: 'CA',
      name: 'California',
      country_code: 'US',
    });
    expect((await results('autocompleteState?query=bayern', 'de-DE'))[0]?.['label']).toBe('Bayern, Deutschland');
  });
});

describe('GET v2/autocompleteCountry', () => {
  it('answers countries named in the user language, found by any language', async () => {
    expect((await results('autocompleteCountry?query=allem', 'fr-FR'))[0]).toEqual({ id: 'DE', label: 'Allemagne', code: 'DE', alpha3: 'DEU' });
    expect((await results('autocompleteCountry?query=germany', 'ja-JP'))[0]?.['label']).toBe('ドイツ');
  });
});

describe('GET v2/autocompleteAddress and v2/autocompleteAddressDetail', () => {
  it('finds a typed address in a known city, and gives its parts back from the id', async () => {
    const [first] = await results(`autocompleteAddress?query=${encodeURIComponent('12 Rue de Rivoli, 75001 Paris')}&limit=15&is_async=true`);
    expect(first).toMatchObject({ display_name: '12 Rue de Rivoli, 75001 Paris, Île-de-France, France', country_code: 'FR' });
    expect(first?.['label']).toBe(first?.['display_name']);
    const res = await c.request(`/api/v2/autocompleteAddressDetail?place_id=${encodeURIComponent(String(first?.['id']))}&location=48.85,2.35`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      place_id: first?.['id'],
      name: '12 Rue de Rivoli',
      formatted_address: '12 Rue de Rivoli, 75001 Paris, France',
      address_components: [
        { long_name: '12', short_name: '12', types: ['street_number'] },
        { long_name: 'Rue de Rivoli', short_name: 'Rue de Rivoli', types: ['route'] },
        { long_name: 'Paris', short_name: 'Paris', types: ['locality', 'political'] },
        { long_name: 'Île-de-France', short_name: 'IDF', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'France', short_name: 'FR', types: ['country', 'political'] },
        { long_name: '75001', short_name: '75001', types: ['postal_code'] },
      ],
      geometry: { location: { lat: 48.85341, lng: 2.3488 } },
      time_zone: 'Europe/Paris',
      formatted_phone_number: '',
      website: '',
    });
  });

  it('answers 404 for an id it cannot resolve', async () => {
    const res = await c.request('/api/v2/autocompleteAddressDetail?place_id=ChIJN1t_tDeuEmsRUsoyG83frY4');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ Error: { code: 'not_found' } });
  });
});

describe('lookup validation and access', () => {
  it.each([
    ['autocompleteAirport?limit=15', 'invalid_field:query'],
    ['autocompleteAirline?query=sk&limit=0', 'invalid_field:limit'],
    ['autocompleteState?query=ca&limit=abc', 'invalid_field:limit'],
    ['autocompleteCountry?query=fr&is_async=maybe', 'invalid_field:is_async'],
    [`autocompleteAddress?query=${'x'.repeat(201)}`, 'invalid_field:query'],
    ['autocompleteAddressDetail?location=1,2', 'invalid_field:place_id'],
    ['autocompleteAddressDetail?place_id=addr:1::&location=here', 'invalid_field:location'],
  ])('GET %s answers 400 naming the field', async (path, code) => {
    const res = await c.request(`/api/v2/${path}`);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(code);
  });

  it('needs a session', async () => {
    const res = await h.client().request('/api/v2/autocompleteAirport?query=SFO');
    expect(res.status).toBe(401);
  });
});
