import { describe, expect, it } from 'vitest';
import { AirportIndex } from './airport-index.js';
import { ReferenceTimeZoneLookup } from './time-zone-lookup.js';

describe('ReferenceTimeZoneLookup', () => {
  const zones = new ReferenceTimeZoneLookup();

  it("gives an airport's zone by IATA code, any case", () => {
    expect(zones.forAirport('NRT')).toBe('Asia/Tokyo');
    expect(zones.forAirport('sfo')).toBe('America/Los_Angeles');
    expect(zones.forAirport(' ZRH ')).toBe('Europe/Zurich');
  });

  it('answers null for unknown or malformed codes', () => {
    expect(zones.forAirport('XXX')).toBeNull();
    expect(zones.forAirport('')).toBeNull();
    expect(zones.forAirport('LHRX')).toBeNull();
  });

  it('gives the zone at coordinates, null out of range', () => {
    expect(zones.at(48.8566, 2.3522)).toBe('Europe/Paris');
    expect(zones.at(40.64, -73.78)).toBe('America/New_York');
    expect(zones.at(91, 0)).toBeNull();
    expect(zones.at(Number.NaN, 0)).toBeNull();
  });

  it('reads the airport data only when an airport is asked for', () => {
    let loads = 0;
    const lazyZones = new ReferenceTimeZoneLookup(() => {
      loads += 1;
      return new AirportIndex([
        { iata: 'CDG', name: 'Paris Charles de Gaulle Airport', city: 'Paris', country: 'FR', timezone: 'Europe/Paris', latitude: 49, longitude: 2.55 },
      ]);
    });
    expect(lazyZones.at(35.68, 139.69)).toBe('Asia/Tokyo');
    expect(loads).toBe(0);
    expect(lazyZones.forAirport('cdg')).toBe('Europe/Paris');
  });
});
