import { describe, expect, it } from 'vitest';
import { calendarFileName, monthDay } from './calendar-file-name.js';

describe('calendar file name (part 1 section 4: "trip start and end month-day with the .ics extension")', () => {
  it('joins the start and end month-day', () => {
    expect(calendarFileName({ startDate: '2026-11-21', endDate: '2026-11-28' })).toBe('Nov-21-Nov-28.ics');
    expect(calendarFileName({ startDate: '2026-12-30', endDate: '2027-01-05' })).toBe('Dec-30-Jan-05.ics');
    expect(calendarFileName({ startDate: '2026-09-01', endDate: '2026-09-09' })).toBe('Sep-01-Sep-09.ics');
  });
  it('uses one month-day for a one-day trip or a trip with one date', () => {
    expect(calendarFileName({ startDate: '2026-11-21', endDate: '2026-11-21' })).toBe('Nov-21.ics');
    expect(calendarFileName({ startDate: '2026-11-21', endDate: null })).toBe('Nov-21.ics');
    expect(calendarFileName({ startDate: null, endDate: '2026-11-28' })).toBe('Nov-28.ics');
  });
  it('falls back to trip.ics when there is no usable date', () => {
    expect(calendarFileName({ startDate: null, endDate: null })).toBe('trip.ics');
    expect(calendarFileName({ startDate: '2026-02-30', endDate: 'soon' })).toBe('trip.ics');
  });
  it('writes month-day with an English month and a two-digit day', () => {
    expect(monthDay('2026-05-05')).toBe('May-05');
    expect(monthDay('nope')).toBeNull();
  });
});
