import { err, ok, type Result } from '../result.js';
import { flightMessage, type FlightMessage } from './message-keys.js';
import type { FareClass } from './seat-attributes.js';
import { splitList, type SeatListError } from './seat-list.js';
import { SEAT_AREAS, SEAT_LOCATIONS, type SeatArea, type SeatLocation, type SeatPreferences, type SeatRowKind } from './seat-preferences.js';

/**
 * The choices for how many seats together the tracker looks for: 1 (a solo seat) to 4.
 *
 * @example
 * ADJACENT_SEAT_AMOUNTS // [1, 2, 3, 4]
 */
export const ADJACENT_SEAT_AMOUNTS = [1, 2, 3, 4] as const;

/**
 * How many seats together: 1 to 4.
 *
 * @example
 * const n: AdjacentSeatAmount = 2;
 */
export type AdjacentSeatAmount = (typeof ADJACENT_SEAT_AMOUNTS)[number];

/**
 * What a seat tracker asks for (client names of part 2 section 3). The spec does not explain
 * `qualifier` or `individualSeat`; they are carried as given (`individualSeat` is the wire's
 * individual_seat flag).
 *
 * @example
 * const c: SeatTrackerCriteria = {
 *   qualifier: '', seatPreferences: ['window'], areaPreferences: [], shouldFindFirstClass: false,
 *   shouldFindPremiumSeats: false, shouldFindEconomySeats: true, shouldFindExitRow: false,
 *   shouldFindBulkheadRow: false, adjacentSeatAmount: 1, individualSeat: true,
 * };
 */
export type SeatTrackerCriteria = {
  readonly qualifier: string;
  readonly seatPreferences: readonly SeatLocation[];
  readonly areaPreferences: readonly SeatArea[];
  readonly shouldFindFirstClass: boolean;
  readonly shouldFindPremiumSeats: boolean;
  readonly shouldFindEconomySeats: boolean;
  readonly shouldFindExitRow: boolean;
  readonly shouldFindBulkheadRow: boolean;
  readonly adjacentSeatAmount: AdjacentSeatAmount;
  readonly individualSeat: boolean;
};

/**
 * Why seat tracker input was refused.
 *
 * @example
 * const e: SeatTrackerInputError = { kind: 'unknown-preference', token: 'galley' };
 */
export type SeatTrackerInputError =
  SeatListError | { readonly kind: 'adjacent-out-of-range'; readonly value: string } | { readonly kind: 'unknown-preference'; readonly token: string };

/**
 * Reads the adjacent seat amount: a whole number 1 to 4 (a number, or digits as text).
 *
 * @example
 * parseAdjacentSeatAmount('3') // ok(3)
 * parseAdjacentSeatAmount(5)   // err({ kind: 'adjacent-out-of-range', value: '5' })
 */
export function parseAdjacentSeatAmount(raw: number | string): Result<AdjacentSeatAmount, SeatTrackerInputError> {
  const text = String(raw).trim();
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  const amount = ADJACENT_SEAT_AMOUNTS.find((n) => n === value);
  return amount === undefined ? err({ kind: 'adjacent-out-of-range', value: text }) : ok(amount);
}

function parseValues<T extends string>(text: string, allowed: readonly T[]): Result<readonly T[], SeatTrackerInputError> {
  const values: T[] = [];
  for (const token of splitList(text)) {
    const value = allowed.find((a) => a === token.toLowerCase());
    if (value === undefined) return err({ kind: 'unknown-preference', token });
    if (!values.includes(value)) values.push(value);
  }
  return ok(values);
}

/**
 * Reads a seat location list ("window, aisle" or "window aisle"); case is ignored, repeats are
 * kept once, blank text is the empty list.
 *
 * @example
 * parseSeatLocations('Window aisle') // ok(['window', 'aisle'])
 * parseSeatLocations('window,sofa')  // err({ kind: 'unknown-preference', token: 'sofa' })
 */
export function parseSeatLocations(text: string): Result<readonly SeatLocation[], SeatTrackerInputError> {
  return parseValues(text, SEAT_LOCATIONS);
}

/**
 * Reads a cabin area list ("ahead_of_wing over_wing"), like {@link parseSeatLocations}.
 *
 * @example
 * parseSeatAreas('over_wing,behind_wing') // ok(['over_wing', 'behind_wing'])
 */
export function parseSeatAreas(text: string): Result<readonly SeatArea[], SeatTrackerInputError> {
  return parseValues(text, SEAT_AREAS);
}

/**
 * Writes a preference list for the wire: values joined by commas, no spaces.
 *
 * @example
 * formatPreferenceList(['window', 'aisle']) // 'window,aisle'
 */
export function formatPreferenceList(values: readonly string[]): string {
  return values.join(',');
}

/**
 * The seat preferences a tracker's criteria ask for, for {@link seatMatches}.
 *
 * @example
 * criteriaPreferences(criteria) // { locations: ['window'], areas: [], fareClasses: ['economy'], rowKinds: [] }
 */
export function criteriaPreferences(c: SeatTrackerCriteria): SeatPreferences {
  const fareClasses: FareClass[] = [];
  if (c.shouldFindEconomySeats) fareClasses.push('economy');
  if (c.shouldFindPremiumSeats) fareClasses.push('premium');
  if (c.shouldFindFirstClass) fareClasses.push('first');
  const rowKinds: SeatRowKind[] = [];
  if (c.shouldFindExitRow) rowKinds.push('exit_row');
  if (c.shouldFindBulkheadRow) rowKinds.push('bulkhead');
  return { locations: c.seatPreferences, areas: c.areaPreferences, fareClasses, rowKinds };
}

/**
 * The message key of a refused seat tracker input, with its values.
 *
 * @example
 * seatTrackerInputMessage({ kind: 'invalid-seat', token: '31' })
 * // { key: 'flights:seatTracker.invalidSeat', values: { seat: '31' } }
 */
export function seatTrackerInputMessage(error: SeatTrackerInputError): FlightMessage {
  switch (error.kind) {
    case 'invalid-seat':
      return flightMessage('flights:seatTracker.invalidSeat', { seat: error.token });
    case 'adjacent-out-of-range':
      return flightMessage('flights:seatTracker.adjacentOutOfRange', { min: 1, max: 4 });
    case 'unknown-preference':
      return flightMessage('flights:seatTracker.unknownPreference', { value: error.token });
  }
}
