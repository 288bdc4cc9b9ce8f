import fc from 'fast-check';
import { describe, it } from 'vitest';
import { FARE_CLASSES, fareClassOf, SEAT_ATTRIBUTE_FLAGS, seatAttributes } from './seat-attributes.js';
import { isAtLocation, NO_SEAT_PREFERENCES, SEAT_AREAS, SEAT_LOCATIONS, seatMatches, type SeatPreferences } from './seat-preferences.js';

const attrs = fc.subarray([...SEAT_ATTRIBUTE_FLAGS]).map((flags) => seatAttributes(Object.fromEntries(flags.map((f) => [f, true]))));
const preferences: fc.Arbitrary<SeatPreferences> = fc.record({
  locations: fc.subarray([...SEAT_LOCATIONS]),
  areas: fc.subarray([...SEAT_AREAS]),
  fareClasses: fc.subarray([...FARE_CLASSES]),
  rowKinds: fc.subarray(['exit_row', 'bulkhead'] as const),
});

describe('seat matching: properties', () => {
  it('no preferences match every seat', () => {
    fc.assert(fc.property(attrs, (a) => seatMatches(a, NO_SEAT_PREFERENCES)));
  });
  it('each seat is at exactly one of window-or-aisle and middle', () => {
    fc.assert(fc.property(attrs, (a) => isAtLocation(a, 'middle') === !(isAtLocation(a, 'window') || isAtLocation(a, 'aisle'))));
  });
  it('a match means every non-empty group has a value that holds', () => {
    fc.assert(
      fc.property(attrs, preferences, (a, p) => {
        const flag = { ahead_of_wing: a.isAheadOfWing, over_wing: a.isOverWing, behind_wing: a.isBehindWing, exit_row: a.isExitRow, bulkhead: a.isBulkhead };
        const groups = [
          p.locations.length === 0 || p.locations.some((l) => isAtLocation(a, l)),
          p.areas.length === 0 || p.areas.some((x) => flag[x]),
          p.fareClasses.length === 0 || p.fareClasses.includes(fareClassOf(a)),
          p.rowKinds.length === 0 || p.rowKinds.some((k) => flag[k]),
        ];
        return seatMatches(a, p) === groups.every(Boolean);
      }),
    );
  });
  it('choosing one more value in a non-empty group never loses a match', () => {
    fc.assert(
      fc.property(attrs, preferences, fc.constantFrom(...SEAT_LOCATIONS), (a, p, extra) => {
        fc.pre(p.locations.length > 0);
        return !seatMatches(a, p) || seatMatches(a, { ...p, locations: [...p.locations, extra] });
      }),
    );
  });
});
