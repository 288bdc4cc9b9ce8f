import fc from 'fast-check';
import { describe, it } from 'vitest';
import { SEAT_ATTRIBUTE_FLAGS, seatAttributes } from './seat-attributes.js';
import { allSeats, findSeat, isAisleColumn, isSeatOccupied, type SeatMap } from './seat-map.js';

const attrs = fc.subarray([...SEAT_ATTRIBUTE_FLAGS]).map((flags) => seatAttributes(Object.fromEntries(flags.map((f) => [f, true]))));
const letters = 'ABCDEFGHJK'.split('');
const row = (n: number) =>
  fc.record({
    number: fc.constant(n),
    attributes: attrs,
    seats: fc
      .subarray(letters, { minLength: 1 })
      .chain((codes) => fc.tuple(...codes.map((code) => fc.record({ code: fc.constant(code), status: fc.constantFrom('A', 'O', 'X'), attributes: attrs })))),
  });
const seatMap: fc.Arbitrary<SeatMap> = fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 8 }).chain((numbers) =>
  fc.record({
    sections: fc.tuple(
      fc.record({ columnHeader: fc.constant(['A', '=', 'B']), number: fc.constant(1), isUpperDeck: fc.boolean(), rows: fc.tuple(...numbers.map(row)) }),
    ),
  }),
);

describe('seat map: properties', () => {
  it('every seat on the map is found by its row number and code, in either case', () => {
    fc.assert(
      fc.property(seatMap, (map) =>
        allSeats(map).every(
          (s) =>
            findSeat(map, s.row.number, s.seat.code.toLowerCase())?.seat === s.seat &&
            findSeat(map, s.row.number, `${s.row.number}${s.seat.code}`)?.seat === s.seat,
        ),
      ),
    );
  });
  it('a code found is a code of that row, and a code missing from the row is not found', () => {
    fc.assert(
      fc.property(seatMap, fc.integer({ min: 1, max: 60 }), fc.constantFrom(...letters, 'Z'), (map, n, code) => {
        const inRow = map.sections.some((s) => s.rows.some((r) => r.number === n && r.seats.some((seat) => seat.code === code)));
        const found = findSeat(map, n, code);
        return (found !== null) === inRow && (found === null || (found.row.number === n && found.seat.code === code));
      }),
    );
  });
  it('the deck flag of a section holds for all of its seats', () => {
    fc.assert(fc.property(seatMap, (map) => allSeats(map).every((s) => !s.section.isUpperDeck || s.attributes.isUpperDeck)));
  });
  it('aisle headers are exactly those containing =, occupied seats exactly those with status O', () => {
    fc.assert(fc.property(fc.string({ maxLength: 4 }), (h) => isAisleColumn(h) === h.includes('=')));
    fc.assert(fc.property(fc.string({ maxLength: 3 }), (status) => isSeatOccupied({ status }) === (status.trim().toUpperCase() === 'O')));
  });
});
