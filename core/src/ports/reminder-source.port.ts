import type { StoredPlan } from './plan-store.port.js';

/**
 * A trip that starts soon, with everyone taking part in it.
 *
 * @example
 * const t: UpcomingTrip = { tripUuid: 't1', name: 'Lyon', startDate: '2026-12-04', userIds: ['u1', 'u2'] };
 */
export interface UpcomingTrip {
  readonly tripUuid: string;
  readonly name: string;
  readonly startDate: string;
  readonly userIds: readonly string[];
}

/**
 * What the reminder job reads: trips starting between two dates, and flight plans that start in
 * a window (a plan starts at its first departure) with the users taking part in their trips.
 *
 * @example
 * await source.tripsStartingBetween('2026-12-01', '2026-12-04');
 */
export interface ReminderSource {
  tripsStartingBetween(fromDate: string, toDate: string): Promise<readonly UpcomingTrip[]>;
  flightsStartingBetween(from: Date, to: Date): Promise<readonly { readonly plan: StoredPlan; readonly userIds: readonly string[] }[]>;
}
