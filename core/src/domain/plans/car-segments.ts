import { modelsEqual } from './base-model.js';
import { actualOrEstimated } from './plan-date-time.js';
import { EMPTY_PLAN_ADDRESS, type PlanAddress, type PlanDateTime } from './plan-fields.js';

/**
 * A car rental location: address, name, opening hours and phone.
 *
 * @example
 * const l: CarLocation = { ...EMPTY_CAR_LOCATION, name: 'Airport desk' };
 */
export interface CarLocation {
  readonly address: PlanAddress;
  readonly name: string;
  readonly hours: string;
  readonly phone: string;
}

/**
 * A car location with nothing known.
 *
 * @example
 * EMPTY_CAR_LOCATION.name // ''
 */
export const EMPTY_CAR_LOCATION: CarLocation = { address: EMPTY_PLAN_ADDRESS, name: '', hours: '', phone: '' };

/**
 * What the pickup and drop-off segments are derived from.
 *
 * @example
 * const c: CarRentalSchedule = { uuid: 'c1', startDateTime: null, endDateTime: null, startLocation: EMPTY_CAR_LOCATION, endLocation: EMPTY_CAR_LOCATION };
 */
export interface CarRentalSchedule {
  readonly uuid: string;
  readonly startDateTime: PlanDateTime | null;
  readonly endDateTime: PlanDateTime | null;
  readonly estimatedStartDateTime?: PlanDateTime | null;
  readonly estimatedEndDateTime?: PlanDateTime | null;
  readonly startLocation: CarLocation;
  readonly endLocation: CarLocation;
}

/**
 * A derived car segment. `key` is the reservation uuid plus 'pickup' or 'dropoff' (concatenated).
 * The drop-off's `location` is the pickup location when {@link isSameDropOffLocation} holds.
 *
 * @example
 * const s: CarStop = { key: 'c1pickup', uuid: 'c1', isPickup: true, dateTime: null, isEstimated: false, location: EMPTY_CAR_LOCATION, isSameLocation: true };
 */
export interface CarStop {
  readonly key: string;
  readonly uuid: string;
  readonly isPickup: boolean;
  readonly dateTime: PlanDateTime | null;
  readonly isEstimated: boolean;
  readonly location: CarLocation;
  readonly isSameLocation: boolean;
}

/**
 * Whether the car goes back where it was picked up: the end location counts as the start one when
 * its details (address fields, name, hours, phone) are all empty, or all identical to the start's.
 * A partly filled end location that differs in any filled field is a different place. Comparison
 * uses {@link modelsEqual}: exact text, '' and null alike, coordinates as numbers.
 *
 * @example
 * isSameDropOffLocation({ startLocation: desk, endLocation: EMPTY_CAR_LOCATION }) // true
 * isSameDropOffLocation({ startLocation: desk, endLocation: desk })               // true
 * isSameDropOffLocation({ startLocation: desk, endLocation: { ...desk, name: 'Downtown' } }) // false
 */
export function isSameDropOffLocation(car: Pick<CarRentalSchedule, 'startLocation' | 'endLocation'>): boolean {
  return modelsEqual(car.endLocation, EMPTY_CAR_LOCATION) || modelsEqual(car.endLocation, car.startLocation);
}

/**
 * The pickup (from the start) and drop-off (from the end) segments of a car rental, always both
 * and in that order. Each takes the actual date-time when it has a date, else the estimated one.
 *
 * @example
 * const [pickup, dropOff] = carRentalSegments(car);
 * pickup.key       // 'c1pickup'
 * dropOff.location // car.startLocation when the drop-off is at the same place
 */
export function carRentalSegments(car: CarRentalSchedule): readonly [CarStop, CarStop] {
  const isSameLocation = isSameDropOffLocation(car);
  const base = { uuid: car.uuid, isSameLocation };
  return [
    { ...base, key: `${car.uuid}pickup`, isPickup: true, location: car.startLocation, ...actualOrEstimated(car.startDateTime, car.estimatedStartDateTime) },
    {
      ...base,
      key: `${car.uuid}dropoff`,
      isPickup: false,
      location: isSameLocation ? car.startLocation : car.endLocation,
      ...actualOrEstimated(car.endDateTime, car.estimatedEndDateTime),
    },
  ];
}
