import { describe, expect, it } from 'vitest';
import { CountryIndex } from './country-index.js';

const index = new CountryIndex();
const en = { limit: 15, locale: 'en-US' } as const;
const codes = (query: string, locale = 'en-US', limit = 15): string[] => index.search(query, { limit, locale }).map((c) => c.code);

describe('country search', () => {
  it('knows every ISO 3166-1 country', () => {
    expect(index.size).toBeGreaterThanOrEqual(249);
  });

  it('labels countries in the request language', () => {
    expect(index.search('germany', en)[0]).toEqual({ code: 'DE', alpha3: 'DEU', label: 'Germany' });
    expect(index.search('germany', { limit: 1, locale: 'fr-FR' })[0]?.label).toBe('Allemagne');
    expect(index.search('germany', { limit: 1, locale: 'de-DE' })[0]?.label).toBe('Deutschland');
    expect(index.search('germany', { limit: 1, locale: 'ja-JP' })[0]?.label).toBe('ドイツ');
    expect(index.search('germany', { limit: 1, locale: 'es-CO' })[0]?.label).toBe('Alemania');
    expect(index.search('us', { limit: 1, locale: 'en-GB' })[0]?.label).toBe('United States');
  });

  it('finds a country by a name in any supported language, accents folded', () => {
    expect(codes('allem')[0]).toBe('DE');
    expect(codes('etats unis')[0]).toBe('US');
    expect(codes('Österreich')[0]).toBe('AT');
    expect(codes('ドイツ')[0]).toBe('DE');
  });

  it('puts exact codes first, then label prefixes', () => {
    expect(codes('fr')[0]).toBe('FR');
    expect(codes('fra')[0]).toBe('FR');
    expect(codes('uk')[0]).toBe('GB');
    expect(codes('united', 'en-US', 4)).toEqual(expect.arrayContaining(['AE', 'GB', 'US']));
  });

  it('matches a later word of a name', () => {
    expect(codes('kingdom')).toContain('GB');
  });

  it('answers nothing for empty or unknown text, and honours the limit', () => {
    expect(codes('')).toEqual([]);
    expect(codes('zzqq')).toEqual([]);
    expect(codes('a', 'en-US', 5)).toHaveLength(5);
  });

  it('finds by alpha-2 or alpha-3 code', () => {
    expect(index.byCode('fr', 'de-DE')).toEqual({ code: 'FR', alpha3: 'FRA', label: 'Frankreich' });
    expect(index.byCode('JPN', 'ja-JP')?.label).toBe('日本');
    expect(index.byCode('XX', 'en-US')).toBeUndefined();
  });
});
