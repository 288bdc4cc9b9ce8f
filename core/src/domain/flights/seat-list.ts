import { err, ok, type Result } from '../result.js';

/**
 * One seat as a traveler names it: a row number and a column letter (31F).
 *
 * @example
 * const seat: SeatRef = { row: 31, letter: 'F' };
 */
export type SeatRef = { readonly row: number; readonly letter: string };

/**
 * A piece of a seat list that is not a seat.
 *
 * @example
 * const e: SeatListError = { kind: 'invalid-seat', token: '31' };
 */
export type SeatListError = { readonly kind: 'invalid-seat'; readonly token: string };

/**
 * The highest row number accepted in a seat list.
 *
 * @example
 * parseSeatList('999A').ok  // true
 * parseSeatList('1000A').ok // false
 */
export const MAX_SEAT_ROW = 999;

const SEAT_TOKEN = /^(\d+)([A-Z])$/;

/**
 * Splits a list written with spaces and/or commas into its non-empty pieces.
 *
 * @example
 * splitList(' window, aisle  middle,,') // ['window', 'aisle', 'middle']
 */
export function splitList(text: string): readonly string[] {
  return text.split(/[\s,]+/).filter((piece) => piece !== '');
}

/**
 * Reads one seat: row 1 to 999 (leading zeros allowed) followed by one column letter, any case.
 *
 * @example
 * parseSeat('31f')  // ok({ row: 31, letter: 'F' })
 * parseSeat('F31')  // err({ kind: 'invalid-seat', token: 'F31' })
 */
export function parseSeat(token: string): Result<SeatRef, SeatListError> {
  const match = SEAT_TOKEN.exec(token.trim().toUpperCase());
  const row = Number(match?.[1]);
  if (match === null || !(row >= 1 && row <= MAX_SEAT_ROW)) return err({ kind: 'invalid-seat', token: token.trim() });
  return ok({ row, letter: match[2] ?? '' });
}

/**
 * Reads a seat list such as "31F, 31G" (commas and/or spaces between seats; a seat itself has no
 * space). The first piece that is not a seat is reported. Blank text is the empty list; a seat
 * named twice is kept once, where it first appears.
 *
 * @example
 * parseSeatList('31F, 31G') // ok([{ row: 31, letter: 'F' }, { row: 31, letter: 'G' }])
 * parseSeatList('31F 31')   // err({ kind: 'invalid-seat', token: '31' })
 */
export function parseSeatList(text: string): Result<readonly SeatRef[], SeatListError> {
  const seats: SeatRef[] = [];
  for (const token of splitList(text)) {
    const seat = parseSeat(token);
    if (!seat.ok) return seat;
    if (!seats.some((s) => s.row === seat.value.row && s.letter === seat.value.letter)) seats.push(seat.value);
  }
  return ok(seats);
}

/**
 * The code of a seat, as written: row then letter.
 *
 * @example
 * seatCode({ row: 7, letter: 'A' }) // '7A'
 */
export function seatCode(seat: SeatRef): string {
  return `${seat.row}${seat.letter}`;
}

/**
 * Writes a seat list the way the spec shows it: "31F, 31G".
 *
 * @example
 * formatSeatList([{ row: 31, letter: 'F' }, { row: 31, letter: 'G' }]) // '31F, 31G'
 */
export function formatSeatList(seats: readonly SeatRef[]): string {
  return seats.map(seatCode).join(', ');
}
