import { describe, expect, it } from 'vitest';
import { actualOrEstimated, parseUtcOffset, planDateTimeInstant, planDateTimeZone } from './plan-date-time.js';
import { EMPTY_PLAN_DATE_TIME, type PlanDateTime } from './plan-fields.js';

const dt = (patch: Partial<PlanDateTime>): PlanDateTime => ({ ...EMPTY_PLAN_DATE_TIME, ...patch });

describe('plan date-time', () => {
  it('reads date (y-MM-dd) and time (HH:mm:ss) in the IANA zone', () => {
    // "Date-time: date (format y-MM-dd), time (HH:mm:ss), timezone ..., UTC offset"
    expect(planDateTimeInstant(dt({ date: '2026-07-01', time: '09:00:00', timezone: 'America/New_York' }))?.toISO()).toBe('2026-07-01T09:00:00.000-04:00');
    expect(
      planDateTimeInstant(dt({ date: '2026-01-01', time: '09:00:00', timezone: 'America/New_York' }))
        ?.toUTC()
        .toISO(),
    ).toBe('2026-01-01T14:00:00.000Z');
  });
  it('falls back to the UTC offset, then the fallback zone, then UTC', () => {
    expect(
      planDateTimeInstant(dt({ date: '2026-07-01', time: '09:00:00', utcOffset: '+05:30' }))
        ?.toUTC()
        .toISO(),
    ).toBe('2026-07-01T03:30:00.000Z');
    expect(
      planDateTimeInstant(dt({ date: '2026-07-01', time: '09:00:00', timezone: 'Mars/Olympus', utcOffset: '-0800' }))
        ?.toUTC()
        .toISO(),
    ).toBe('2026-07-01T17:00:00.000Z');
    expect(
      planDateTimeInstant(dt({ date: '2026-07-01', time: '09:00:00' }), { fallbackZone: 'Europe/Paris' })
        ?.toUTC()
        .toISO(),
    ).toBe('2026-07-01T07:00:00.000Z');
    expect(
      planDateTimeInstant(dt({ date: '2026-07-01', time: '09:00:00' }), { fallbackZone: 'nowhere' })
        ?.toUTC()
        .toISO(),
    ).toBe('2026-07-01T09:00:00.000Z');
    expect(planDateTimeZone(dt({})).name).toBe('UTC');
  });
  it('gives a missing time the start or end of its day', () => {
    const day = dt({ date: '2026-07-01', timezone: 'Asia/Tokyo' });
    expect(planDateTimeInstant(day)?.toISO()).toBe('2026-07-01T00:00:00.000+09:00');
    expect(planDateTimeInstant(day, { boundary: 'end' })?.toISO()).toBe('2026-07-01T23:59:59.999+09:00');
    expect(planDateTimeInstant(dt({ date: '2026-07-01', time: '9am' }))?.toISO()).toBe('2026-07-01T00:00:00.000Z');
  });
  it('has no instant without a real date', () => {
    expect(planDateTimeInstant(dt({ time: '09:00:00' }))).toBeNull();
    expect(planDateTimeInstant(dt({ date: '2026-02-30' }))).toBeNull();
  });
  it('parses UTC offsets', () => {
    expect(parseUtcOffset('-05:00')?.name).toBe('UTC-5');
    expect(parseUtcOffset('+0530')?.offset(0)).toBe(330);
    expect(parseUtcOffset('EST')).toBeNull();
    expect(parseUtcOffset('+19:00')).toBeNull();
  });
  it('takes the actual date-time, else the estimated one', () => {
    const actual = dt({ date: '2026-05-02' });
    const estimated = dt({ date: '2026-05-01' });
    expect(actualOrEstimated(actual, estimated)).toEqual({ dateTime: actual, isEstimated: false });
    expect(actualOrEstimated(dt({}), estimated)).toEqual({ dateTime: estimated, isEstimated: true });
    expect(actualOrEstimated(null, null)).toEqual({ dateTime: null, isEstimated: false });
  });
});
