import fc from 'fast-check';
import { describe, it } from 'vitest';
import { SEAT_ATTRIBUTE_FLAGS, seatAttributes } from '../../domain/flights/seat-attributes.js';
import type { SeatMap } from '../../domain/flights/seat-map.js';
import { parseColumnHeader, seatMapFromWire, seatMapToWire, seatMapWire } from './seat-map-wire.js';

/** What a JSON body carries: the encoder's output after JSON.stringify/parse. */
const overJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const attrs = fc.subarray([...SEAT_ATTRIBUTE_FLAGS]).map((flags) => seatAttributes(Object.fromEntries(flags.map((f) => [f, true]))));
const seatMap: fc.Arbitrary<SeatMap> = fc.record({
  sections: fc.array(
    fc.record({
      columnHeader: fc.array(fc.constantFrom('A', 'B', '=', 'C', 'ab'), { maxLength: 5 }),
      number: fc.nat(9),
      isUpperDeck: fc.boolean(),
      rows: fc.array(
        fc.record({
          number: fc.nat(60),
          attributes: attrs,
          seats: fc.array(fc.record({ code: fc.constantFrom('A', 'B', '31C'), status: fc.constantFrom('A', 'O', ''), attributes: attrs }), { maxLength: 3 }),
        }),
        { maxLength: 3 },
      ),
    }),
    { maxLength: 2 },
  ),
});
describe('seat map wire: properties', () => {
  it('a seat map survives domain -> wire -> JSON -> schema -> domain', () => {
    fc.assert(fc.property(seatMap, (m) => same(seatMapFromWire(seatMapWire.parse(overJson(seatMapToWire(m)))), m)));
  });
  it('a compact column header has one column per character, and aisles where the = signs are', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A', 'B', 'C', '='), { minLength: 1, maxLength: 10 }), (columns) => {
        const header = parseColumnHeader(columns.join(''));
        return same(header, columns) && same(parseColumnHeader(columns.join(' ')), columns);
      }),
    );
  });
});
