import { describe, expect, it } from 'vitest';
import { AllTheCitiesPlaceLookup, DeferredPlaceLookup } from './place-index.js';

const paris = {
  cityId: 2988507,
  name: 'Paris',
  altName: '',
  country: 'FR',
  adminCode: '11',
  population: 2138551,
  loc: { type: 'Point', coordinates: [2.3488, 48.85341] as [number, number] },
};

describe('DeferredPlaceLookup', () => {
  it('answers once the index has loaded, calls made before included', async () => {
    let resolve!: (index: AllTheCitiesPlaceLookup) => void;
    const lookup = new DeferredPlaceLookup(new Promise((r) => (resolve = r)));
    const early = lookup.search('par', { limit: 5, locale: 'en-US' });
    resolve(AllTheCitiesPlaceLookup.fromCities([paris]));
    expect((await early).map((p) => p.name)).toEqual(['Paris']);
    expect((await lookup.byId('2988507', 'fr-FR'))?.countryCode).toBe('FR');
    const label = (await lookup.byId('2988507', 'en-US'))?.label ?? '';
    expect((await lookup.byLabel(label, 'en-US'))?.id).toBe('2988507');
  });

  it('passes a failed load on to each call', async () => {
    const failed = Promise.reject(new Error('no data'));
    failed.catch(() => undefined);
    await expect(new DeferredPlaceLookup(failed).search('par', { limit: 5, locale: 'en-US' })).rejects.toThrow('no data');
  });
});
