import { describe, it } from 'vitest';
import fc from 'fast-check';
import { isSegmentRouteType, PLAN_TYPE_ROUTE_TYPES, routeTypeOfPlanCode, SEGMENT_ROUTE_NAME_TYPES, SEGMENT_ROUTE_TYPES } from './segment-routes.js';

describe('segment route types: properties', () => {
  it('a plan code has a route type exactly when it is one of the twelve codes, and it is a segment type', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom(...Object.keys(PLAN_TYPE_ROUTE_TYPES))), (code) => {
        const type = routeTypeOfPlanCode(code);
        return (type !== null) === Object.hasOwn(PLAN_TYPE_ROUTE_TYPES, code) && (type === null || isSegmentRouteType(type));
      }),
    );
  });
  it('every segment type has exactly one plan code and a distinct route-name type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SEGMENT_ROUTE_TYPES),
        (type) =>
          Object.values(PLAN_TYPE_ROUTE_TYPES).filter((t) => t === type).length === 1 &&
          Object.values(SEGMENT_ROUTE_NAME_TYPES).filter((n) => n === SEGMENT_ROUTE_NAME_TYPES[type]).length === 1,
      ),
    );
  });
});
