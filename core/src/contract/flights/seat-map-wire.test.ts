import { describe, expect, it } from 'vitest';
import { seatAttributes } from '../../domain/flights/seat-attributes.js';
import { findSeat } from '../../domain/flights/seat-map.js';
import { parseColumnHeader, seatMapFromWire, seatMapToWire, seatMapWire } from './seat-map-wire.js';

const wire = {
  Sections: [
    {
      column_header: 'ABC=DEF',
      number: '1',
      is_upper_deck: 'false',
      Rows: [
        {
          number: '31',
          attributes: 'over_wing',
          Seats: [
            { code: 'A', status: 'A', attributes: ['location_window', 'exit_row'] },
            { code: 'B', status: 'O', attributes: 'location_middle, economy_class' },
          ],
        },
      ],
    },
  ],
};

describe('seat map wire codec', () => {
  it('reads "Sections (column_header, number, is_upper_deck) with rows (number, attributes) and seats (code, status, attributes)"', () => {
    const map = seatMapFromWire(seatMapWire.parse(wire));
    expect(map.sections[0]?.columnHeader).toEqual(['A', 'B', 'C', '=', 'D', 'E', 'F']);
    expect(map.sections[0]?.rows[0]?.attributes).toEqual(seatAttributes({ isOverWing: true }));
    expect(findSeat(map, 31, 'A')?.attributes).toEqual(seatAttributes({ isOverWing: true, isWindow: true, isExitRow: true }));
    expect(findSeat(map, 31, 'B')?.seat.status).toBe('O');
  });
  it('reads column headers as lists, separated text or one character per column', () => {
    expect(parseColumnHeader(['A', 'B', '=', 'C'])).toEqual(['A', 'B', '=', 'C']);
    expect(parseColumnHeader('A, B, =, C')).toEqual(['A', 'B', '=', 'C']);
    expect(parseColumnHeader('AB=C')).toEqual(['A', 'B', '=', 'C']);
  });
  it('reads a map without sections as empty, and writes lists of labels', () => {
    expect(seatMapFromWire(seatMapWire.parse({}))).toEqual({ sections: [] });
    const back = seatMapToWire(seatMapFromWire(seatMapWire.parse(wire)));
    expect(back.Sections?.[0]?.Rows?.[0]?.Seats?.[0]).toEqual({ code: 'A', status: 'A', attributes: ['location_window', 'exit_row'] });
    expect(back.Sections?.[0]?.is_upper_deck).toBe('false');
  });
});
