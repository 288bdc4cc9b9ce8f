import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  attributesFromLabels,
  attributesToLabels,
  combineAttributes,
  compareFareClass,
  fareClassOf,
  SEAT_ATTRIBUTE_FLAGS,
  seatAttributes,
  type SeatAttributes,
} from './seat-attributes.js';

const attributesArb: fc.Arbitrary<SeatAttributes> = fc
  .subarray([...SEAT_ATTRIBUTE_FLAGS])
  .map((flags) => seatAttributes(Object.fromEntries(flags.map((f) => [f, true]))));
const classFlag = fc.constantFrom('isFirstClass', 'isPremiumClass', 'isEconomyClass' as const);

describe('seat attributes: properties', () => {
  it('labels round-trip', () => {
    fc.assert(fc.property(attributesArb, (a) => JSON.stringify(attributesFromLabels(attributesToLabels(a))) === JSON.stringify(a)));
  });
  it('once a class flag is set, setting one more never raises the fare class (the lowest wins)', () => {
    fc.assert(
      fc.property(attributesArb, classFlag, classFlag, (a, first, more) => {
        const some = { ...a, [first]: true };
        return compareFareClass(fareClassOf({ ...some, [more]: true }), fareClassOf(some)) <= 0;
      }),
    );
  });
  it('the fare class is the class of some set flag, or economy when none is set', () => {
    fc.assert(
      fc.property(attributesArb, (a) => {
        const c = fareClassOf(a);
        const flags = { first: a.isFirstClass, premium: a.isPremiumClass, economy: a.isEconomyClass };
        return flags[c] || (c === 'economy' && !a.isFirstClass && !a.isPremiumClass);
      }),
    );
  });
  it('combining is a union: a flag holds when row or seat sets it', () => {
    fc.assert(
      fc.property(attributesArb, attributesArb, (row, seat) => {
        const both = combineAttributes(row, seat);
        return SEAT_ATTRIBUTE_FLAGS.every((f) => both[f] === (row[f] || seat[f]));
      }),
    );
  });
});
