import { describe, expect, it } from 'vitest';
import {
  attributesFromLabels,
  attributesToLabels,
  combineAttributes,
  compareFareClass,
  fareClassOf,
  SEAT_ATTRIBUTE_FLAGS,
  SEAT_ATTRIBUTE_LABELS,
  seatAttributes,
} from './seat-attributes.js';

describe('seat attributes (part 2 section 3, Seat map)', () => {
  it('"Attribute flags (label): isFirstClass first_class, ... isUpperDeck upper_deck, isNotASeat"', () => {
    expect(SEAT_ATTRIBUTE_LABELS).toEqual({
      isFirstClass: 'first_class',
      isPremiumClass: 'premium_class',
      isEconomyClass: 'economy_class',
      isWindow: 'location_window',
      isAisle: 'location_aisle',
      isMiddle: 'location_middle',
      isAheadOfWing: 'ahead_of_wing',
      isOverWing: 'over_wing',
      isBehindWing: 'behind_wing',
      isExitRow: 'exit_row',
      isBulkhead: 'bulkhead',
      isRestrictedRecline: 'recline_restriction',
      isRestricted: 'restricted',
      isPreferred: 'preferred',
      isUpperDeck: 'upper_deck',
      isNotASeat: 'not_a_seat',
    });
    expect(SEAT_ATTRIBUTE_FLAGS).toHaveLength(16);
  });
  it('reads labels (ignoring unknown ones and case) and writes them back in the spec order', () => {
    const a = attributesFromLabels(['EXIT_ROW', 'location_window', 'lie_flat']);
    expect(a.isExitRow && a.isWindow && !a.isAisle).toBe(true);
    expect(attributesToLabels(a)).toEqual(['location_window', 'exit_row']);
  });
  it('a row flag holds for its seats', () => {
    expect(combineAttributes(seatAttributes({ isOverWing: true }), seatAttributes({ isWindow: true }))).toEqual(
      seatAttributes({ isOverWing: true, isWindow: true }),
    );
  });
  it('"Fare class (first, premium, economy) derives from row and seat attributes, default economy"', () => {
    expect(fareClassOf(seatAttributes())).toBe('economy');
    expect(fareClassOf(seatAttributes({ isFirstClass: true }))).toBe('first');
    expect(fareClassOf(seatAttributes({ isPremiumClass: true }))).toBe('premium');
  });
  it('"if several class flags are set the lowest class wins"', () => {
    expect(fareClassOf(seatAttributes({ isFirstClass: true, isPremiumClass: true }))).toBe('premium');
    expect(fareClassOf(seatAttributes({ isFirstClass: true, isEconomyClass: true }))).toBe('economy');
    expect(fareClassOf(combineAttributes(seatAttributes({ isFirstClass: true }), seatAttributes({ isPremiumClass: true })))).toBe('premium');
    expect(compareFareClass('economy', 'premium')).toBeLessThan(0);
    expect(compareFareClass('first', 'premium')).toBeGreaterThan(0);
  });
});
