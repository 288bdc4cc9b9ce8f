import { z } from 'zod';
import { toWireBoolean, wireBoolean } from '../wire.js';
import { ok, type Result } from '../../domain/result.js';
import {
  formatPreferenceList,
  parseAdjacentSeatAmount,
  parseSeatAreas,
  parseSeatLocations,
  type SeatTrackerCriteria,
  type SeatTrackerInputError,
} from '../../domain/flights/seat-tracker-criteria.js';
import { wireList, wireText } from './wire-scalars.js';

/**
 * A wire field that failed a seat tracker rule, with the rule's error.
 *
 * @example
 * const e: SeatTrackerWireError = { field: 'Criteria.adjacent_seat_amount', error: { kind: 'adjacent-out-of-range', value: '6' } };
 */
export type SeatTrackerWireError = { readonly field: string; readonly error: SeatTrackerInputError };

/**
 * The Criteria object of a seat tracker subscription on the wire. Lists are space- or
 * comma-separated text (or arrays); a missing flag is false; a missing adjacent_seat_amount is 1
 * (a solo seat).
 *
 * @example
 * seatTrackerCriteriaWire.parse({ seat_preferences: 'window aisle', adjacent_seat_amount: '2' })
 */
export const seatTrackerCriteriaWire = z.object({
  qualifier: wireText,
  seat_preferences: wireList,
  area_preferences: wireList,
  should_find_first_class: wireBoolean.nullish(),
  should_find_premium_seats: wireBoolean.nullish(),
  should_find_economy_seats: wireBoolean.nullish(),
  should_find_exit_row: wireBoolean.nullish(),
  should_find_bulkhead_row: wireBoolean.nullish(),
  adjacent_seat_amount: z.union([z.number(), z.string()]).nullish(),
  individual_seat: wireBoolean.nullish(),
});

/**
 * The Criteria wire object as written.
 *
 * @example
 * const w: SeatTrackerCriteriaWire = { seat_preferences: 'window', adjacent_seat_amount: 1 };
 */
export type SeatTrackerCriteriaWire = z.input<typeof seatTrackerCriteriaWire>;

const at =
  (field: string) =>
  (error: SeatTrackerInputError): SeatTrackerWireError => ({ field: `Criteria.${field}`, error });

/**
 * Parsed wire criteria to the domain, or the first field that breaks a rule (an unknown
 * preference, an adjacent amount outside 1 to 4).
 *
 * @example
 * seatTrackerCriteriaFromWire(seatTrackerCriteriaWire.parse({ seat_preferences: 'Window', adjacent_seat_amount: '2' }))
 * // ok({ seatPreferences: ['window'], adjacentSeatAmount: 2, ... })
 */
export function seatTrackerCriteriaFromWire(w: z.output<typeof seatTrackerCriteriaWire>): Result<SeatTrackerCriteria, SeatTrackerWireError> {
  const locations = parseSeatLocations(w.seat_preferences.join(' '));
  if (!locations.ok) return { ok: false, error: at('seat_preferences')(locations.error) };
  const areas = parseSeatAreas(w.area_preferences.join(' '));
  if (!areas.ok) return { ok: false, error: at('area_preferences')(areas.error) };
  const adjacent = parseAdjacentSeatAmount(w.adjacent_seat_amount ?? 1);
  if (!adjacent.ok) return { ok: false, error: at('adjacent_seat_amount')(adjacent.error) };
  return ok({
    qualifier: w.qualifier,
    seatPreferences: locations.value,
    areaPreferences: areas.value,
    shouldFindFirstClass: w.should_find_first_class ?? false,
    shouldFindPremiumSeats: w.should_find_premium_seats ?? false,
    shouldFindEconomySeats: w.should_find_economy_seats ?? false,
    shouldFindExitRow: w.should_find_exit_row ?? false,
    shouldFindBulkheadRow: w.should_find_bulkhead_row ?? false,
    adjacentSeatAmount: adjacent.value,
    individualSeat: w.individual_seat ?? false,
  });
}

/**
 * Domain criteria to the wire (lists as comma-separated text, flags as "true"/"false").
 *
 * @example
 * seatTrackerCriteriaToWire(criteria).seat_preferences // 'window,aisle'
 */
export function seatTrackerCriteriaToWire(c: SeatTrackerCriteria): SeatTrackerCriteriaWire {
  return {
    qualifier: c.qualifier,
    seat_preferences: formatPreferenceList(c.seatPreferences),
    area_preferences: formatPreferenceList(c.areaPreferences),
    should_find_first_class: toWireBoolean(c.shouldFindFirstClass),
    should_find_premium_seats: toWireBoolean(c.shouldFindPremiumSeats),
    should_find_economy_seats: toWireBoolean(c.shouldFindEconomySeats),
    should_find_exit_row: toWireBoolean(c.shouldFindExitRow),
    should_find_bulkhead_row: toWireBoolean(c.shouldFindBulkheadRow),
    adjacent_seat_amount: c.adjacentSeatAmount,
    individual_seat: toWireBoolean(c.individualSeat),
  };
}
