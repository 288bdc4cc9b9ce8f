import { describe, expect, it } from 'vitest';
import { addressDetailToWire } from '../contract/address-wire.js';
import type { ContractEntry, EntryCall } from '../contract/entry.js';
import { err, ok } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import { FixedAddressLookup } from '../testing/reference-fakes.js';
import { addressFieldsOfDetail, LookupSearch, type AddressDetailAnswer } from './lookup-search.js';

// A transport answering each entry id from a table, recording what it was asked.
function transport(answers: Record<string, unknown>) {
  const asked: { id: string; query: unknown }[] = [];
  const api = {
    async call<E extends ContractEntry>(entry: E, input: EntryCall<E>) {
      asked.push({ id: entry.id, query: input.query });
      const answer = answers[entry.id];
      if (answer === undefined) return err({ kind: 'network' } as ApiFailure);
      return answer instanceof Error
        ? err({ kind: 'http', status: 404, code: 'not_found', detailedErrorCode: 'not_found', description: '' } as const)
        : (ok(answer) as never);
    },
  } as ApiTransport;
  return { api, asked };
}

const SFO = {
  id: 'SFO',
  label: 'San Francisco International Airport (SFO), San Francisco, United States',
  iata_code: 'SFO',
  name: 'San Francisco International Airport',
  city: 'San Francisco',
  country_code: 'US',
  time_zone: 'America/Los_Angeles',
  latitude: 37.618972,
  longitude: -122.374889,
};

describe('LookupSearch', () => {
  it('searches airports with the autocomplete query and keeps code, name, city and zone', async () => {
    const { api, asked } = transport({ autocompleteAirport: { Results: [SFO] } });
    const r = await new LookupSearch(api).airports('san fr');
    expect(asked).toEqual([{ id: 'autocompleteAirport', query: { query: 'san fr', limit: 15, is_async: 'true' } }]);
    expect(r).toEqual(
      ok([
        {
          id: 'SFO',
          label: SFO.label,
          code: 'SFO',
          name: 'San Francisco International Airport',
          city: 'San Francisco',
          countryCode: 'US',
          timeZone: 'America/Los_Angeles',
          latitude: 37.618972,
          longitude: -122.374889,
        },
      ]),
    );
  });

  it('searches airlines and upper-cases their codes', async () => {
    const { api, asked } = transport({
      autocompleteAirline: {
        Results: [{ id: 'BA', label: 'British Airways (BA)', iata_code: 'ba', icao_code: 'BAW', name: 'British Airways', country_code: 'GB' }],
      },
    });
    const r = await new LookupSearch(api).airlines('brit');
    expect(asked[0]?.id).toBe('autocompleteAirline');
    expect(r).toEqual(ok([{ id: 'BA', label: 'British Airways (BA)', code: 'BA', icaoCode: 'BAW', name: 'British Airways', countryCode: 'GB' }]));
  });

  it('searches addresses and reads an address detail from the wire', async () => {
    const lookup = new FixedAddressLookup();
    const { api, asked } = transport({
      autocompleteAddress: {
        Results: [
          {
            id: 'addr:test',
            label: '12 Rue de la République, Lyon, France',
            display_name: '12 Rue de la République, Lyon, France',
            country_code: 'FR',
            latitude: 45.75,
            longitude: 4.85,
          },
        ],
      },
      autocompleteAddressDetail: addressDetailToWire(lookup.detailOf),
    });
    const search = new LookupSearch(api);
    expect(await search.addresses('12 rue de la rep')).toEqual(
      ok([{ id: 'addr:test', label: '12 Rue de la République, Lyon, France', countryCode: 'FR', latitude: 45.75, longitude: 4.85 }]),
    );
    const detail = await search.addressDetail('addr:test');
    expect(asked[1]).toEqual({ id: 'autocompleteAddressDetail', query: { place_id: 'addr:test' } });
    expect(detail.ok && detail.value).toMatchObject({
      id: 'addr:test',
      name: '12 Rue de la République',
      latitude: 45.74846,
      longitude: 4.84671,
      timeZone: 'Europe/Paris',
    });
    expect(detail.ok && addressFieldsOfDetail(detail.value)).toEqual({
      addr1: '12 Rue de la République',
      city: 'Lyon',
      state: '',
      zip: '69002',
      country: 'FR',
      latitude: 45.74846,
      longitude: 4.84671,
    });
  });

  it('passes failures on', async () => {
    const { api } = transport({ autocompleteAddressDetail: new Error('404') });
    const search = new LookupSearch(api);
    expect((await search.airports('lhr')).ok).toBe(false);
    expect(await search.addressDetail('nowhere')).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
  });
});

describe('addressFieldsOfDetail', () => {
  const base: AddressDetailAnswer = { id: 'x', name: '', formattedAddress: '', parts: [], latitude: 1, longitude: 2, timeZone: '' };

  it('leaves the street empty for a place without one, and falls back to the county for the city', () => {
    const fields = addressFieldsOfDetail({
      ...base,
      name: 'Springfield County',
      parts: [
        { longName: 'Sangamon County', shortName: 'Sangamon County', types: ['administrative_area_level_2', 'political'] },
        { longName: 'Illinois', shortName: 'IL', types: ['administrative_area_level_1', 'political'] },
        { longName: 'United States', shortName: 'US', types: ['country', 'political'] },
      ],
    });
    expect(fields).toEqual({ addr1: '', city: 'Sangamon County', state: 'IL', zip: '', country: 'US', latitude: 1, longitude: 2 });
  });

  it('builds the street line from its parts when the detail has no name', () => {
    const fields = addressFieldsOfDetail({
      ...base,
      parts: [
        { longName: '1', shortName: '1', types: ['street_number'] },
        { longName: 'Main St', shortName: 'Main St', types: ['route'] },
      ],
    });
    expect(fields.addr1).toBe('1 Main St');
  });
});
