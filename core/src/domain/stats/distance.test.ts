import { describe, expect, it } from 'vitest';
import { distanceInUnit, formatDistance, KILOMETRES_PER_MILE, kilometresToMiles } from './distance.js';

describe('distance ("stored in kilometres; miles = kilometres / 1.609344")', () => {
  it('converts with 1.609344 kilometres per mile', () => {
    expect(KILOMETRES_PER_MILE).toBe(1.609344);
    expect(kilometresToMiles(1.609344)).toBe(1);
    expect(kilometresToMiles(1609.344)).toBe(1000);
    expect(kilometresToMiles(100)).toBeCloseTo(62.137119, 6);
    expect(kilometresToMiles(0)).toBe(0);
  });
  it('"Distance is shown in the user\'s unit" (M miles, K kilometres)', () => {
    expect(distanceInUnit(160.9344, 'M')).toBeCloseTo(100, 10);
    expect(distanceInUnit(160.9344, 'K')).toBe(160.9344);
  });
  it('formats whole units of the preferred unit', () => {
    expect(formatDistance(10000, 'M')).toEqual({ key: 'stats:distance.miles', values: { count: 6214 } });
    expect(formatDistance(10000, 'K')).toEqual({ key: 'stats:distance.kilometres', values: { count: 10000 } });
    expect(formatDistance(0.8, 'M')).toEqual({ key: 'stats:distance.miles', values: { count: 0 } });
    expect(formatDistance(2.5, 'K')).toEqual({ key: 'stats:distance.kilometres', values: { count: 3 } });
    expect(formatDistance(-5, 'K')).toEqual({ key: 'stats:distance.kilometres', values: { count: 0 } });
    expect(formatDistance(Number.NaN, 'M')).toEqual({ key: 'stats:distance.miles', values: { count: 0 } });
  });
});
