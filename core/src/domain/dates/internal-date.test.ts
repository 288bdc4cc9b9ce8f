import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  daysBetween,
  INTERNAL_DATE_FORMAT,
  INTERNAL_TIME_FORMAT,
  internalTimeSeconds,
  isInternalDate,
  parseInternalDate,
  requireInternalDate,
} from './internal-date.js';

describe('internal dates and times', () => {
  it('uses y-MM-dd and HH:mm:ss', () => {
    expect([INTERNAL_DATE_FORMAT, INTERNAL_TIME_FORMAT]).toEqual(['y-MM-dd', 'HH:mm:ss']);
    expect(parseInternalDate('2026-11-21')?.toFormat(INTERNAL_DATE_FORMAT)).toBe('2026-11-21');
  });
  it('accepts only real days with four-digit years', () => {
    expect(isInternalDate('2024-02-29')).toBe(true);
    for (const s of ['2023-02-29', '2026-13-01', '2026-1-01', '0999-01-01', '21/11/2026', '2026-11-21T00:00', '']) {
      expect(isInternalDate(s), s).toBe(false);
    }
    expect(calendarDate(999, 1, 1)).toBeNull();
    expect(calendarDate(2023, 2, 29)).toBeNull();
  });
  it('reads times as seconds since midnight', () => {
    expect(internalTimeSeconds('01:02:03')).toBe(3723);
    expect(internalTimeSeconds('23:59')).toBe(86_340);
    for (const s of ['24:00:00', '12:60:00', '12:00:60', '9:00', '']) expect(internalTimeSeconds(s), s).toBeNull();
  });
  it('counts days across month ends and daylight-saving changes', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
  });
  it('throws only for a broken promise of validity', () => {
    expect(requireInternalDate('2026-11-21').month).toBe(11);
    expect(() => requireInternalDate('tomorrow')).toThrow(RangeError);
  });
});
