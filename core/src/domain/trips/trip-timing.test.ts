import { describe, expect, it } from 'vitest';
import { isPastTrip, isTripInProgress, isUpcomingTrip, tripTiming } from './trip-timing.js';

const nov = { startDate: '2026-11-21', endDate: '2026-11-28' };

describe('trip timing (part 1 section 4)', () => {
  it('"upcoming if no end date or the end is today or later"', () => {
    expect(isUpcomingTrip({ startDate: null, endDate: null }, '2026-11-29')).toBe(true);
    expect(isUpcomingTrip({ startDate: '2020-01-01', endDate: null }, '2026-11-29')).toBe(true);
    expect(isUpcomingTrip(nov, '2026-11-28')).toBe(true);
    expect(isUpcomingTrip(nov, '2026-11-01')).toBe(true);
  });
  it('"past otherwise"', () => {
    expect(isPastTrip(nov, '2026-11-29')).toBe(true);
    expect(isPastTrip(nov, '2026-11-28')).toBe(false);
    expect(isPastTrip({ startDate: null, endDate: '2026-11-28' }, '2027-01-01')).toBe(true);
  });
  it('"in progress if upcoming and the start is today or earlier"', () => {
    expect(isTripInProgress(nov, '2026-11-21')).toBe(true);
    expect(isTripInProgress(nov, '2026-11-28')).toBe(true);
    expect(isTripInProgress(nov, '2026-11-20')).toBe(false);
    expect(isTripInProgress(nov, '2026-11-29')).toBe(false);
    expect(isTripInProgress({ startDate: '2026-11-21', endDate: null }, '2027-01-01')).toBe(true);
    expect(isTripInProgress({ startDate: null, endDate: null }, '2026-11-21')).toBe(false);
  });
  it('gives one timing per trip', () => {
    expect(tripTiming(nov, '2026-11-01')).toBe('upcoming');
    expect(tripTiming(nov, '2026-11-25')).toBe('in_progress');
    expect(tripTiming(nov, '2026-12-01')).toBe('past');
  });
  it('compares across month and year boundaries', () => {
    expect(isPastTrip({ startDate: '2025-12-30', endDate: '2025-12-31' }, '2026-01-01')).toBe(true);
    expect(isUpcomingTrip({ startDate: '2026-09-30', endDate: '2026-10-01' }, '2026-09-30')).toBe(true);
  });
});
