import { combineAttributes, fareClassOf, seatAttributes, type FareClass, type SeatAttributes } from './seat-attributes.js';

/**
 * The status letter of an occupied seat.
 *
 * @example
 * isSeatOccupied({ code: 'F', status: OCCUPIED_SEAT_STATUS, attributes: seatAttributes() }) // true
 */
export const OCCUPIED_SEAT_STATUS = 'O';

/**
 * One seat of a seat map: its code (the column letter, e.g. 'F'; a full '31F' is accepted too),
 * its status letter and its attribute flags.
 *
 * @example
 * const seat: Seat = { code: 'F', status: 'A', attributes: seatAttributes({ isWindow: true }) };
 */
export type Seat = { readonly code: string; readonly status: string; readonly attributes: SeatAttributes };

/**
 * One row: its number, its own attributes (wing position and the like) and its seats.
 *
 * @example
 * const row: SeatRow = { number: 31, attributes: seatAttributes({ isOverWing: true }), seats: [] };
 */
export type SeatRow = { readonly number: number; readonly attributes: SeatAttributes; readonly seats: readonly Seat[] };

/**
 * One cabin section: its column headers (one per column, left to right; a header containing '='
 * is an aisle), its number, whether it is on the upper deck, and its rows.
 *
 * @example
 * const section: SeatMapSection = { columnHeader: ['A', 'B', '=', 'C', 'D'], number: 1, isUpperDeck: false, rows: [] };
 */
export type SeatMapSection = {
  readonly columnHeader: readonly string[];
  readonly number: number;
  readonly isUpperDeck: boolean;
  readonly rows: readonly SeatRow[];
};

/**
 * The seat map of one flight: its sections, front to back.
 *
 * @example
 * const map: SeatMap = { sections: [] };
 */
export type SeatMap = { readonly sections: readonly SeatMapSection[] };

/**
 * A seat found on a map, with the attributes that hold for it (the seat's, its row's, and
 * upper deck when its section is on the upper deck) and the fare class they give.
 *
 * @example
 * findSeat(map, 31, 'F')?.fareClass // 'economy'
 */
export type LocatedSeat = {
  readonly section: SeatMapSection;
  readonly row: SeatRow;
  readonly seat: Seat;
  readonly attributes: SeatAttributes;
  readonly fareClass: FareClass;
};

/**
 * Whether a column header marks an aisle: it contains '='.
 *
 * @example
 * isAisleColumn('=') // true
 * isAisleColumn('C') // false
 */
export function isAisleColumn(header: string): boolean {
  return header.includes('=');
}

/**
 * Whether a seat is taken: its status is the letter O (case and spaces ignored).
 *
 * @example
 * isSeatOccupied({ code: 'F', status: 'O', attributes: seatAttributes() }) // true
 * isSeatOccupied({ code: 'F', status: 'A', attributes: seatAttributes() }) // false
 */
export function isSeatOccupied(seat: Pick<Seat, 'status'>): boolean {
  return seat.status.trim().toUpperCase() === OCCUPIED_SEAT_STATUS;
}

/**
 * Whether a seat could be taken: it is a seat (not isNotASeat) and not occupied.
 *
 * @example
 * isSeatFree({ code: 'F', status: 'A', attributes: seatAttributes() }) // true
 */
export function isSeatFree(seat: Seat): boolean {
  return !seat.attributes.isNotASeat && !isSeatOccupied(seat);
}

const SEAT_CODE = /^(\d*)\s*([A-Z]+)$/;

/**
 * Splits a seat code into its optional row digits and its column letters ('31f' gives 31 and 'F').
 *
 * @example
 * splitSeatCode('31f') // { row: 31, letter: 'F' }
 * splitSeatCode('F')   // { row: null, letter: 'F' }
 * splitSeatCode('3-')  // null
 */
export function splitSeatCode(code: string): { readonly row: number | null; readonly letter: string } | null {
  const match = SEAT_CODE.exec(code.trim().toUpperCase());
  if (match === null) return null;
  return { row: match[1] === '' || match[1] === undefined ? null : Number(match[1]), letter: match[2] ?? '' };
}

function sameSeat(rowNumber: number, wanted: string, seatCode: string): boolean {
  const a = splitSeatCode(wanted);
  const b = splitSeatCode(seatCode);
  if (a === null || b === null || a.letter !== b.letter) return false;
  return (a.row === null || a.row === rowNumber) && (b.row === null || b.row === rowNumber);
}

/**
 * Finds a seat by row number plus seat code (the column letter, or the full code: 'F' and '31F'
 * both find 31F; '32F' finds nothing in row 31). Letters compare case-insensitively. Null when the
 * map has no such seat.
 *
 * @example
 * findSeat(map, 31, 'f')?.seat.code // 'F'
 * findSeat(map, 99, 'A')            // null
 */
export function findSeat(map: SeatMap, rowNumber: number, code: string): LocatedSeat | null {
  for (const section of map.sections) {
    for (const row of section.rows) {
      if (row.number !== rowNumber) continue;
      const seat = row.seats.find((s) => sameSeat(rowNumber, code, s.code));
      if (seat !== undefined) return locateSeat(section, row, seat);
    }
  }
  return null;
}

/**
 * Every seat of a map, located, front to back and left to right.
 *
 * @example
 * allSeats(map).filter((s) => isSeatFree(s.seat)).length // free seats on the flight
 */
export function allSeats(map: SeatMap): readonly LocatedSeat[] {
  return map.sections.flatMap((section) => section.rows.flatMap((row) => row.seats.map((seat) => locateSeat(section, row, seat))));
}

/**
 * Locates a seat in its row and section, working out the attributes that hold and its fare class.
 *
 * @example
 * locateSeat(section, row, seat).attributes.isUpperDeck // true on an upper-deck section
 */
export function locateSeat(section: SeatMapSection, row: SeatRow, seat: Seat): LocatedSeat {
  const deck = seatAttributes({ isUpperDeck: section.isUpperDeck });
  const attributes = combineAttributes(combineAttributes(deck, row.attributes), seat.attributes);
  return { section, row, seat, attributes, fareClass: fareClassOf(attributes) };
}
