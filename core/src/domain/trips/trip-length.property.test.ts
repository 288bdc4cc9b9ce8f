import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { tripLength } from './trip-length.js';

const start = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true });

describe('tripLength (property)', () => {
  it('gives n + 1 days and n nights for an end n days after the start', () => {
    fc.assert(
      fc.property(start, fc.integer({ min: 0, max: 400 }), (d, n) => {
        const first = DateTime.fromJSDate(d, { zone: 'utc' }).startOf('day');
        const last = first.plus({ days: n });
        expect(tripLength(first.toISODate(), last.toISODate())).toEqual({ days: n + 1, nights: n });
        if (n > 0) expect(tripLength(last.toISODate(), first.toISODate())).toBeNull();
      }),
    );
  });
});
