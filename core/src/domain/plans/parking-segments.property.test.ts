import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parkingSegment, parkingSegments } from './parking-segments.js';
import { EMPTY_PLAN_DATE_TIME } from './plan-fields.js';

const dt = fc.option(fc.constantFrom('2026-05-01', '2026-06-01').map((date) => ({ ...EMPTY_PLAN_DATE_TIME, date })));

describe('parking segments: properties', () => {
  it('the default is the drop-off, and the two segments have distinct keys and sides', () => {
    fc.assert(
      fc.property(fc.uuid(), dt, dt, (uuid, startDateTime, endDateTime) => {
        const parking = { uuid, startDateTime, endDateTime };
        expect(parkingSegment(parking)).toEqual(parkingSegment(parking, true));
        const [dropOff, pickup] = parkingSegments(parking);
        expect(dropOff.dateTime).toBe(startDateTime);
        expect(pickup.dateTime).toBe(endDateTime);
        expect(dropOff.key).not.toBe(pickup.key);
        expect(dropOff.key.startsWith(uuid) && pickup.key.startsWith(uuid)).toBe(true);
      }),
    );
  });
});
