import { describe, expect, it } from 'vitest';
import { seatAttributes } from './seat-attributes.js';
import { isAtLocation, matchingFreeSeats, NO_SEAT_PREFERENCES, seatMatches, type SeatPreferences } from './seat-preferences.js';
import type { SeatMap } from './seat-map.js';

const prefs = (p: Partial<SeatPreferences>): SeatPreferences => ({ ...NO_SEAT_PREFERENCES, ...p });

describe('seat matching (part 2 section 4)', () => {
  it('"middle means neither window nor aisle"', () => {
    expect(isAtLocation(seatAttributes(), 'middle')).toBe(true);
    expect(isAtLocation(seatAttributes({ isMiddle: true, isWindow: true }), 'middle')).toBe(false);
    expect(isAtLocation(seatAttributes({ isAisle: true }), 'middle')).toBe(false);
    expect(isAtLocation(seatAttributes({ isAisle: true }), 'aisle')).toBe(true);
  });
  it('"a seat matches a preference set when, for each non-empty group, at least one chosen flag holds"', () => {
    const windowOverWing = seatAttributes({ isWindow: true, isOverWing: true });
    expect(seatMatches(windowOverWing, NO_SEAT_PREFERENCES)).toBe(true);
    expect(seatMatches(windowOverWing, prefs({ locations: ['window', 'aisle'] }))).toBe(true);
    expect(seatMatches(windowOverWing, prefs({ locations: ['aisle'] }))).toBe(false);
    expect(seatMatches(windowOverWing, prefs({ locations: ['window'], areas: ['over_wing', 'behind_wing'] }))).toBe(true);
    expect(seatMatches(windowOverWing, prefs({ locations: ['window'], areas: ['ahead_of_wing'] }))).toBe(false);
  });
  it('matches the class by fare class and exit row or bulkhead as one group', () => {
    expect(seatMatches(seatAttributes({ isFirstClass: true }), prefs({ fareClasses: ['first'] }))).toBe(true);
    expect(seatMatches(seatAttributes({ isFirstClass: true, isEconomyClass: true }), prefs({ fareClasses: ['first'] }))).toBe(false);
    expect(seatMatches(seatAttributes({ isBulkhead: true }), prefs({ rowKinds: ['exit_row', 'bulkhead'] }))).toBe(true);
    expect(seatMatches(seatAttributes(), prefs({ rowKinds: ['exit_row'] }))).toBe(false);
  });
  it('lists the free matching seats of a map', () => {
    const seat = (code: string, status: string, flags: Parameters<typeof seatAttributes>[0]) => ({ code, status, attributes: seatAttributes(flags) });
    const map: SeatMap = {
      sections: [
        {
          columnHeader: ['A', 'B', 'C', '=', 'D', 'E', 'F'],
          number: 1,
          isUpperDeck: false,
          rows: [
            {
              number: 31,
              attributes: seatAttributes({ isOverWing: true }),
              seats: [
                seat('A', 'A', { isWindow: true }),
                seat('B', 'A', {}),
                seat('C', 'A', { isAisle: true }),
                seat('D', 'A', { isAisle: true }),
                seat('E', 'O', {}),
                seat('F', 'O', { isWindow: true }),
              ],
            },
          ],
        },
      ],
    };
    expect(matchingFreeSeats(map, prefs({ locations: ['aisle'] })).map((s) => `${s.row.number}${s.seat.code}`)).toEqual(['31C', '31D']);
    expect(matchingFreeSeats(map, prefs({ locations: ['middle'] })).map((s) => s.seat.code)).toEqual(['B']);
    expect(matchingFreeSeats(map, prefs({ areas: ['behind_wing'] }))).toEqual([]);
  });
});
