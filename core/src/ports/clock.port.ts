/**
 * The current instant. Core never reads the system clock itself.
 *
 * @example
 * const clock: Clock = { now: () => new Date(0) };
 */
export interface Clock {
  now(): Date;
}
