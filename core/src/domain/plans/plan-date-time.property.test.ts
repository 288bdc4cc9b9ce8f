import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { planDateTimeInstant } from './plan-date-time.js';
import { EMPTY_PLAN_DATE_TIME } from './plan-fields.js';

const zone = fc.constantFrom('UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Kiritimati');
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }).map((ms) => Math.floor(ms / 1000) * 1000);

describe('plan date-time: properties', () => {
  it('the local wall clock of an instant in its zone reads back as that instant (outside DST overlaps)', () => {
    fc.assert(
      fc.property(instant, zone, (ms, z) => {
        const local = DateTime.fromMillis(ms, { zone: z });
        // In a repeated hour the wall clock is ambiguous; luxon picks the earlier offset.
        fc.pre(local.offset === local.minus({ hours: 1 }).offset && local.offset === local.plus({ hours: 1 }).offset);
        const back = planDateTimeInstant({ ...EMPTY_PLAN_DATE_TIME, date: local.toFormat('y-MM-dd'), time: local.toFormat('HH:mm:ss'), timezone: z });
        expect(back?.toMillis()).toBe(ms);
      }),
    );
  });
  it('a day without a time spans from its start to its end, and a timed moment lies within it', () => {
    fc.assert(
      fc.property(instant, zone, (ms, z) => {
        const local = DateTime.fromMillis(ms, { zone: z });
        const day = { ...EMPTY_PLAN_DATE_TIME, date: local.toFormat('y-MM-dd'), timezone: z };
        const start = planDateTimeInstant(day)?.toMillis() ?? Number.NaN;
        const end = planDateTimeInstant(day, { boundary: 'end' })?.toMillis() ?? Number.NaN;
        expect(start).toBeLessThanOrEqual(ms);
        expect(ms).toBeLessThanOrEqual(end);
        expect(end - start).toBeGreaterThanOrEqual(22 * 3_600_000);
      }),
    );
  });
});
