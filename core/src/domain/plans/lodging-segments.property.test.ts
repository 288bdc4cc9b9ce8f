import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lodgingSegments } from './lodging-segments.js';
import { EMPTY_PLAN_DATE_TIME } from './plan-fields.js';

const maybeDay = fc.option(fc.constantFrom('', '2026-05-01', '2026-05-04').map((date) => ({ ...EMPTY_PLAN_DATE_TIME, date })));

describe('lodging segments: properties', () => {
  it('always one check-in then one check-out, keyed by uuid, each from its own side', () => {
    fc.assert(
      fc.property(fc.uuid(), maybeDay, maybeDay, maybeDay, maybeDay, (uuid, start, end, estStart, estEnd) => {
        const [a, b] = lodgingSegments({ uuid, startDateTime: start, endDateTime: end, estimatedStartDateTime: estStart, estimatedEndDateTime: estEnd });
        expect([a.isCheckIn, b.isCheckIn]).toEqual([true, false]);
        expect([a.key, b.key]).toEqual([`${uuid}checkin`, `${uuid}checkout`]);
        expect(a.dateTime).toBe(a.isEstimated ? estStart : start);
        expect(b.dateTime).toBe(b.isEstimated ? estEnd : end);
        if (start !== null && start.date !== '') expect(a.isEstimated).toBe(false);
      }),
    );
  });
});
