import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { EMPTY_PLAN_DATE_TIME, type PlanDateTime } from './plan-fields.js';
import { planDateTimeInstant } from './plan-date-time.js';
import { railSpan } from './rail-span.js';

const zone = fc.constantFrom('UTC', 'Europe/Paris', 'Asia/Tokyo', 'America/Chicago');
const dt: fc.Arbitrary<PlanDateTime> = fc.tuple(fc.integer({ min: 0, max: 60 * 24 * 30 }), zone, fc.boolean()).map(([minutes, z, timed]) => {
  const d = DateTime.fromObject({ year: 2026, month: 5, day: 1 }, { zone: z }).plus({ minutes });
  return { ...EMPTY_PLAN_DATE_TIME, date: d.toFormat('y-MM-dd'), time: timed ? d.toFormat('HH:mm:ss') : '', timezone: z };
});
const segments = fc.array(fc.record({ start: fc.option(dt), end: fc.option(dt) }), { maxLength: 6 });
const ms = (d: PlanDateTime | null, boundary: 'start' | 'end') => (d === null ? null : (planDateTimeInstant(d, { boundary })?.toMillis() ?? null));

describe('rail span: properties', () => {
  it('the start is no later than any segment start and the end no earlier than any segment end', () => {
    fc.assert(
      fc.property(segments, (list) => {
        const span = railSpan(list);
        const starts = list.map((s) => ms(s.start, 'start')).filter((v) => v !== null);
        const ends = list.map((s) => ms(s.end, 'end')).filter((v) => v !== null);
        expect(ms(span.start, 'start')).toBe(starts.length === 0 ? null : Math.min(...starts));
        expect(ms(span.end, 'end')).toBe(ends.length === 0 ? null : Math.max(...ends));
      }),
    );
  });
  it('does not depend on the segment order (as instants)', () => {
    fc.assert(
      fc.property(segments, (list) => {
        const a = railSpan(list);
        const b = railSpan([...list].reverse());
        expect([ms(a.start, 'start'), ms(a.end, 'end')]).toEqual([ms(b.start, 'start'), ms(b.end, 'end')]);
      }),
    );
  });
});
