import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { checkStartNotAfterEnd, checkTimeOrder, extendsTripMessage, formatPreferredDate, rangeOrderErrorMessage, tripExtensionDays } from './display-format.js';

describe('display formats', () => {
  it('shows numeric dates in the user date order', () => {
    expect(formatPreferredDate('2026-11-21', 'L')).toBe('21/11/2026');
    expect(formatPreferredDate('2026-11-21', 'M')).toBe('11/21/2026');
    expect(formatPreferredDate('2026-11-21', 'I')).toBe('2026/11/21');
  });
});

describe('start and end order', () => {
  it('refuses an end date before the start date ("End date must be after start date.")', () => {
    expect(checkStartNotAfterEnd('2026-05-01', '2026-05-01')).toEqual(ok(null));
    expect(checkStartNotAfterEnd('2026-05-01', '2026-05-02')).toEqual(ok(null));
    expect(checkStartNotAfterEnd('2026-05-02', '2026-05-01')).toEqual(err({ kind: 'end-before-start', unit: 'date' }));
    expect(checkStartNotAfterEnd('2026-05-02', null)).toEqual(ok(null));
    expect(checkStartNotAfterEnd('garbage', '2026-05-01')).toEqual(ok(null));
  });
  it('refuses an end time before the start time on the same day', () => {
    expect(checkTimeOrder('09:00:00', '17:30:00')).toEqual(ok(null));
    expect(checkTimeOrder('09:00:00', '09:00')).toEqual(ok(null));
    expect(checkTimeOrder('18:00:00', '17:30:00')).toEqual(err({ kind: 'end-before-start', unit: 'time' }));
    expect(checkTimeOrder(null, '17:30:00')).toEqual(ok(null));
  });
  it('maps to the date or time message', () => {
    expect(rangeOrderErrorMessage({ kind: 'end-before-start', unit: 'date' })).toEqual({ key: 'validation:date.endBeforeStart' });
    expect(rangeOrderErrorMessage({ kind: 'end-before-start', unit: 'time' })).toEqual({ key: 'validation:time.endBeforeStart' });
  });
});

describe('trip extension', () => {
  it('counts the days a plan outside the trip adds ("Will extend your trip duration by {number} days.")', () => {
    expect(tripExtensionDays('2026-05-10', '2026-05-15', '2026-05-12')).toBe(0);
    expect(tripExtensionDays('2026-05-10', '2026-05-15', '2026-05-10')).toBe(0);
    expect(tripExtensionDays('2026-05-10', '2026-05-15', '2026-05-15')).toBe(0);
    expect(tripExtensionDays('2026-05-10', '2026-05-15', '2026-05-07')).toBe(3);
    expect(tripExtensionDays('2026-05-10', '2026-05-15', '2026-05-17')).toBe(2);
    expect(tripExtensionDays('2026-12-30', '2026-12-31', '2027-01-02')).toBe(2);
  });
  it('treats a one-date trip as that day and never extends a dateless trip', () => {
    expect(tripExtensionDays('2026-05-10', null, '2026-05-12')).toBe(2);
    expect(tripExtensionDays(null, '2026-05-10', '2026-05-08')).toBe(2);
    expect(tripExtensionDays(null, null, '2026-05-08')).toBe(0);
  });
  it('warns only when the trip grows', () => {
    expect(extendsTripMessage(3)).toEqual({ key: 'validation:extendsTrip', values: { number: 3 } });
    expect(extendsTripMessage(0)).toBeNull();
  });
});
