// The place ranking over a handful of records: how exact names, name prefixes and later words weigh.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildKeys, KeyIndex } from './key-index.js';
import { exactWeight, rankPlaces } from './place-rank.js';

const places = [
  ['Par', 1600],
  ['Paris', 2_138_551],
  ['Paraná', 250_000],
  ['Parma', 190_000],
  ['Park City', 8000],
  ['Parbhani', 300_000],
  ['Le Parc', 900_000],
  ['York', 150_000],
  ['New York City', 8_000_000],
  ['Spring', 54_000],
  ['Springfield', 160_000],
] as const;
const names = places.map(([name]) => name);
const population = Int32Array.from(places, ([, pop]) => pop);
const keys = new KeyIndex(buildKeys(names), population);
const rank = (query: string, limit = 10, filter?: (city: number) => boolean) => rankPlaces(keys, population, query, limit, filter).map((c) => names[c]);

describe('exactWeight', () => {
  it('grows tenfold with each letter past three, up to a thousand', () => {
    expect(['pa', 'par', 'york', 'paris', 'spring', 'springfield'].map(exactWeight)).toEqual([1, 1, 10, 100, 1000, 1000]);
  });
});

describe('rankPlaces', () => {
  it('puts a populous prefix match above a tiny exact name of three letters', () => {
    expect(rank('par')[0]).toBe('Paris');
  });
  it('keeps the best exact name among the first five, whatever the limit', () => {
    expect(rank('par').slice(0, 5)).toContain('Par');
    expect(rank('par', 3)).toEqual(['Paris', 'Parbhani', 'Par']);
    expect(rank('par', 1)).toEqual(['Par']);
  });
  it('weighs a later word at a tenth: Le Parc below Paris, above smaller name prefixes', () => {
    expect(rank('par').slice(0, 3)).toEqual(['Paris', 'Parbhani', 'Paraná']);
    expect(rank('par')).toContain('Le Parc');
    expect(rank('par').indexOf('Le Parc')).toBeGreaterThan(rank('par').indexOf('Parma'));
  });
  it('puts a longer exact name first: York above New York City, Spring above Springfield', () => {
    expect(rank('york')).toEqual(['York', 'New York City']);
    expect(rank('spring')).toEqual(['Spring', 'Springfield']);
  });
  it('applies the filter to exact and prefix matches alike', () => {
    const noParis = (city: number) => names[city] !== 'Paris' && names[city] !== 'Par';
    expect(rank('par', 10, noParis)).not.toContain('Paris');
    expect(rank('par', 10, noParis)).not.toContain('Par');
    expect(rank('par', 10, noParis)[0]).toBe('Parbhani');
  });
  it('never repeats a city nor exceeds the limit', () => {
    fc.assert(
      fc.property(fc.constantFrom('p', 'pa', 'par', 'pari', 'paris', 'y', 'york', 'spr', 'le', 'zz'), fc.integer({ min: 1, max: 12 }), (query, limit) => {
        const out = rankPlaces(keys, population, query, limit, undefined);
        expect(out.length).toBeLessThanOrEqual(limit);
        expect(new Set(out).size).toBe(out.length);
      }),
    );
  });
});
