import type { LocalDateTime } from './local-date-time.js';
import type { SeatRef } from './seat-list.js';
import type { SeatTrackerCriteria } from './seat-tracker-criteria.js';

/**
 * The flight a seat tracker watches. The spec lists "ids, date times, airports, airline, flight
 * number, codes" without names; here: the search id, departure and arrival (local), the airport
 * codes, the airline code and the flight number.
 *
 * @example
 * const s: SeatTrackerSearch = { id: 's1', departure: null, arrival: null, startAirportCode: 'SFO', endAirportCode: 'ORD', airlineCode: 'UA', flightNumber: '1542' };
 */
export type SeatTrackerSearch = {
  readonly id: string;
  readonly departure: LocalDateTime | null;
  readonly arrival: LocalDateTime | null;
  readonly startAirportCode: string;
  readonly endAirportCode: string;
  readonly airlineCode: string;
  readonly flightNumber: string;
};

/**
 * One seat the tracker found, with its index in the match list (as the server numbers it).
 *
 * @example
 * const m: SeatTrackerMatch = { index: 0, seat: { row: 31, letter: 'F' } };
 */
export type SeatTrackerMatch = { readonly index: number; readonly seat: SeatRef };

/**
 * A seat tracker subscription (part 2 section 3). `seats` are the seats the traveler entered
 * (31F, 31G); `deactivationCode` is '' while active; `lastUpdatedTimestamp` is seconds since the
 * epoch, null when never updated; `search` is null until the server has filled it.
 *
 * @example
 * const sub: SeatTrackerSubscription = { uuid: 'u1', tripItemUuid: 't1', displayName: 'UA 1542', description: '', seats: [], deactivationCode: '', lastUpdatedTimestamp: null, search: null, matches: { numMatches: 0, seats: [] }, criteria };
 */
export type SeatTrackerSubscription = {
  readonly uuid: string;
  readonly tripItemUuid: string;
  readonly displayName: string;
  readonly description: string;
  readonly seats: readonly SeatRef[];
  readonly deactivationCode: string;
  readonly lastUpdatedTimestamp: number | null;
  readonly search: SeatTrackerSearch | null;
  readonly matches: { readonly numMatches: number; readonly seats: readonly SeatTrackerMatch[] };
  readonly criteria: SeatTrackerCriteria;
};

/**
 * Whether a subscription is on: it has no deactivation code.
 *
 * @example
 * isSeatTrackerActive({ deactivationCode: '' })   // true
 * isSeatTrackerActive({ deactivationCode: 'EXP' }) // false
 */
export function isSeatTrackerActive(subscription: Pick<SeatTrackerSubscription, 'deactivationCode'>): boolean {
  return subscription.deactivationCode.trim() === '';
}
