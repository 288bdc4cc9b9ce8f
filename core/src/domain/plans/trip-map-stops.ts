// The places each plan visits, before ordering and deduplication (see trip-map-places.ts).
import type { PlanAddress, PlanDateTime } from './plan-fields.js';
import { addressText, firstText, planTitle } from './plan-timeline-titles.js';
import type { CodecPlanType, Plan } from './types/plan.js';

/**
 * A point on the globe in degrees (latitude within ±90, longitude within ±180).
 *
 * @example
 * const lyon: GeoPoint = { latitude: 45.76, longitude: 4.84 };
 */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * An airport's point from the reference data, with its city (in the reader's language where the
 * data has it) to name the place when the flight segment gives no name.
 *
 * @example
 * const cdg: AirportPoint = { latitude: 49.01, longitude: 2.55, city: 'Paris' };
 */
export interface AirportPoint extends GeoPoint {
  readonly city?: string;
}

/**
 * How a leg between two places is travelled.
 *
 * @example
 * const m: TripMapLegMode = 'flight';
 */
export type TripMapLegMode = 'flight' | 'rail' | 'transport' | 'cruise' | 'car' | 'directions';

/** One place a plan visits: where (a point, or null), when, and what it is called. */
export interface MapStop {
  readonly name: string;
  readonly airportCode: string;
  readonly point: GeoPoint | null;
  readonly at: PlanDateTime | null;
  readonly planUuid: string;
  readonly planType: CodecPlanType;
}

/** The stops of one plan and the legs between them (indices into `stops`). */
export interface PlanRoute {
  readonly stops: readonly MapStop[];
  readonly legs: readonly (readonly [number, number, TripMapLegMode])[];
}

/**
 * The point of an address, or null when it has no usable coordinates. (0, 0) counts as none: it
 * is what a blank form field becomes far more often than a place in the Gulf of Guinea.
 *
 * @example
 * addressPoint({ ...EMPTY_PLAN_ADDRESS, latitude: 45.76, longitude: 4.84 }) // { latitude: 45.76, longitude: 4.84 }
 * addressPoint(EMPTY_PLAN_ADDRESS)                                          // null
 */
export function addressPoint(a: PlanAddress): GeoPoint | null {
  const { latitude, longitude } = a;
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0)) return null;
  return { latitude, longitude };
}

type StopMaker = (name: string, point: GeoPoint | null, at: PlanDateTime | null, airportCode?: string) => MapStop;

// A route through segments: each segment's start and end, a leg between them.
function segmentRoute<S>(segments: readonly S[], ends: (s: S) => readonly [MapStop, MapStop], mode: TripMapLegMode): PlanRoute {
  const stops = segments.flatMap((s) => [...ends(s)]);
  return { stops, legs: segments.map((_, i) => [2 * i, 2 * i + 1, mode] as const) };
}

function airRoute(plan: Plan & { type: 'air' }, stop: StopMaker, airports: ReadonlyMap<string, AirportPoint>): PlanRoute {
  const at = (code: string, city: string, name: string, dt: PlanDateTime) => {
    const c = code.trim().toUpperCase();
    const known = airports.get(c);
    return stop(firstText(city, name, known?.city ?? '', c), known === undefined ? null : { latitude: known.latitude, longitude: known.longitude }, dt, c);
  };
  return segmentRoute(
    plan.segments,
    (s) => [at(s.startAirportCode, s.startCityName, s.startAirportName, s.startDateTime), at(s.endAirportCode, s.endCityName, s.endAirportName, s.endDateTime)],
    'flight',
  );
}

function chain(stops: readonly MapStop[], mode: TripMapLegMode): PlanRoute {
  return { stops, legs: stops.slice(1).map((_, i) => [i, i + 1, mode] as const) };
}

/**
 * The stops of one plan, in the plan's own order, and its legs: a flight, rail or transport
 * segment gives its start and end joined by a leg; a cruise its ports, one leg to the next; a car
 * rental its pick-up and drop-off (a leg when both are known); directions their start and end;
 * the other types one stop at their address. Flight airports take their point (and, when the
 * segment names none, their city) from `airports` (by upper-case IATA code); addresses from their coordinates ({@link addressPoint}). A stop
 * without a date takes the date of the plan's stop before it (an arrival follows its departure).
 *
 * @example
 * planMapRoute(lodging, new Map()).stops.map((s) => s.name) // ['Grand Hotel']
 */
export function planMapRoute(plan: Plan, airports: ReadonlyMap<string, AirportPoint>): PlanRoute {
  const route = stopsOf(plan, airports);
  // A stop without a date (an arrival with no time given) follows the plan's stop before it.
  let last: PlanDateTime | null = null;
  const stops = route.stops.map((s) => {
    const dated = s.at !== null && s.at.date.trim() !== '';
    if (dated) last = s.at;
    return dated ? s : { ...s, at: last };
  });
  return { stops, legs: route.legs };
}

function stopsOf(plan: Plan, airports: ReadonlyMap<string, AirportPoint>): PlanRoute {
  const title = planTitle(plan);
  const stop: StopMaker = (name, point, at, airportCode = '') => ({
    name: firstText(name, title),
    airportCode,
    point,
    at,
    planUuid: plan.meta.uuid,
    planType: plan.type,
  });
  const placed = (name: string, a: PlanAddress, at: PlanDateTime) => stop(firstText(name, addressText(a)), addressPoint(a), at);
  switch (plan.type) {
    case 'air':
      return airRoute(plan, stop, airports);
    case 'rail':
      return segmentRoute(
        plan.segments,
        (s) => [placed(s.startStationName, s.startStationAddress, s.startDateTime), placed(s.endStationName, s.endStationAddress, s.endDateTime)],
        'rail',
      );
    case 'transport':
      return segmentRoute(
        plan.segments,
        (s) => [placed(s.startLocationName, s.startLocationAddress, s.startDateTime), placed(s.endLocationName, s.endLocationAddress, s.endDateTime)],
        'transport',
      );
    case 'cruise':
      return chain(
        plan.segments.map((s) => placed(s.locationName, s.locationAddress, s.startDateTime)),
        'cruise',
      );
    case 'car':
      return chain(
        [
          placed(plan.startLocationName, plan.startLocationAddress, plan.startDateTime),
          placed(plan.endLocationName, plan.endLocationAddress, plan.endDateTime),
        ],
        'car',
      );
    case 'directions':
      return chain(
        [placed(addressText(plan.startAddress), plan.startAddress, plan.dateTime), placed(addressText(plan.endAddress), plan.endAddress, plan.dateTime)],
        'directions',
      );
    case 'activity':
    case 'parking':
      return { stops: [placed(firstText(plan.locationName, title), plan.address, plan.startDateTime)], legs: [] };
    case 'lodging':
      return { stops: [placed(title, plan.address, plan.startDateTime)], legs: [] };
    case 'restaurant':
    case 'note':
    case 'map':
      return { stops: [placed(title, plan.address, plan.dateTime)], legs: [] };
  }
}
