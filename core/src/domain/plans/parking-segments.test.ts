import { describe, expect, it } from 'vitest';
import { parkingSegment, parkingSegments } from './parking-segments.js';
import { EMPTY_PLAN_DATE_TIME } from './plan-fields.js';

const start = { ...EMPTY_PLAN_DATE_TIME, date: '2026-05-01', time: '07:00:00' };
const end = { ...EMPTY_PLAN_DATE_TIME, date: '2026-05-08', time: '22:00:00' };
const parking = { uuid: 'p1', startDateTime: start, endDateTime: end };

describe('parking segments', () => {
  // "Derived segments: drop-off and pickup; isDropoff defaults true; segment key is uuid plus dropoff or pickup."
  it('defaults to the drop-off', () => {
    expect(parkingSegment(parking)).toEqual({ key: 'p1dropoff', uuid: 'p1', isDropoff: true, dateTime: start });
  });
  it('derives the pickup from the end', () => {
    expect(parkingSegment(parking, false)).toEqual({ key: 'p1pickup', uuid: 'p1', isDropoff: false, dateTime: end });
  });
  it('lists drop-off then pickup', () => {
    expect(parkingSegments(parking).map((s) => s.key)).toEqual(['p1dropoff', 'p1pickup']);
  });
});
