import { describe, expect, it } from 'vitest';
import { isKeptOffline, OFFLINE_DAYS_AHEAD, tripsKeptOffline } from './offline-trips.js';

const trip = (startDate: string | null, endDate: string | null) => ({ startDate, endDate });

describe('trips kept offline', () => {
  it('keeps trips starting today through 14 days ahead, and trips in progress', () => {
    expect(OFFLINE_DAYS_AHEAD).toBe(14);
    expect(isKeptOffline(trip('2026-11-07', '2026-11-09'), '2026-11-07')).toBe(true);
    expect(isKeptOffline(trip('2026-11-21', null), '2026-11-07')).toBe(true);
    expect(isKeptOffline(trip('2026-11-22', null), '2026-11-07')).toBe(false);
    expect(isKeptOffline(trip('2026-10-30', '2026-11-07'), '2026-11-07')).toBe(true);
    expect(isKeptOffline(trip('2026-10-30', null), '2027-03-01')).toBe(true);
  });

  it('keeps no trip that is over, nor one without a start date', () => {
    expect(isKeptOffline(trip('2026-10-30', '2026-11-06'), '2026-11-07')).toBe(false);
    expect(isKeptOffline(trip(null, '2026-11-08'), '2026-11-07')).toBe(false);
    expect(isKeptOffline(trip(null, null), '2026-11-07')).toBe(false);
  });

  it('counts the window across month and year ends and a leap day', () => {
    expect(isKeptOffline(trip('2027-01-08', null), '2026-12-25')).toBe(true);
    expect(isKeptOffline(trip('2027-01-09', null), '2026-12-25')).toBe(false);
    expect(isKeptOffline(trip('2028-03-01', null), '2028-02-16')).toBe(true);
    expect(isKeptOffline(trip('2028-03-02', null), '2028-02-16')).toBe(false);
  });

  it('selects from a list in its order, each trip once', () => {
    const list = [
      { uuid: 'b', startDate: '2026-11-10', endDate: null },
      { uuid: 'far', startDate: '2027-01-01', endDate: null },
      { uuid: 'a', startDate: '2026-11-01', endDate: '2026-11-08' },
      { uuid: 'b', startDate: '2026-11-10', endDate: null },
    ];
    expect(tripsKeptOffline(list, '2026-11-07').map((t) => t.uuid)).toEqual(['b', 'a']);
  });
});
