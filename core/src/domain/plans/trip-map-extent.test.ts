import { describe, expect, it } from 'vitest';
import { extentContains, geoExtentOf } from './trip-map-extent.js';

const LYON = { latitude: 45.76, longitude: 4.84 };
const PARIS = { latitude: 48.86, longitude: 2.35 };
const NEW_YORK = { latitude: 40.71, longitude: -74.01 };
const TOKYO = { latitude: 35.68, longitude: 139.77 };
const HONOLULU = { latitude: 21.31, longitude: -157.86 };
const DELHI = { latitude: 28.61, longitude: 77.2 };
const LOS_ANGELES = { latitude: 34.05, longitude: -118.24 };

const rounded = (e: ReturnType<typeof geoExtentOf>) => e && Object.fromEntries(Object.entries(e).map(([k, v]) => [k, Math.round(v * 100) / 100]));

describe('geoExtentOf', () => {
  it('shows one city in its region', () => {
    expect(rounded(geoExtentOf([LYON]))).toEqual({ west: -0.16, east: 9.84, south: 42.76, north: 48.76 });
  });

  it('holds Paris and New York, with a margin', () => {
    const e = geoExtentOf([PARIS, NEW_YORK])!;
    expect(e.west).toBeLessThan(-74.01);
    expect(e.east).toBeGreaterThan(2.35);
    expect(rounded(e)).toEqual({ west: -85.46, east: 13.8, south: 39.49, north: 50.08 });
  });

  it('crosses the antimeridian when that is narrower (Tokyo to Honolulu)', () => {
    const e = geoExtentOf([TOKYO, HONOLULU])!;
    expect(e.west).toBeGreaterThan(120);
    expect(e.east).toBeGreaterThan(180);
    expect(e.east - e.west).toBeLessThan(100);
    expect(extentContains(e, HONOLULU) && extentContains(e, TOKYO)).toBe(true);
    expect(extentContains(e, PARIS)).toBe(false);
  });

  it('takes the whole width when the points go round the world, and nothing for no point', () => {
    const e = geoExtentOf([LYON, TOKYO, HONOLULU, NEW_YORK, DELHI, LOS_ANGELES])!;
    expect(geoExtentOf([LYON, TOKYO, HONOLULU, NEW_YORK])!.east).toBeLessThan(400);
    expect([e.west, e.east]).toEqual([-180, 180]);
    expect(geoExtentOf([])).toBeNull();
  });

  it('does not grow past 85 degrees of latitude, but holds a point beyond', () => {
    const e = geoExtentOf([{ latitude: 84, longitude: 10 }])!;
    expect(e.north).toBe(85);
    expect(geoExtentOf([{ latitude: 89, longitude: 10 }])!.north).toBe(89);
  });
});
