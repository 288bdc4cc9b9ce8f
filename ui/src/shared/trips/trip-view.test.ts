import { describe, expect, it } from 'vitest';
import { EMPTY_TRIP, mayEditTrip, tripRoleOf } from '@waybook/core';
import { calendarFileHref, participantRows, tripDatesMessage } from './trip-view.js';
import { invitees, sampleDetails, sampleTrip } from '../testing/trip-summary-test-kit.js';

describe('trip view rules', () => {
  it('derives the caller role from the invitees', () => {
    expect(tripRoleOf(sampleTrip('owner'), 'p-1')).toBe('owner');
    expect(tripRoleOf(sampleTrip('traveler'), 'p-1')).toBe('traveler');
    expect(tripRoleOf(sampleTrip('edit'), 'p-1')).toBe('edit');
    expect(tripRoleOf(sampleTrip('viewer'), 'p-1')).toBe('viewer');
    expect(tripRoleOf({ invitees: invitees('viewer') }, 'nobody')).toBeNull();
    expect(tripRoleOf(EMPTY_TRIP, undefined)).toBeNull();
  });

  it('lets owners, travelers and planners edit, not viewers or strangers', () => {
    expect([mayEditTrip('owner'), mayEditTrip('traveler'), mayEditTrip('edit'), mayEditTrip('viewer'), mayEditTrip(null)]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('writes the dates in the user date order, one-sided or missing', () => {
    expect(tripDatesMessage({ startDate: '2026-11-21', endDate: '2026-11-28' }, 'I')).toEqual({
      key: 'dates.range',
      values: { start: '2026/11/21', end: '2026/11/28' },
    });
    expect(tripDatesMessage({ startDate: null, endDate: '2026-11-28' }, 'M')).toEqual({ key: 'dates.until', values: { end: '11/28/2026' } });
    expect(tripDatesMessage({ startDate: null, endDate: null }, 'L')).toEqual({ key: 'dates.none', values: {} });
  });

  it('orders participants owner first, then by name in the locale, naming unknown profiles ""', () => {
    const details = sampleDetails(sampleTrip('viewer'), { profiles: sampleDetails().profiles.filter((p) => p.profileRef !== 'p-9') });
    expect(participantRows(details, 'en-US').map((r) => [r.profileRef, r.displayName])).toEqual([
      ['p-9', ''],
      ['p-1', 'Ada Lovelace'],
      ['p-3', 'Émile Durand'],
      ['p-2', 'Zoe Zhang'],
    ]);
  });

  it('builds the calendar file URL under /trip/download', () => {
    expect(calendarFileHref('t 1', 'Nov-21.ics')).toBe('/trip/download/uuid/t%201/Nov-21.ics');
  });
});
