import { InMemoryPlaceLookup } from '@waybook/core/testing';
import { describe, expect, it } from 'vitest';
import { createReferenceLookups } from './reference-lookups.js';
import { sharedAirportIndex } from './shared-indexes.js';

describe('createReferenceLookups', () => {
  it('answers every lookup through the core ports', async () => {
    const reference = createReferenceLookups(new InMemoryPlaceLookup());
    const en = { limit: 15, locale: 'en-US' };
    expect((await reference.airports.search('heathrow', en))[0]?.code).toBe('LHR');
    expect((await reference.airports.byCode('zrh', 'de-DE'))?.label).toBe('Zurich Airport (ZRH), Zürich, Schweiz');
    expect((await reference.airlines.search('SK', en))[0]?.label).toBe('SAS (SK)');
    expect((await reference.airlines.byCode('af'))?.name).toBe('Air France');
    expect((await reference.countries.search('espa', { limit: 1, locale: 'es-ES' }))[0]).toEqual({ code: 'ES', alpha3: 'ESP', label: 'España' });
    expect((await reference.countries.byCode('JP', 'ja-JP'))?.label).toBe('日本');
    expect((await reference.states.search('ontario', en))[0]?.code).toBe('CA-ON');
    expect((await reference.addresses.search('12 Rue de Rivoli, Paris', en))[0]?.displayName).toBe('12 Rue de Rivoli, Paris, Île-de-France, France');
    expect(reference.timeZones.forAirport('HND')).toBe('Asia/Tokyo');
    expect(sharedAirportIndex().byCode('CDG', 'en-US')?.name).toBe('Paris Charles de Gaulle Airport');
  });

  it('builds the indexes once per process, on first use or on warm()', async () => {
    const reference = createReferenceLookups(new InMemoryPlaceLookup());
    expect(await reference.warm()).toBeGreaterThanOrEqual(0);
    expect(await createReferenceLookups(new InMemoryPlaceLookup()).warm()).toBeLessThan(5);
  });
});
