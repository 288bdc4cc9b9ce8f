import { describe, expect, it } from 'vitest';
import { StateIndex } from './state-index.js';
import { searchNames, subdivisionName } from './state-names.js';

const index = new StateIndex();
const en = { limit: 15, locale: 'en-US' } as const;
const codes = (query: string, locale = 'en-US', limit = 15): string[] => index.search(query, { limit, locale }).map((s) => s.code);

describe('state search', () => {
  it('finds California from a prefix, labelled "Name, Country"', () => {
    expect(index.search('calif', en)[0]).toEqual({ code: 'US-CA', shortCode: 'CA', name: 'California', countryCode: 'US', label: 'California, United States' });
  });

  it("finds by short or full ISO code, the locale's country first", () => {
    expect(codes('CA')[0]).toBe('US-CA');
    expect(codes('us-ca')[0]).toBe('US-CA');
    expect(codes('ny')[0]).toBe('US-NY');
    expect(codes('by', 'de-DE')[0]).toBe('DE-BY');
  });

  it("labels the country in the user's language, and Japanese prefectures in Japanese", () => {
    expect(index.search('bayern', { limit: 1, locale: 'fr-FR' })[0]?.label).toBe('Bayern, Allemagne');
    expect(index.search('tokyo', { limit: 1, locale: 'ja-JP' })[0]?.label).toBe('東京都, 日本');
    expect(index.search('tokyo', en)[0]?.label).toBe('Tokyo, Japan');
  });

  it('folds accents and finds Hepburn and English names', () => {
    expect(codes('ile de france')[0]).toBe('FR-IDF');
    expect(codes('fukushima')[0]).toBe('JP-07');
    expect(codes('bavaria')[0]).toBe('DE-BY');
    expect(codes('quebec')[0]).toBe('CA-QC');
  });

  it('narrows by the country after a comma', () => {
    expect(codes('georgia, us')).toEqual(['US-GA']);
    expect(codes('georgia')).toContain('US-GA');
  });

  it("puts top-level subdivisions first, then those of the locale's country", () => {
    const small = new StateIndex([
      { code: 'FR-01', name: 'Ain', parent: 'FR-ARA' },
      { code: 'US-AL', name: 'Alabama', parent: 'US' },
      { code: 'FR-ARA', name: 'Auvergne-Rhône-Alpes', parent: 'FR' },
    ]);
    expect(small.search('a', { limit: 5, locale: 'fr-FR' }).map((s) => s.code)).toEqual(['FR-ARA', 'US-AL', 'FR-01']);
    expect(small.search('a', { limit: 5, locale: 'en-US' }).map((s) => s.code)).toEqual(['US-AL', 'FR-ARA', 'FR-01']);
  });

  it('answers nothing for empty or unknown text and honours the limit', () => {
    expect(codes('')).toEqual([]);
    expect(codes('zzqqxx')).toEqual([]);
    expect(codes('s', 'en-US', 7)).toHaveLength(7);
  });

  it('finds a subdivision of a country by name', () => {
    expect(index.find('US', 'California', 'en-US')?.shortCode).toBe('CA');
    expect(index.find('FR', 'Auvergne-Rhône-Alpes', 'fr-FR')?.code).toBe('FR-ARA');
    expect(index.find('FR', 'California', 'en-US')).toBeUndefined();
  });
});

describe('subdivision names', () => {
  it('reads inverted ISO names the usual way round and drops language notes', () => {
    expect(subdivisionName('ES-MD', 'Madrid, Comunidad de', 'en')).toBe('Comunidad de Madrid');
    expect(subdivisionName('ES-VC', 'Valenciana, Comunidad', 'en')).toBe('Comunidad Valenciana');
    expect(subdivisionName('GB-DUR', 'Durham, County', 'en')).toBe('County Durham');
    expect(subdivisionName('GB-BST', 'Bristol, City of', 'en')).toBe('City of Bristol');
    expect(subdivisionName('GB-NMD', 'Newry, Mourne and Down', 'en')).toBe('Newry, Mourne and Down');
    expect(subdivisionName('LU-D', 'Diekirch (de, lb)', 'en')).toBe('Diekirch');
  });

  it('searches by every part of bilingual names', () => {
    expect(searchNames('IT-BZ', 'Bolzano, Bozen')).toEqual(expect.arrayContaining(['Bolzano', 'Bozen']));
  });
});
