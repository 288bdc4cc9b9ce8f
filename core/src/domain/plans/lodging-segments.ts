import { actualOrEstimated } from './plan-date-time.js';
import type { PlanDateTime } from './plan-fields.js';

/**
 * The dates of a lodging reservation: the actual start (check-in) and end (check-out) and,
 * optionally, estimated ones used when the actual date is missing.
 *
 * @example
 * const l: LodgingSchedule = { uuid: 'h1', startDateTime: null, endDateTime: null };
 */
export interface LodgingSchedule {
  readonly uuid: string;
  readonly startDateTime: PlanDateTime | null;
  readonly endDateTime: PlanDateTime | null;
  readonly estimatedStartDateTime?: PlanDateTime | null;
  readonly estimatedEndDateTime?: PlanDateTime | null;
}

/**
 * A derived lodging segment: the check-in (from the start) or the check-out (from the end).
 * `key` is the reservation uuid plus 'checkin' or 'checkout', like the car and parking keys.
 *
 * @example
 * const s: LodgingStop = { key: 'h1checkin', uuid: 'h1', isCheckIn: true, dateTime: null, isEstimated: false };
 */
export interface LodgingStop {
  readonly key: string;
  readonly uuid: string;
  readonly isCheckIn: boolean;
  readonly dateTime: PlanDateTime | null;
  readonly isEstimated: boolean;
}

/**
 * The check-in and check-out segments of a lodging reservation, always both and in that order,
 * even when a date is missing (the card then shows no date). Each takes the actual date-time when
 * it has a date, else the estimated one.
 *
 * @example
 * const [checkIn, checkOut] = lodgingSegments({ uuid: 'h1', startDateTime: arrive, endDateTime: leave });
 * checkIn.isCheckIn  // true
 * checkOut.key       // 'h1checkout'
 */
export function lodgingSegments(lodging: LodgingSchedule): readonly [LodgingStop, LodgingStop] {
  const checkIn = actualOrEstimated(lodging.startDateTime, lodging.estimatedStartDateTime);
  const checkOut = actualOrEstimated(lodging.endDateTime, lodging.estimatedEndDateTime);
  return [
    { key: `${lodging.uuid}checkin`, uuid: lodging.uuid, isCheckIn: true, ...checkIn },
    { key: `${lodging.uuid}checkout`, uuid: lodging.uuid, isCheckIn: false, ...checkOut },
  ];
}
