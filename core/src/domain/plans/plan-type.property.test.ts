import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPlanType, PLAN_TYPE_INFO, PLAN_TYPES, planTypeFromObjectKey, planTypeFromRouteSegment, planTypeFromTripItemTypeCode } from './plan-type.js';

const planType = fc.constantFrom(...PLAN_TYPES);

describe('plan type codes: properties', () => {
  it('every representation converts back to the same type', () => {
    fc.assert(
      fc.property(planType, (t) => {
        const i = PLAN_TYPE_INFO[t];
        expect(planTypeFromObjectKey(i.objectKey)).toBe(t);
        expect(planTypeFromRouteSegment(i.routeSegment)).toBe(t);
        expect(planTypeFromTripItemTypeCode(i.tripItemTypeCode)).toBe(t);
      }),
    );
  });
  it('each representation is unique across types', () => {
    for (const field of ['objectKey', 'routeSegment', 'routeNameType', 'tripItemTypeCode'] as const) {
      expect(new Set(PLAN_TYPES.map((t) => PLAN_TYPE_INFO[t][field])).size, field).toBe(PLAN_TYPES.length);
    }
  });
  it('any other string converts to no type', () => {
    const known = new Set(PLAN_TYPES.flatMap((t) => [t, ...Object.values(PLAN_TYPE_INFO[t]).map(String)]));
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(!known.has(s));
        expect([planTypeFromObjectKey(s), planTypeFromRouteSegment(s), planTypeFromTripItemTypeCode(s), isPlanType(s)]).toEqual([null, null, null, false]);
      }),
    );
  });
});
