import { describe, expect, it } from 'vitest';
import { layoverBetween } from './plan-timeline-layovers.js';
import { airPlan, at, leg, osloCopenhagenNewark, plan } from './plan-timeline-fixtures.test.js';

describe('layovers', () => {
  // "Layover rule between two flight segments: the first arrives where the next departs, the
  // origin differs from the final destination, and the gap is positive. The gap is at most 1440
  // minutes if the next flight is international, else at most 240."
  const [s1, s2] = airPlan(osloCopenhagenNewark).segments;
  const domestic = (start: string) =>
    airPlan(
      plan({
        AirObject: {
          Segment: [
            leg('d1', 'SFO', 'ORD', at('2026-03-08', '07:00:00', 'America/Los_Angeles'), at('2026-03-08', '13:10:00', 'America/Chicago')),
            leg('d2', 'ORD', 'BOS', at('2026-03-08', start, 'America/Chicago'), at('2026-03-08', '23:45:00', 'America/New_York')),
          ],
        },
      }),
    ).segments;
  it('is the wait at the connecting airport, in minutes', () => {
    expect(s1 && s2 && layoverBetween(s1, s2)).toEqual({
      afterSegmentUuid: 's1',
      beforeSegmentUuid: 's2',
      airportCode: 'CPH',
      cityName: 'Copenhagen',
      minutes: 75,
    });
  });
  it('allows 240 minutes before a domestic flight, not one more', () => {
    const [a, b] = domestic('17:10:00');
    expect(a && b && layoverBetween(a, b)?.minutes).toBe(240);
    const [c, d] = domestic('17:11:00');
    expect(c && d && layoverBetween(c, d)).toBeNull();
  });
  it('allows up to 1440 minutes before an international flight', () => {
    const next = airPlan(
      plan({
        AirObject: {
          Segment: [
            leg('n', 'CPH', 'EWR', at('2026-05-05', '08:10:00', 'Europe/Copenhagen'), at('2026-05-05', '11:00:00', 'America/New_York'), {
              is_international: 'true',
            }),
          ],
        },
      }),
    ).segments[0];
    expect(s1 && next && layoverBetween(s1, next)?.minutes).toBe(1440);
    const later = next && { ...next, startDateTime: { ...next.startDateTime, time: '08:11:00' } };
    expect(s1 && later && layoverBetween(s1, later)).toBeNull();
  });
  it('is none between different airports, back to the origin, or when the next leaves first', () => {
    const back = airPlan(
      plan({
        AirObject: { Segment: [leg('b', 'CPH', 'OSL', at('2026-05-04', '09:00:00', 'Europe/Copenhagen'), at('2026-05-04', '10:10:00', 'Europe/Oslo'))] },
      }),
    ).segments[0];
    expect(s1 && back && layoverBetween(s1, back)).toBeNull();
    expect(s2 && s1 && layoverBetween(s2, s1)).toBeNull();
    const early = s2 && { ...s2, startDateTime: { ...s2.startDateTime, time: '08:10:00' } };
    expect(s1 && early && layoverBetween(s1, early)).toBeNull();
  });
  it('needs both times to be known', () => {
    const unknown = s2 && { ...s2, startDateTime: { ...s2.startDateTime, isTimeKnown: false } };
    expect(s1 && unknown && layoverBetween(s1, unknown)).toBeNull();
  });
});
