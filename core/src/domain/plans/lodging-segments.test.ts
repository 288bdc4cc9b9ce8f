import { describe, expect, it } from 'vitest';
import { lodgingSegments } from './lodging-segments.js';
import { EMPTY_PLAN_DATE_TIME } from './plan-fields.js';

const day = (date: string) => ({ ...EMPTY_PLAN_DATE_TIME, date });

describe('lodging segments', () => {
  // "Derived segments: check-in and check-out (isCheckIn flag)."
  it('derives check-in from the start and check-out from the end', () => {
    const [checkIn, checkOut] = lodgingSegments({ uuid: 'h1', startDateTime: day('2026-05-01'), endDateTime: day('2026-05-04') });
    expect(checkIn).toEqual({ key: 'h1checkin', uuid: 'h1', isCheckIn: true, dateTime: day('2026-05-01'), isEstimated: false });
    expect(checkOut).toEqual({ key: 'h1checkout', uuid: 'h1', isCheckIn: false, dateTime: day('2026-05-04'), isEstimated: false });
  });
  it('uses the estimated date-time when the actual one has no date, and keeps both segments', () => {
    // "estimated and actual start and end date times"
    const [checkIn, checkOut] = lodgingSegments({
      uuid: 'h2',
      startDateTime: null,
      endDateTime: day(''),
      estimatedStartDateTime: day('2026-05-01'),
    });
    expect(checkIn).toMatchObject({ dateTime: day('2026-05-01'), isEstimated: true });
    expect(checkOut).toMatchObject({ isCheckIn: false, dateTime: day(''), isEstimated: false });
  });
});
