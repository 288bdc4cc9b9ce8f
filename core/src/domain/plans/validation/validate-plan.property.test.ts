import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { EMPTY_PLAN_DATE_TIME, type PlanDateTime } from '../plan-fields.js';
import { PLAN_TYPE_INFO } from '../plan-type.js';
import { anyPlan } from '../types/any-plan-arbitraries.test.js';
import { PLAN_VALIDATION_MESSAGE_KEYS } from './plan-issue.js';
import { validatePlan } from './validate-plan.js';
import { validPlan } from './valid-plans.test.js';

const ZONES = ['', 'Europe/Oslo', 'America/New_York', 'Asia/Tokyo', 'Pacific/Honolulu'] as const;

/** A date-time from an instant, read in a zone ('' = wall clock with no zone). */
function dateTimeAt(millis: number, zone: string, withTime: boolean): PlanDateTime {
  const local = DateTime.fromMillis(millis, { zone: zone === '' ? 'utc' : zone });
  return { ...EMPTY_PLAN_DATE_TIME, date: local.toFormat('yyyy-MM-dd'), time: withTime ? local.toFormat('HH:mm:ss') : '', timezone: zone };
}

const BASE = Date.UTC(2026, 0, 1);
/** A non-empty interval: two instants a minute or more apart, in zones both set or both unset. */
const interval = fc
  .record({
    start: fc.integer({ min: 0, max: 700 * 24 * 60 }),
    length: fc.integer({ min: 1, max: 30 * 24 * 60 }),
    zones: fc.oneof(fc.constant(['', ''] as const), fc.tuple(fc.constantFrom(...ZONES.slice(1)), fc.constantFrom(...ZONES.slice(1)))),
  })
  .map(({ start, length, zones }) => ({
    start: dateTimeAt(BASE + start * 60_000, zones[0], true),
    end: dateTimeAt(BASE + (start + length) * 60_000, zones[1], true),
  }));

const SPAN_TYPES = ['lodging', 'car', 'parking', 'activity'] as const;
const SEGMENT_TYPES = ['air', 'rail', 'transport'] as const;

describe('validatePlan properties', () => {
  it('a valid plan stays valid with any non-empty interval as its dates', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPAN_TYPES), interval, (type, { start, end }) => {
        expect(validatePlan({ ...validPlan(type), startDateTime: start, endDateTime: end })).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...SEGMENT_TYPES), interval, (type, { start, end }) => {
        const plan = validPlan(type);
        const segments = plan.segments.slice(0, 1).map((s) => ({ ...s, startDateTime: start, endDateTime: end }));
        expect(validatePlan({ ...plan, segments } as typeof plan)).toEqual([]);
      }),
    );
  });

  it('swapping the start and end of a non-empty interval always gives an issue on the end', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPAN_TYPES), interval, (type, { start, end }) => {
        const issues = validatePlan({ ...validPlan(type), startDateTime: end, endDateTime: start });
        expect(issues.map((i) => i.path)).toEqual([expect.stringMatching(new RegExp(`^${PLAN_TYPE_INFO[type].objectKey}\\.EndDateTime\\.(date|time)$`))]);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...SEGMENT_TYPES), interval, (type, { start, end }) => {
        const plan = validPlan(type);
        const segments = plan.segments.slice(0, 1).map((s) => ({ ...s, startDateTime: end, endDateTime: start }));
        const issues = validatePlan({ ...plan, segments } as typeof plan);
        expect(issues.map((i) => i.path)).toEqual([expect.stringMatching(/^\w+Object\.Segment\.0\.EndDateTime\.(date|time)$/)]);
      }),
    );
  });

  it('answers at most one issue per field, each with a known key and a path under its object', () => {
    fc.assert(
      fc.property(anyPlan, (plan) => {
        const issues = validatePlan(plan);
        expect(new Set(issues.map((i) => i.path)).size).toBe(issues.length);
        for (const issue of issues) {
          expect(PLAN_VALIDATION_MESSAGE_KEYS).toContain(issue.key);
          expect(issue.path.split('.')[0]).toMatch(/^[A-Z][a-z]+Object$/);
        }
      }),
    );
  });
});
