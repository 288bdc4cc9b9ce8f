/**
 * The route type segments of part 1 section 2.3, as they appear in paths.
 *
 * @example
 * SEGMENT_ROUTE_TYPES[0] // 'flights'
 */
export const SEGMENT_ROUTE_TYPES = [
  'flights',
  'lodging',
  'car-rental',
  'rail',
  'transport',
  'cruise',
  'restaurant',
  'activity',
  'note',
  'map',
  'direction',
  'parking',
] as const;

/**
 * One route type segment.
 *
 * @example
 * const t: SegmentRouteType = 'car-rental';
 */
export type SegmentRouteType = (typeof SEGMENT_ROUTE_TYPES)[number];

/**
 * The {type} of the route names of each path segment (part 2 section 2): flights are
 * `segment_flight...` and car-rental the `segment_car` family; the others keep their segment.
 *
 * @example
 * SEGMENT_ROUTE_NAME_TYPES['car-rental'] // 'car'
 */
export const SEGMENT_ROUTE_NAME_TYPES = {
  flights: 'flight',
  lodging: 'lodging',
  'car-rental': 'car',
  rail: 'rail',
  transport: 'transport',
  cruise: 'cruise',
  restaurant: 'restaurant',
  activity: 'activity',
  note: 'note',
  map: 'map',
  direction: 'direction',
  parking: 'parking',
} as const satisfies Record<SegmentRouteType, string>;

/**
 * The {type} part of a segment route name.
 *
 * @example
 * const n: SegmentRouteNameType = 'flight';
 */
export type SegmentRouteNameType = (typeof SEGMENT_ROUTE_NAME_TYPES)[SegmentRouteType];

/**
 * Whether a string is a route type segment.
 *
 * @example
 * isSegmentRouteType('rail')  // true
 * isSegmentRouteType('plans') // false
 */
export function isSegmentRouteType(s: string): s is SegmentRouteType {
  return (SEGMENT_ROUTE_TYPES as readonly string[]).includes(s);
}

/**
 * The plan type code (part 2, "Plan type codes") to route type segment. Weather (W) and layover
 * (O) have no screens, so no route.
 *
 * @example
 * PLAN_TYPE_ROUTE_TYPES.A // 'flights'
 * PLAN_TYPE_ROUTE_TYPES.C // 'car-rental'
 */
export const PLAN_TYPE_ROUTE_TYPES = {
  A: 'flights',
  H: 'lodging',
  C: 'car-rental',
  R: 'restaurant',
  L: 'rail',
  T: 'transport',
  U: 'cruise',
  Y: 'activity',
  N: 'note',
  M: 'map',
  D: 'direction',
  P: 'parking',
} as const satisfies Record<string, SegmentRouteType>;

/**
 * The route type of a plan type code, or null for an unknown code or a type without screens.
 * Codes are matched exactly (upper case, no trimming).
 *
 * @example
 * routeTypeOfPlanCode('U') // 'cruise'
 * routeTypeOfPlanCode('W') // null
 * routeTypeOfPlanCode('a') // null
 */
export function routeTypeOfPlanCode(code: string): SegmentRouteType | null {
  return Object.hasOwn(PLAN_TYPE_ROUTE_TYPES, code) ? PLAN_TYPE_ROUTE_TYPES[code as keyof typeof PLAN_TYPE_ROUTE_TYPES] : null;
}

/**
 * The multi-segment reservation types (air, rail, transport, cruise); the redirect entry sends
 * their plans to the trip summary.
 *
 * @example
 * MULTI_SEGMENT_ROUTE_TYPES.includes('rail') // true
 */
export const MULTI_SEGMENT_ROUTE_TYPES: readonly SegmentRouteType[] = ['flights', 'rail', 'transport', 'cruise'];
