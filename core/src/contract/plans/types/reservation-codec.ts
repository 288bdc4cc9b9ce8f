import { err, ok, type Result } from '../../../domain/result.js';
import { PLAN_TYPE_INFO, type PlanType, type ReservationObjectKey } from '../../../domain/plans/plan-type.js';
import { unwrapReservation, type ReservationWrapperError } from '../../../domain/plans/reservation-wrapper.js';
import { activityToWire, decodeActivity } from './activity-wire.js';
import { airToWire, decodeAir } from './air-wire.js';
import { carToWire, decodeCar } from './car-wire.js';
import { decodeDirections, directionsToWire } from './directions-wire.js';
import { cruiseToWire, decodeCruise } from './cruise-wire.js';
import { decodeLodging, lodgingToWire } from './lodging-wire.js';
import { decodeMap, mapToWire } from './map-wire.js';
import { decodeNote, noteToWire } from './note-wire.js';
import { decodeParking, parkingToWire } from './parking-wire.js';
import type { PlanFieldIssue, PlanObjectError } from './plan-object-wire.js';
import { decodeRail, railToWire } from './rail-wire.js';
import { decodeRestaurant, restaurantToWire } from './restaurant-wire.js';
import { decodeTransport, transportToWire } from './transport-wire.js';
import type { Plan, CodecPlanType } from '../../../domain/plans/types/plan.js';

/**
 * Why a reservation wrapper could not be read: the wrapper itself was refused, its typed object has
 * fields of the wrong type (each named), or its type has no codec yet.
 *
 * @example
 * const e: ReservationDecodeError = { kind: 'invalid-fields', type: 'car', issues: [{ field: 'car_type', code: 'invalid_union' }] };
 */
export type ReservationDecodeError =
  | ReservationWrapperError
  | { readonly kind: 'invalid-fields'; readonly type: PlanType; readonly issues: readonly PlanFieldIssue[] }
  | { readonly kind: 'unsupported-type'; readonly type: PlanType };

type Decoder = (object: unknown) => Result<Plan, PlanObjectError>;

const DECODERS: Readonly<Record<CodecPlanType, Decoder>> = {
  lodging: decodeLodging,
  car: decodeCar,
  restaurant: decodeRestaurant,
  activity: decodeActivity,
  note: decodeNote,
  map: decodeMap,
  directions: decodeDirections,
  parking: decodeParking,
  air: decodeAir,
  rail: decodeRail,
  transport: decodeTransport,
  cruise: decodeCruise,
};

function decoderOf(type: PlanType): Decoder | null {
  return Object.hasOwn(DECODERS, type) ? (DECODERS[type as CodecPlanType] ?? null) : null;
}

/**
 * Reads a reservation wrapper (`{ "<Type>Object": {...} }`) into a typed plan.
 *
 * @example
 * decodeReservation({ LodgingObject: { room_type: 'Suite' } }) // ok({ type: 'lodging', roomType: 'Suite', ... })
 * decodeReservation({ LodgingObject: { room_type: true } })    // err({ kind: 'invalid-fields', type: 'lodging', issues: [{ field: 'room_type', ... }] })
 * decodeReservation({ WeatherObject: {} })                     // err({ kind: 'unknown-key', key: 'WeatherObject' })
 */
export function decodeReservation(json: unknown): Result<Plan, ReservationDecodeError> {
  const unwrapped = unwrapReservation(json);
  if (!unwrapped.ok) return unwrapped;
  const { type, object } = unwrapped.value;
  const decode = decoderOf(type);
  if (decode === null) return err({ kind: 'unsupported-type', type });
  const plan = decode(object);
  return plan.ok ? ok(plan.value) : err({ kind: 'invalid-fields', type, issues: plan.error.issues });
}

function objectOf(plan: Plan): object {
  switch (plan.type) {
    case 'lodging':
      return lodgingToWire(plan);
    case 'car':
      return carToWire(plan);
    case 'restaurant':
      return restaurantToWire(plan);
    case 'activity':
      return activityToWire(plan);
    case 'note':
      return noteToWire(plan);
    case 'map':
      return mapToWire(plan);
    case 'directions':
      return directionsToWire(plan);
    case 'parking':
      return parkingToWire(plan);
    case 'air':
      return airToWire(plan);
    case 'rail':
      return railToWire(plan);
    case 'transport':
      return transportToWire(plan);
    case 'cruise':
      return cruiseToWire(plan);
  }
}

/**
 * Writes a plan inside its reservation wrapper, for create and replace calls.
 *
 * @example
 * encodeReservation(lodgingPlan) // { LodgingObject: { room_type: 'Suite', ... } }
 */
export function encodeReservation(plan: Plan): Readonly<Partial<Record<ReservationObjectKey, object>>> {
  return { [PLAN_TYPE_INFO[plan.type].objectKey]: objectOf(plan) };
}
