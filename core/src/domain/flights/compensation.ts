/**
 * The delay a compensation claim needs to exceed, in minutes: more than 3 hours.
 *
 * @example
 * isClaimableDelayMinutes(COMPENSATION_DELAY_THRESHOLD_MINUTES) // false: exactly 3 h is not more
 */
export const COMPENSATION_DELAY_THRESHOLD_MINUTES = 180;

const MINUTE_MS = 60_000;

/**
 * A flight time as planned and as it happened (or is now expected). The spec does not say which
 * end of the flight is meant; compensation schemes measure the delay at arrival, so callers pass
 * the scheduled and actual arrival.
 *
 * @example
 * const arrival: ScheduledAndActual = { scheduled: new Date('2026-05-01T10:00:00Z'), actual: new Date('2026-05-01T13:30:00Z') };
 */
export type ScheduledAndActual = { readonly scheduled: Date; readonly actual: Date };

/**
 * The delay in whole minutes (seconds dropped toward zero); negative when early.
 *
 * @example
 * delayMinutes({ scheduled: new Date('2026-05-01T10:00:00Z'), actual: new Date('2026-05-01T13:30:59Z') }) // 210
 */
export function delayMinutes(times: ScheduledAndActual): number {
  // `+ 0` turns the -0 of a few seconds early into 0.
  return Math.trunc((times.actual.getTime() - times.scheduled.getTime()) / MINUTE_MS) + 0;
}

/**
 * Whether a delay given in minutes is over the claim threshold (more than 180).
 *
 * @example
 * isClaimableDelayMinutes(181) // true
 * isClaimableDelayMinutes(180) // false
 */
export function isClaimableDelayMinutes(minutes: number): boolean {
  return minutes > COMPENSATION_DELAY_THRESHOLD_MINUTES;
}

/**
 * Whether a flight was delayed by more than 3 hours, to the millisecond: 3 h 0 min 1 s is over the
 * threshold, 3 h exactly is not.
 *
 * @example
 * isClaimableDelay({ scheduled: new Date('2026-05-01T10:00:00Z'), actual: new Date('2026-05-01T13:00:01Z') }) // true
 * isClaimableDelay({ scheduled: new Date('2026-05-01T10:00:00Z'), actual: new Date('2026-05-01T13:00:00Z') }) // false
 */
export function isClaimableDelay(times: ScheduledAndActual): boolean {
  return times.actual.getTime() - times.scheduled.getTime() > COMPENSATION_DELAY_THRESHOLD_MINUTES * MINUTE_MS;
}
