import { z } from 'zod';
import { toWireBoolean, wireBoolean } from '../wire.js';
import { attributesFromLabels, attributesToLabels } from '../../domain/flights/seat-attributes.js';
import type { SeatMap, SeatMapSection } from '../../domain/flights/seat-map.js';
import { splitList } from '../../domain/flights/seat-list.js';
import { wireList, wireNumber, wireText } from './wire-scalars.js';

/**
 * Reads a column header as the wire may carry it: an array with one header per column, text with
 * the headers separated by spaces or commas ("A B = C D"), or compact text with one character per
 * column ("AB=CD").
 *
 * @example
 * parseColumnHeader('ABC=DEF') // ['A', 'B', 'C', '=', 'D', 'E', 'F']
 * parseColumnHeader('A, B, =') // ['A', 'B', '=']
 */
export function parseColumnHeader(header: string | readonly string[]): readonly string[] {
  if (typeof header !== 'string') return header;
  return /[\s,]/.test(header.trim()) ? splitList(header) : Array.from(header.trim());
}

/**
 * A seat on the wire; attributes are labels (a list, or space/comma-separated text).
 *
 * @example
 * seatWire.parse({ code: 'F', status: 'O', attributes: 'location_window exit_row' })
 */
export const seatWire = z.object({ code: z.string(), status: wireText, attributes: wireList });

/**
 * A row on the wire.
 *
 * @example
 * seatRowWire.parse({ number: '31', attributes: ['over_wing'], Seats: [] })
 */
export const seatRowWire = z.object({ number: wireNumber, attributes: wireList, Seats: z.array(seatWire).nullish() });

/**
 * A section on the wire.
 *
 * @example
 * seatMapSectionWire.parse({ column_header: 'AB=CD', number: 1, is_upper_deck: 'false', Rows: [] })
 */
export const seatMapSectionWire = z.object({
  column_header: z.union([z.string(), z.array(z.string())]).nullish(),
  number: wireNumber,
  is_upper_deck: wireBoolean.nullish(),
  Rows: z.array(seatRowWire).nullish(),
});

/**
 * A seat map on the wire (the answer of GET v2/seatTrackerSubscription/seatMap). Missing lists
 * read as empty.
 *
 * @example
 * seatMapWire.parse({ Sections: [] })
 */
export const seatMapWire = z.object({ Sections: z.array(seatMapSectionWire).nullish() });

/**
 * The seat map wire object as written.
 *
 * @example
 * const w: SeatMapWire = { Sections: [] };
 */
export type SeatMapWire = z.input<typeof seatMapWire>;

function sectionFromWire(w: z.output<typeof seatMapSectionWire>): SeatMapSection {
  return {
    columnHeader: parseColumnHeader(w.column_header ?? []),
    number: w.number,
    isUpperDeck: w.is_upper_deck ?? false,
    rows: (w.Rows ?? []).map((row) => ({
      number: row.number,
      attributes: attributesFromLabels(row.attributes),
      seats: (row.Seats ?? []).map((seat) => ({ code: seat.code, status: seat.status, attributes: attributesFromLabels(seat.attributes) })),
    })),
  };
}

/**
 * Parsed wire seat map to the domain. Unknown attribute labels are dropped.
 *
 * @example
 * seatMapFromWire(seatMapWire.parse({ Sections: [{ column_header: 'AB=CD', number: 1, Rows: [] }] })).sections[0]?.columnHeader
 * // ['A', 'B', '=', 'C', 'D']
 */
export function seatMapFromWire(w: z.output<typeof seatMapWire>): SeatMap {
  return { sections: (w.Sections ?? []).map(sectionFromWire) };
}

/**
 * Domain seat map to the wire: column headers as a list, attributes as lists of labels.
 *
 * @example
 * seatMapToWire({ sections: [] }) // { Sections: [] }
 */
export function seatMapToWire(map: SeatMap): SeatMapWire {
  return {
    Sections: map.sections.map((section) => ({
      column_header: [...section.columnHeader],
      number: section.number,
      is_upper_deck: toWireBoolean(section.isUpperDeck),
      Rows: section.rows.map((row) => ({
        number: row.number,
        attributes: [...attributesToLabels(row.attributes)],
        Seats: row.seats.map((seat) => ({ code: seat.code, status: seat.status, attributes: [...attributesToLabels(seat.attributes)] })),
      })),
    })),
  };
}
