import fc from 'fast-check';
import { describe, it } from 'vitest';
import { formatSeatList, parseSeatList, seatCode, splitList, type SeatRef } from './seat-list.js';

const seat: fc.Arbitrary<SeatRef> = fc.record({ row: fc.integer({ min: 1, max: 999 }), letter: fc.constantFrom(...'ABCDEFGHJK'.split('')) });
const seats = fc.uniqueArray(seat, { selector: seatCode, maxLength: 8 });
const separator = fc.constantFrom(', ', ',', ' ', ' ,  ', '\t');

describe('seat lists: properties', () => {
  it('a written list reads back as itself', () => {
    fc.assert(fc.property(seats, (list) => JSON.stringify(parseSeatList(formatSeatList(list))) === JSON.stringify({ ok: true, value: list })));
  });
  it('any mix of commas and spaces between seats reads the same, in any letter case', () => {
    fc.assert(
      fc.property(seats, fc.array(separator, { minLength: 8, maxLength: 8 }), fc.boolean(), (list, seps, lower) => {
        const text = list.map((s, i) => `${lower ? seatCode(s).toLowerCase() : seatCode(s)}${seps[i] ?? ','}`).join('');
        return JSON.stringify(parseSeatList(text)) === JSON.stringify({ ok: true, value: list });
      }),
    );
  });
  it('a list is accepted only when every piece is a seat, and then has one entry per distinct seat', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(seat.map(seatCode), fc.string({ maxLength: 4 })), { maxLength: 6 }), (pieces) => {
        const result = parseSeatList(pieces.join(', '));
        const tokens = splitList(pieces.join(', '));
        if (!result.ok) return !tokens.every((t) => /^\d+[A-Za-z]$/.test(t) && Number(t.slice(0, -1)) >= 1 && Number(t.slice(0, -1)) <= 999);
        return result.value.length === new Set(tokens.map((t) => `${Number(t.slice(0, -1))}${t.slice(-1).toUpperCase()}`)).size;
      }),
    );
  });
});
