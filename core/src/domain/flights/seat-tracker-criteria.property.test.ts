import fc from 'fast-check';
import { describe, it } from 'vitest';
import { SEAT_AREAS, SEAT_LOCATIONS } from './seat-preferences.js';
import { formatPreferenceList, parseAdjacentSeatAmount, parseSeatAreas, parseSeatLocations } from './seat-tracker-criteria.js';

describe('seat tracker criteria: properties', () => {
  it('the adjacent amount is accepted exactly for the whole numbers 1 to 4', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 10 }), fc.double({ noNaN: true })), fc.boolean(), (n, asText) => {
        const result = parseAdjacentSeatAmount(asText ? String(n) : n);
        const expected = Number.isInteger(n) && n >= 1 && n <= 4;
        return result.ok === expected && (!result.ok || result.value === n);
      }),
    );
  });
  it('written preference lists read back as themselves', () => {
    fc.assert(
      fc.property(fc.subarray([...SEAT_LOCATIONS]), fc.subarray([...SEAT_AREAS]), (locations, areas) => {
        const l = parseSeatLocations(formatPreferenceList(locations));
        const a = parseSeatAreas(formatPreferenceList(areas));
        return l.ok && a.ok && JSON.stringify(l.value) === JSON.stringify(locations) && JSON.stringify(a.value) === JSON.stringify(areas);
      }),
    );
  });
  it('anything accepted is a list of known values without repeats', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...SEAT_LOCATIONS, 'WINDOW', 'Aisle'), fc.string({ maxLength: 5 })), { maxLength: 5 }), (pieces) => {
        const result = parseSeatLocations(pieces.join(' '));
        return (
          !result.ok || (result.value.every((v) => (SEAT_LOCATIONS as readonly string[]).includes(v)) && new Set(result.value).size === result.value.length)
        );
      }),
    );
  });
});
