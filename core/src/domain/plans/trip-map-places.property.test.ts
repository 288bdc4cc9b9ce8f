import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyPlan } from './types/any-plan-arbitraries.test.js';
import { extentContains, geoExtentOf } from './trip-map-extent.js';
import { planMapRoute, tripMapAirportCodes, tripMapPlaces, type GeoPoint } from './trip-map-places.js';

const point: fc.Arbitrary<GeoPoint> = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

// Airports for whichever codes the plans name (some known, some not).
const withAirports = fc.array(anyPlan, { maxLength: 6 }).chain((plans) =>
  fc.tuple(fc.constant(plans), fc.array(fc.option(point, { nil: undefined }), { minLength: 12, maxLength: 12 })).map(([ps, points]) => {
    const codes = tripMapAirportCodes(ps);
    const airports = new Map<string, GeoPoint>();
    codes.forEach((c, i) => points[i % points.length] !== undefined && airports.set(c, points[i % points.length]!));
    return { plans: ps, airports };
  }),
);

describe('tripMapPlaces properties', () => {
  it('gives every place with a point exactly once, numbered 1 to n, and legs only between them', () => {
    fc.assert(
      fc.property(withAirports, ({ plans, airports }) => {
        const map = tripMapPlaces(plans, airports);
        const keys = map.places.map((p) => p.key);
        expect(new Set(keys).size).toBe(keys.length);
        expect(map.places.map((p) => p.number)).toEqual(keys.map((_, i) => i + 1));
        const stopsWithPoint = plans.flatMap((p) => planMapRoute(p, airports).stops).filter((s) => s.point !== null);
        for (const s of stopsWithPoint) {
          expect(
            map.places.some((p) => p.latitude.toFixed(4) === s.point!.latitude.toFixed(4) && p.longitude.toFixed(4) === s.point!.longitude.toFixed(4)),
          ).toBe(true);
        }
        expect(map.places.length).toBeLessThanOrEqual(stopsWithPoint.length);
        for (const leg of map.legs) expect(keys.includes(leg.from) && keys.includes(leg.to) && leg.from !== leg.to).toBe(true);
      }),
    );
  });
});

describe('geoExtentOf properties', () => {
  it('holds every point, is at most the whole globe wide and starts within [-180, 180)', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 8 }), (points) => {
        const e = geoExtentOf(points)!;
        for (const p of points) expect(extentContains(e, p)).toBe(true);
        expect(e.east - e.west).toBeGreaterThan(0);
        expect(e.east - e.west).toBeLessThanOrEqual(360);
        expect(e.west >= -180 && e.west < 180).toBe(true);
      }),
    );
  });

  it('is never wider than the points’ own band grown by the margin and the minimum', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const e = geoExtentOf([a, b])!;
        const gap = Math.abs(a.longitude - b.longitude);
        expect(e.east - e.west).toBeLessThanOrEqual(Math.max(Math.min(gap, 360 - gap), 10 / 1.3) * 1.3 + 1e-6);
      }),
    );
  });
});
