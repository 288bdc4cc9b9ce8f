import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { localInstant, toLocalDateTime, zoneOf } from './local-date-time.js';

describe('local date-time', () => {
  it('"timezone (the string \'null\' means none)"', () => {
    expect(zoneOf({ date: '2026-03-08', time: '09:00:00', timezone: 'null' })).toBeNull();
    expect(zoneOf({ date: '2026-03-08', time: '09:00:00', timezone: null })).toBeNull();
    expect(zoneOf({ date: '2026-03-08', time: '09:00:00', timezone: 'Mars/Olympus' })).toBeNull();
    expect(zoneOf({ date: '2026-03-08', time: '09:00:00', timezone: 'Europe/Paris' })).toBe('Europe/Paris');
  });
  it('reads "date (format y-MM-dd), time (HH:mm:ss)" in a zone', () => {
    expect(localInstant({ date: '2026-03-08', time: '09:30:00', timezone: null }, 'America/New_York')?.toISO()).toBe('2026-03-08T09:30:00.000-04:00');
    expect(localInstant({ date: '2026-01-08', time: '09:30', timezone: null }, 'America/New_York')?.toISO()).toBe('2026-01-08T09:30:00.000-05:00');
  });
  it('moves a time skipped by spring-forward ahead, and takes the later of a doubled fall-back time', () => {
    expect(localInstant({ date: '2026-03-08', time: '02:30:00', timezone: null }, 'America/New_York')?.toISO()).toBe('2026-03-08T03:30:00.000-04:00');
    expect(localInstant({ date: '2026-11-01', time: '01:30:00', timezone: null }, 'America/New_York')?.toISO()).toBe('2026-11-01T01:30:00.000-05:00');
  });
  it('refuses invalid dates, times and zones', () => {
    expect(localInstant({ date: '2026-02-30', time: '09:30:00', timezone: null }, 'UTC')).toBeNull();
    expect(localInstant({ date: '2026-02-03', time: '24:30:00', timezone: null }, 'UTC')).toBeNull();
    expect(localInstant({ date: '2026-02-03', time: '09:30:00', timezone: null }, 'Nowhere/Else')).toBeNull();
  });
  it('writes an instant as local date and time', () => {
    expect(toLocalDateTime(DateTime.fromISO('2026-07-01T12:00:00Z'), 'Europe/Paris')).toEqual({
      date: '2026-07-01',
      time: '14:00:00',
      timezone: 'Europe/Paris',
    });
  });
});
