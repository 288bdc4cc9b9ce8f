import { describe, expect, it } from 'vitest';
import { isWireClockTime, wireCalendarDate, wireClockTime } from './wire-calendar.js';
import { bookingFieldsWire } from './plans/booking-wire.js';
import { planDateTimeWire } from './plans/plan-wire.js';

describe('wire calendar dates and clock times (issue 10)', () => {
  it.each(['2026-02-30', '2026-13-01', '2025-02-29', '0000-00-00', '2026-1-01', '2026-01-01T00:00', ' 2026-01-01'])('refuses the date %s', (d) => {
    expect(wireCalendarDate.safeParse(d).success).toBe(false);
    expect(planDateTimeWire.safeParse({ date: d }).success).toBe(false);
    expect(bookingFieldsWire.safeParse({ booking_date: d }).success).toBe(false);
  });
  it.each(['2024-02-29', '2026-12-31', '1000-01-01', ''])('accepts the date %j', (d) => {
    expect(wireCalendarDate.parse(d)).toBe(d);
    expect(planDateTimeWire.safeParse({ date: d }).success).toBe(true);
  });
  it.each(['25:61:00', '24:00', '23:60', '12:00:60', '7:05', '12:00:00.5', 'noon'])('refuses the time %s', (t) => {
    expect(isWireClockTime(t)).toBe(false);
    expect(wireClockTime.safeParse(t).success).toBe(false);
    expect(planDateTimeWire.safeParse({ time: t }).success).toBe(false);
  });
  it.each(['00:00', '09:30', '23:59:59', ''])('accepts the time %j', (t) => {
    expect(wireClockTime.parse(t)).toBe(t);
  });
});
