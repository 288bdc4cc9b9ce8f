import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, isPastTrip, isTripInProgress, isUpcomingTrip, todayInZone, tripTiming, userTimeZone } from './trip-timing.js';

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

describe("today in the user's time zone", () => {
  const evening = new Date('2026-11-21T20:00:00Z');
  it('reads the date where the user is', () => {
    expect(todayInZone(evening, 'Asia/Tokyo')).toBe('2026-11-22');
    expect(todayInZone(evening, 'America/New_York')).toBe('2026-11-21');
    expect(todayInZone(new Date('2026-11-21T09:30:00Z'), 'Pacific/Honolulu')).toBe('2026-11-20');
    expect(todayInZone(new Date('2026-12-31T23:59:59Z'), 'Pacific/Kiritimati')).toBe('2027-01-01');
  });
  it('falls back to UTC when the zone is missing or unknown', () => {
    expect(DEFAULT_TIME_ZONE).toBe('UTC');
    expect(userTimeZone(undefined)).toBe('UTC');
    expect(userTimeZone(null)).toBe('UTC');
    expect(userTimeZone('')).toBe('UTC');
    expect(userTimeZone('Mars/Olympus')).toBe('UTC');
    expect(userTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(todayInZone(evening, 'not a zone')).toBe('2026-11-21');
  });
  it('a trip is past or in progress by the date where the user is, not by the UTC date', () => {
    const trip = { startDate: '2026-11-20', endDate: '2026-11-22' };
    const now = new Date('2026-11-22T15:30:00Z'); // 00:30 on 23 November in Tokyo, still 22 November in UTC
    expect(tripTiming(trip, todayInZone(now, 'UTC'))).toBe('in_progress');
    expect(tripTiming(trip, todayInZone(now, 'Asia/Tokyo'))).toBe('past');
    const late = new Date('2026-11-23T01:30:00Z'); // 23 November in UTC, 17:30 on 22 November in Los Angeles
    expect(tripTiming(trip, todayInZone(late, 'America/Los_Angeles'))).toBe('in_progress');
    expect(tripTiming(trip, todayInZone(late, 'UTC'))).toBe('past');
  });
});
