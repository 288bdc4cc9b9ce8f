import type { PlanDateTime } from './plan-fields.js';

/**
 * What the parking drop-off and pickup segments are derived from.
 *
 * @example
 * const p: ParkingSchedule = { uuid: 'p1', startDateTime: null, endDateTime: null };
 */
export interface ParkingSchedule {
  readonly uuid: string;
  readonly startDateTime: PlanDateTime | null;
  readonly endDateTime: PlanDateTime | null;
}

/**
 * A derived parking segment: the drop-off (the car is left, at the start) or the pickup (the car
 * is collected, at the end). `key` is the reservation uuid plus 'dropoff' or 'pickup'.
 *
 * @example
 * const s: ParkingStop = { key: 'p1dropoff', uuid: 'p1', isDropoff: true, dateTime: null };
 */
export interface ParkingStop {
  readonly key: string;
  readonly uuid: string;
  readonly isDropoff: boolean;
  readonly dateTime: PlanDateTime | null;
}

/**
 * One parking segment; `isDropoff` defaults to true, as the spec says.
 *
 * @example
 * parkingSegment(parking).key        // 'p1dropoff' (the start)
 * parkingSegment(parking, false).key // 'p1pickup' (the end)
 */
export function parkingSegment(parking: ParkingSchedule, isDropoff = true): ParkingStop {
  return {
    key: `${parking.uuid}${isDropoff ? 'dropoff' : 'pickup'}`,
    uuid: parking.uuid,
    isDropoff,
    dateTime: isDropoff ? parking.startDateTime : parking.endDateTime,
  };
}

/**
 * Both parking segments, drop-off first.
 *
 * @example
 * parkingSegments(parking).map((s) => s.key) // ['p1dropoff', 'p1pickup']
 */
export function parkingSegments(parking: ParkingSchedule): readonly [ParkingStop, ParkingStop] {
  return [parkingSegment(parking), parkingSegment(parking, false)];
}
