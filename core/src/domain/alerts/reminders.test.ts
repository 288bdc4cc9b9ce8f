import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN_DATE_TIME } from '../plans/plan-fields.js';
import type { TimelineEvent } from '../plans/plan-timeline-events.js';
import { dueFlightReminders, PRE_TRIP_REMINDER_DAYS, preTripReminderDue } from './reminders.js';

const flight = (segmentUuid: string, instant: string | null, kind: TimelineEvent['kind'] = 'flight'): TimelineEvent => ({
  planUuid: 'f1',
  planType: 'air',
  segmentUuid,
  kind,
  title: 'UA 90 SFO → EWR',
  start: { ...EMPTY_PLAN_DATE_TIME, date: '2026-12-01', time: '09:30:00', timezone: 'UTC', utcOffset: '+00:00', isTimeKnown: true, isTimezoneKnown: true },
  end: null,
  location: 'San Francisco',
  instant,
});

describe('pre-trip reminder (FP)', () => {
  it('is due from three days before the start up to the start day', () => {
    expect(preTripReminderDue('2026-12-04', '2026-12-01')).toBe(true);
    expect(preTripReminderDue('2026-12-01', '2026-12-01')).toBe(true);
    expect(preTripReminderDue('2026-12-05', '2026-12-01')).toBe(false);
    expect(preTripReminderDue('2026-11-30', '2026-12-01')).toBe(false);
    expect(preTripReminderDue('', '2026-12-01')).toBe(false);
  });

  it('is due exactly on the days 0 to PRE_TRIP_REMINDER_DAYS before the start (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: -30, max: 30 }), (base, ahead) => {
        const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
        expect(preTripReminderDue(day(base + ahead), day(base))).toBe(ahead >= 0 && ahead <= PRE_TRIP_REMINDER_DAYS);
      }),
    );
  });
});

describe('flight reminders (H, D)', () => {
  it('gives H within 24 hours of departure and D within 4, once per segment and departure', () => {
    const events = [flight('s1', '2026-12-01T09:30:00.000Z'), flight('s2', '2026-12-02T05:30:00.000Z'), flight('s3', null)];
    expect(dueFlightReminders(events, new Date('2026-12-01T06:00:00Z')).map((r) => [r.code, r.event.segmentUuid, r.dedupeKey])).toEqual([
      ['H', 's1', 'H:s1:2026-12-01T09:30:00.000Z'],
      ['D', 's1', 'D:s1:2026-12-01T09:30:00.000Z'],
      ['H', 's2', 'H:s2:2026-12-02T05:30:00.000Z'],
    ]);
    expect(dueFlightReminders(events, new Date('2026-12-01T09:30:00Z')).map((r) => r.event.segmentUuid)).toEqual(['s2']);
    expect(dueFlightReminders([flight('h', '2026-12-01T09:30:00.000Z', 'check-in')], new Date('2026-12-01T06:00:00Z'))).toEqual([]);
  });

  it('never gives D without H, nor anything for a flight that has left (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -48 * 60, max: 48 * 60 }), (minutesAhead) => {
        const now = new Date('2026-12-01T00:00:00Z');
        const at = new Date(now.getTime() + minutesAhead * 60_000).toISOString();
        const codes = dueFlightReminders([flight('s1', at)], now).map((r) => r.code);
        if (minutesAhead <= 0) expect(codes).toEqual([]);
        if (codes.includes('D')) expect(codes).toContain('H');
        expect(codes.includes('H')).toBe(minutesAhead > 0 && minutesAhead <= 24 * 60);
      }),
    );
  });
});
