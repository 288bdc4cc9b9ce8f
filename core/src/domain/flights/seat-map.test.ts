import { describe, expect, it } from 'vitest';
import { seatAttributes } from './seat-attributes.js';
import { allSeats, findSeat, isAisleColumn, isSeatFree, isSeatOccupied, splitSeatCode, type SeatMap } from './seat-map.js';

const seat = (code: string, status: string, flags: Parameters<typeof seatAttributes>[0] = {}) => ({ code, status, attributes: seatAttributes(flags) });
const map: SeatMap = {
  sections: [
    {
      columnHeader: ['A', 'B', '=', 'C', 'D'],
      number: 1,
      isUpperDeck: true,
      rows: [
        {
          number: 1,
          attributes: seatAttributes({ isFirstClass: true, isBulkhead: true }),
          seats: [seat('A', 'A', { isWindow: true }), seat('B', 'O', { isAisle: true })],
        },
      ],
    },
    {
      columnHeader: ['A', 'B', 'C', '=', 'D', 'E', 'F'],
      number: 2,
      isUpperDeck: false,
      rows: [
        {
          number: 31,
          attributes: seatAttributes({ isOverWing: true }),
          seats: [seat('A', 'A', { isWindow: true }), seat('31B', 'A'), seat('F', 'o', { isWindow: true })],
        },
        { number: 32, attributes: seatAttributes(), seats: [seat('A', 'A', { isNotASeat: true })] },
      ],
    },
  ],
};

describe('seat map (part 2 section 3)', () => {
  it('"A column header containing \'=\' marks an aisle"', () => {
    expect(['A', '=', ' = ', '==', 'C'].map(isAisleColumn)).toEqual([false, true, true, true, false]);
  });
  it('"Occupied status is the letter O"', () => {
    expect(isSeatOccupied({ status: 'O' })).toBe(true);
    expect(isSeatOccupied({ status: 'o' })).toBe(true);
    expect(isSeatOccupied({ status: 'A' })).toBe(false);
    expect(isSeatOccupied({ status: '0' })).toBe(false);
  });
  it('a free seat is a real seat that is not occupied', () => {
    expect(isSeatFree(seat('A', 'A'))).toBe(true);
    expect(isSeatFree(seat('A', 'O'))).toBe(false);
    expect(isSeatFree(seat('A', 'A', { isNotASeat: true }))).toBe(false);
  });
  it('"A seat is found by row number plus seat code"', () => {
    expect(findSeat(map, 31, 'F')?.seat.status).toBe('o');
    expect(findSeat(map, 31, 'f')?.seat.code).toBe('F');
    expect(findSeat(map, 31, '31B')?.seat.code).toBe('31B');
    expect(findSeat(map, 31, 'B')?.seat.code).toBe('31B');
    expect(findSeat(map, 32, '31A')).toBeNull();
    expect(findSeat(map, 31, 'C')).toBeNull();
    expect(findSeat(map, 99, 'A')).toBeNull();
  });
  it('a found seat carries its row and deck attributes and its fare class', () => {
    const first = findSeat(map, 1, 'A');
    expect(first?.fareClass).toBe('first');
    expect(first?.attributes).toEqual(seatAttributes({ isFirstClass: true, isBulkhead: true, isWindow: true, isUpperDeck: true }));
    expect(findSeat(map, 31, 'A')?.attributes.isOverWing).toBe(true);
    expect(findSeat(map, 31, 'A')?.fareClass).toBe('economy');
  });
  it('lists every seat front to back', () => {
    expect(allSeats(map).map((s) => `${s.row.number}:${s.seat.code}`)).toEqual(['1:A', '1:B', '31:A', '31:31B', '31:F', '32:A']);
  });
  it('splits seat codes', () => {
    expect(splitSeatCode('31f')).toEqual({ row: 31, letter: 'F' });
    expect(splitSeatCode('F')).toEqual({ row: null, letter: 'F' });
    expect(splitSeatCode('3-')).toBeNull();
  });
});
