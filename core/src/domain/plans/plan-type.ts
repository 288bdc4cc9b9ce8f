/**
 * The twelve plan types that have screens (part 2 sections 1-3), in the spec's order.
 * Weather (W) and layover (O) are trip item type codes but not plan types: weather has no
 * screens and a layover is built between two flight segments, never stored as a reservation.
 *
 * @example
 * PLAN_TYPES.length // 12
 */
export const PLAN_TYPES = ['air', 'lodging', 'car', 'rail', 'transport', 'cruise', 'restaurant', 'activity', 'note', 'map', 'directions', 'parking'] as const;

/**
 * One plan type (flight is `air`, car rental is `car`).
 *
 * @example
 * const t: PlanType = 'car';
 */
export type PlanType = (typeof PLAN_TYPES)[number];

/**
 * Every trip_item_type_code the spec gives: A air, H lodging, C car, R restaurant, L rail,
 * T transport, U cruise, Y activity, N note, W weather, M map, D direction, P parking, O layover.
 *
 * @example
 * TRIP_ITEM_TYPE_CODES.includes('W') // true
 */
export const TRIP_ITEM_TYPE_CODES = ['A', 'H', 'C', 'R', 'L', 'T', 'U', 'Y', 'N', 'W', 'M', 'D', 'P', 'O'] as const;

/**
 * One trip_item_type_code.
 *
 * @example
 * const c: TripItemTypeCode = 'U'; // cruise
 */
export type TripItemTypeCode = (typeof TRIP_ITEM_TYPE_CODES)[number];

/**
 * Everything fixed about one plan type: its key in the reservation wrapper, its route path
 * segment, the `{type}` of its route names (segment_{type}), its trip item type code, and
 * whether it holds several segments (air, rail, transport, cruise).
 *
 * @example
 * PLAN_TYPE_INFO.car.routeSegment // 'car-rental'
 */
export interface PlanTypeInfo {
  readonly objectKey: ReservationObjectKey;
  readonly routeSegment: string;
  readonly routeNameType: string;
  readonly tripItemTypeCode: TripItemTypeCode;
  readonly isMultiSegment: boolean;
}

/**
 * The keys a reservation wrapper may hold, one per plan type.
 *
 * @example
 * const k: ReservationObjectKey = 'AirObject';
 */
export type ReservationObjectKey =
  | 'AirObject'
  | 'LodgingObject'
  | 'CarObject'
  | 'RailObject'
  | 'TransportObject'
  | 'CruiseObject'
  | 'RestaurantObject'
  | 'ActivityObject'
  | 'NoteObject'
  | 'MapObject'
  | 'DirectionsObject'
  | 'ParkingObject';

function info(objectKey: ReservationObjectKey, routeSegment: string, routeNameType: string, code: TripItemTypeCode): PlanTypeInfo {
  const isMultiSegment = code === 'A' || code === 'L' || code === 'T' || code === 'U';
  return { objectKey, routeSegment, routeNameType, tripItemTypeCode: code, isMultiSegment };
}

/**
 * The table behind every conversion in this file. Route names (segment_flight, segment_car) use
 * `routeNameType`, which the spec gives for flight and car; for the other types it is the route
 * path segment, except `direction`, which is already singular.
 *
 * @example
 * PLAN_TYPE_INFO.directions // { objectKey: 'DirectionsObject', routeSegment: 'direction', routeNameType: 'direction', tripItemTypeCode: 'D', isMultiSegment: false }
 */
export const PLAN_TYPE_INFO: Readonly<Record<PlanType, PlanTypeInfo>> = {
  air: info('AirObject', 'flights', 'flight', 'A'),
  lodging: info('LodgingObject', 'lodging', 'lodging', 'H'),
  car: info('CarObject', 'car-rental', 'car', 'C'),
  rail: info('RailObject', 'rail', 'rail', 'L'),
  transport: info('TransportObject', 'transport', 'transport', 'T'),
  cruise: info('CruiseObject', 'cruise', 'cruise', 'U'),
  restaurant: info('RestaurantObject', 'restaurant', 'restaurant', 'R'),
  activity: info('ActivityObject', 'activity', 'activity', 'Y'),
  note: info('NoteObject', 'note', 'note', 'N'),
  map: info('MapObject', 'map', 'map', 'M'),
  directions: info('DirectionsObject', 'direction', 'direction', 'D'),
  parking: info('ParkingObject', 'parking', 'parking', 'P'),
};

function findType(match: (i: PlanTypeInfo) => boolean): PlanType | null {
  return PLAN_TYPES.find((t) => match(PLAN_TYPE_INFO[t])) ?? null;
}

/**
 * Whether a string names a plan type.
 *
 * @example
 * isPlanType('cruise')  // true
 * isPlanType('weather') // false
 */
export function isPlanType(value: string): value is PlanType {
  return (PLAN_TYPES as readonly string[]).includes(value);
}

/**
 * The plan type of a reservation wrapper key, or null for any other key (case-sensitive).
 *
 * @example
 * planTypeFromObjectKey('CarObject')     // 'car'
 * planTypeFromObjectKey('WeatherObject') // null
 */
export function planTypeFromObjectKey(key: string): PlanType | null {
  return findType((i) => i.objectKey === key);
}

/**
 * The plan type of a route path segment (`/trips/{tripUuid}/{type}/...`), or null.
 *
 * @example
 * planTypeFromRouteSegment('flights')    // 'air'
 * planTypeFromRouteSegment('directions') // null: the path segment is 'direction'
 */
export function planTypeFromRouteSegment(segment: string): PlanType | null {
  return findType((i) => i.routeSegment === segment);
}

/**
 * The plan type of a trip_item_type_code, or null for weather (W), layover (O) and unknown codes.
 * Codes are upper-case letters; a lower-case code is not recognised.
 *
 * @example
 * planTypeFromTripItemTypeCode('U') // 'cruise'
 * planTypeFromTripItemTypeCode('W') // null
 */
export function planTypeFromTripItemTypeCode(code: string): PlanType | null {
  return findType((i) => i.tripItemTypeCode === code);
}

/**
 * Whether a string is one of the fourteen trip item type codes.
 *
 * @example
 * isTripItemTypeCode('O') // true
 * isTripItemTypeCode('X') // false
 */
export function isTripItemTypeCode(code: string): code is TripItemTypeCode {
  return (TRIP_ITEM_TYPE_CODES as readonly string[]).includes(code);
}

/**
 * The pages of one plan type that have route names.
 *
 * @example
 * const p: PlanRoutePage = 'unfiled-edit';
 */
export type PlanRoutePage = 'create' | 'view' | 'edit' | 'unfiled-view' | 'unfiled-edit';

/**
 * The route name of a plan page: segment_{type}[_create|_edit] or unfiled_segment_{type}[_edit].
 *
 * @example
 * planRouteName('air', 'create')       // 'segment_flight_create'
 * planRouteName('car', 'unfiled-edit') // 'unfiled_segment_car_edit'
 */
export function planRouteName(type: PlanType, page: PlanRoutePage): string {
  const base = `segment_${PLAN_TYPE_INFO[type].routeNameType}`;
  switch (page) {
    case 'create':
      return `${base}_create`;
    case 'view':
      return base;
    case 'edit':
      return `${base}_edit`;
    case 'unfiled-view':
      return `unfiled_${base}`;
    case 'unfiled-edit':
      return `unfiled_${base}_edit`;
  }
}
