import { describe, expect, it } from 'vitest';
import { formatSeatList, parseSeat, parseSeatList, seatCode, splitList } from './seat-list.js';

describe('seat lists (part 2 section 3, Seat tracker subscription)', () => {
  it('"Seats are entered comma-separated, for example 31F, 31G"', () => {
    expect(parseSeatList('31F, 31G')).toEqual({
      ok: true,
      value: [
        { row: 31, letter: 'F' },
        { row: 31, letter: 'G' },
      ],
    });
    expect(
      formatSeatList([
        { row: 31, letter: 'F' },
        { row: 31, letter: 'G' },
      ]),
    ).toBe('31F, 31G');
  });
  it('"Lists are space- or comma-separated"', () => {
    expect(splitList(' window, aisle  middle,,')).toEqual(['window', 'aisle', 'middle']);
    expect(parseSeatList('31f 31g,2A')).toEqual({
      ok: true,
      value: [
        { row: 31, letter: 'F' },
        { row: 31, letter: 'G' },
        { row: 2, letter: 'A' },
      ],
    });
  });
  it('reports the first piece that is not a seat', () => {
    expect(parseSeatList('31F, 31')).toEqual({ ok: false, error: { kind: 'invalid-seat', token: '31' } });
    expect(parseSeatList('F31')).toEqual({ ok: false, error: { kind: 'invalid-seat', token: 'F31' } });
    expect(parseSeatList('0A')).toEqual({ ok: false, error: { kind: 'invalid-seat', token: '0A' } });
    expect(parseSeatList('1000A').ok).toBe(false);
    expect(parseSeatList('31 F')).toEqual({ ok: false, error: { kind: 'invalid-seat', token: '31' } });
  });
  it('reads blank text as no seats and keeps a repeated seat once', () => {
    expect(parseSeatList('  ')).toEqual({ ok: true, value: [] });
    expect(parseSeatList('31F, 31f, 031F')).toEqual({ ok: true, value: [{ row: 31, letter: 'F' }] });
  });
  it('writes one seat as row then letter', () => {
    expect(seatCode({ row: 7, letter: 'A' })).toBe('7A');
    expect(parseSeat('999K')).toEqual({ ok: true, value: { row: 999, letter: 'K' } });
  });
});
