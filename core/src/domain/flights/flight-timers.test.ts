import { describe, expect, it } from 'vitest';
import { CHECK_IN_REMINDER_HOURS, checkInReminderAt, DEPARTURE_ALERT_HOURS, departureAlertAt, departureInstant, dueFlightTimers } from './flight-timers.js';

const departure = new Date('2026-05-01T12:00:00Z');

describe('flight timers (part 2 sections 4 and 9)', () => {
  it('"departure alert 4 hours before departure"', () => {
    expect(DEPARTURE_ALERT_HOURS).toBe(4);
    expect(departureAlertAt(departure).toISOString()).toBe('2026-05-01T08:00:00.000Z');
  });
  it('"check-in reminder 24 hours before"', () => {
    expect(CHECK_IN_REMINDER_HOURS).toBe(24);
    expect(checkInReminderAt(departure).toISOString()).toBe('2026-04-30T12:00:00.000Z');
  });
  it('counts elapsed hours across a DST change', () => {
    const dep = departureInstant({ date: '2026-03-08', time: '14:00:00', timezone: 'America/New_York' });
    expect(dep?.toISOString()).toBe('2026-03-08T18:00:00.000Z');
    expect(dep !== null && checkInReminderAt(dep).toISOString()).toBe('2026-03-07T18:00:00.000Z');
  });
  it('lists the timers due at a moment', () => {
    const now = (iso: string) => dueFlightTimers({ departure, now: new Date(iso) });
    expect(now('2026-04-30T11:59:59Z')).toEqual([]);
    expect(now('2026-04-30T12:00:00Z')).toEqual(['check-in-reminder']);
    expect(now('2026-05-01T09:00:00Z')).toEqual(['check-in-reminder', 'departure-alert']);
    expect(now('2026-05-01T12:00:00Z')).toEqual([]);
  });
  it('needs a zone to know the departure instant', () => {
    expect(departureInstant({ date: '2026-05-01', time: '14:00:00', timezone: 'Europe/Paris' })?.toISOString()).toBe('2026-05-01T12:00:00.000Z');
    expect(departureInstant({ date: '2026-05-01', time: '14:00:00', timezone: 'null' })).toBeNull();
    expect(departureInstant({ date: '2026-05-32', time: '14:00:00', timezone: 'UTC' })).toBeNull();
  });
});
