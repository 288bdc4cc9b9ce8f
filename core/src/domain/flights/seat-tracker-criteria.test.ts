import { describe, expect, it } from 'vitest';
import {
  ADJACENT_SEAT_AMOUNTS,
  criteriaPreferences,
  formatPreferenceList,
  parseAdjacentSeatAmount,
  parseSeatAreas,
  parseSeatLocations,
  seatTrackerInputMessage,
  type SeatTrackerCriteria,
} from './seat-tracker-criteria.js';

const criteria: SeatTrackerCriteria = {
  qualifier: '',
  seatPreferences: ['window', 'aisle'],
  areaPreferences: ['over_wing'],
  shouldFindFirstClass: true,
  shouldFindPremiumSeats: false,
  shouldFindEconomySeats: true,
  shouldFindExitRow: true,
  shouldFindBulkheadRow: false,
  adjacentSeatAmount: 2,
  individualSeat: false,
};

describe('seat tracker criteria (part 2 sections 3 and 9)', () => {
  it('"adjacentSeatAmount (choices 1 to 4)", "1 solo seat, or N together"', () => {
    expect(ADJACENT_SEAT_AMOUNTS).toEqual([1, 2, 3, 4]);
    expect([1, 2, 3, 4, '4', ' 1 '].map((n) => parseAdjacentSeatAmount(n).ok)).toEqual([true, true, true, true, true, true]);
    expect(parseAdjacentSeatAmount(5)).toEqual({ ok: false, error: { kind: 'adjacent-out-of-range', value: '5' } });
    expect([0, -1, 2.5, 'two', ''].map((n) => parseAdjacentSeatAmount(n).ok)).toEqual([false, false, false, false, false]);
  });
  it('"Seat location values: window, aisle, middle; area values: ahead_of_wing, over_wing, behind_wing. Lists are space- or comma-separated."', () => {
    expect(parseSeatLocations('window, aisle middle')).toEqual({ ok: true, value: ['window', 'aisle', 'middle'] });
    expect(parseSeatAreas('ahead_of_wing,over_wing behind_wing')).toEqual({ ok: true, value: ['ahead_of_wing', 'over_wing', 'behind_wing'] });
    expect(parseSeatLocations('Window WINDOW')).toEqual({ ok: true, value: ['window'] });
    expect(parseSeatLocations('')).toEqual({ ok: true, value: [] });
    expect(parseSeatLocations('window, sofa')).toEqual({ ok: false, error: { kind: 'unknown-preference', token: 'sofa' } });
    expect(parseSeatAreas('window')).toEqual({ ok: false, error: { kind: 'unknown-preference', token: 'window' } });
    expect(formatPreferenceList(['window', 'aisle'])).toBe('window,aisle');
  });
  it('turns criteria into the preference groups used for matching', () => {
    expect(criteriaPreferences(criteria)).toEqual({
      locations: ['window', 'aisle'],
      areas: ['over_wing'],
      fareClasses: ['economy', 'first'],
      rowKinds: ['exit_row'],
    });
  });
  it('maps every input error to a flights message key', () => {
    expect(seatTrackerInputMessage({ kind: 'invalid-seat', token: '31' })).toEqual({ key: 'flights:seatTracker.invalidSeat', values: { seat: '31' } });
    expect(seatTrackerInputMessage({ kind: 'adjacent-out-of-range', value: '5' })).toEqual({
      key: 'flights:seatTracker.adjacentOutOfRange',
      values: { min: 1, max: 4 },
    });
    expect(seatTrackerInputMessage({ kind: 'unknown-preference', token: 'sofa' })).toEqual({
      key: 'flights:seatTracker.unknownPreference',
      values: { value: 'sofa' },
    });
  });
});
