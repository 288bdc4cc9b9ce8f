import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { isWireClockTime, wireCalendarDate } from './wire-calendar.js';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

describe('wire calendar dates and clock times (property)', () => {
  it('a y-MM-dd string is accepted exactly when luxon knows that day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (y, m, d) => {
        const text = `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
        const real = DateTime.fromObject({ year: y, month: m, day: d }, { zone: 'utc' }).isValid;
        expect(wireCalendarDate.safeParse(text).success).toBe(real);
      }),
    );
  });

  it('a HH:MM[:SS] string is accepted exactly when a clock can show it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }),
        (h, m, s) => {
          const text = `${pad(h)}:${pad(m)}${s === undefined ? '' : `:${pad(s)}`}`;
          expect(isWireClockTime(text)).toBe(h < 24 && m < 60 && (s ?? 0) < 60);
        },
      ),
    );
  });
});
