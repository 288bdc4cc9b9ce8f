import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeReservation } from '../contract/plans/types/reservation-codec.js';
import { TIMELINE_EVENT_KINDS } from '../domain/plans/plan-timeline-kinds.js';
import type { Plan } from '../domain/plans/types/plan.js';
import { EMPTY_TRIP } from '../domain/trips/trip.js';
import { calendarSequence, feedTripEvents, type CalendarFeedLabels } from './calendar-feed.js';

const labels: CalendarFeedLabels = {
  name: 'Waybook trips',
  kinds: Object.fromEntries(TIMELINE_EVENT_KINDS.map((k) => [k, k])) as CalendarFeedLabels['kinds'],
  confirmation: 'Confirmation',
  bookingConfirmation: 'Booking site confirmation',
  cost: 'Cost',
  notes: 'Notes',
};
const lodging = (): Plan => {
  const r = decodeReservation({
    LodgingObject: {
      uuid: 'h1',
      trip_uuid: 't1',
      display_name: 'Grand Hotel',
      supplier_conf_num: 'CONF42',
      total_cost: 'EUR 300.00',
      last_modified: '2026-11-20T10:00:00.000Z',
      StartDateTime: { date: '2026-12-03', time: '15:00:00', timezone: 'Europe/Paris', utc_offset: '' },
      EndDateTime: { date: '2026-12-05', time: '11:00:00', timezone: 'Europe/Paris', utc_offset: '' },
      Address: { address: '1 Rue de Rivoli, Paris' },
    },
  });
  if (!r.ok) throw new Error('fixture');
  return r.value;
};
const trip = {
  ...EMPTY_TRIP,
  uuid: 't1',
  displayName: 'Paris',
  startDate: '2026-12-03',
  endDate: '2026-12-05',
  relativeUrl: '/trips/t1',
  lastModified: '2026-11-19T00:00:00.000Z',
};

describe('calendarSequence', () => {
  it('counts seconds since 2020, 0 when unknown', () => {
    expect(calendarSequence('2020-01-01T00:01:00.000Z')).toBe(60);
    expect(calendarSequence('')).toBe(0);
    expect(calendarSequence('2019-12-31T00:00:00.000Z')).toBe(0);
  });
  it('grows with a later change and never shrinks (property)', () => {
    const instant = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2080-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        const [x, y] = a <= b ? [a, b] : [b, a];
        expect(calendarSequence(x.toISOString())).toBeLessThanOrEqual(calendarSequence(y.toISOString()));
      }),
    );
  });
});

describe('feedTripEvents', () => {
  const detailed = { detailed: true, localTime: false };
  it('writes the trip, then each derived event of each plan, with its plan’s LAST-MODIFIED and details', () => {
    const events = feedTripEvents({ trip, role: 'owner', timeZone: 'Europe/Paris', plans: [lodging()] }, labels, detailed, 'https://w.example');
    expect(events.map((e) => e.summary)).toEqual(['Paris', 'check-in: Grand Hotel', 'check-out: Grand Hotel']);
    expect(events[1]).toMatchObject({ lastModified: '2026-11-20T10:00:00.000Z', timeZone: 'Europe/Paris', start: '2026-12-03T15:00:00' });
    expect(events[1]?.description).toContain('Confirmation: CONF42');
    expect(events[1]?.description).toContain('Cost: EUR 300.00');
    expect(events[0]?.sequence).toBe(calendarSequence(trip.lastModified));
  });
  it('gives a viewer and the redacted variant no confirmation number, cost, description or place', () => {
    for (const [role, options] of [
      ['viewer', detailed],
      ['owner', { detailed: false, localTime: false }],
    ] as const) {
      const text = JSON.stringify(feedTripEvents({ trip, role, timeZone: 'Europe/Paris', plans: [lodging()] }, labels, options, 'https://w.example'));
      expect(text).not.toContain('CONF42');
      expect(text).not.toContain('EUR 300.00');
    }
    const bare = feedTripEvents({ trip, role: 'owner', timeZone: 'Europe/Paris', plans: [lodging()] }, labels, { detailed: false, localTime: false }, '');
    expect(bare.every((e) => e.description === '' && e.location === '')).toBe(true);
  });
  it('floats every time on its own wall clock in local time', () => {
    const events = feedTripEvents({ trip, role: 'owner', timeZone: 'Europe/Paris', plans: [lodging()] }, labels, { detailed: true, localTime: true }, '');
    expect(events.every((e) => e.timeZone === null)).toBe(true);
    expect(events[1]?.start).toBe('2026-12-03T15:00:00');
  });
});
