import { z } from 'zod';
import { err, ok, type Result } from '../../domain/result.js';
import { formatSeatList, parseSeat, parseSeatList, seatCode } from '../../domain/flights/seat-list.js';
import { seatTrackerCriteriaFromWire, seatTrackerCriteriaToWire, seatTrackerCriteriaWire, type SeatTrackerWireError } from './seat-tracker-criteria-wire.js';
import type { SeatTrackerMatch, SeatTrackerSearch, SeatTrackerSubscription } from '../../domain/flights/seat-tracker-subscription.js';
import { dateTimeFromWire, dateTimeToWire, dateTimeWire, wireNumber, wireText } from './wire-scalars.js';

/**
 * The Search object of a subscription on the wire.
 *
 * @example
 * seatTrackerSearchWire.parse({ id: 's1', start_airport_code: 'SFO', end_airport_code: 'ORD', airline_code: 'UA', flight_number: '1542' })
 */
export const seatTrackerSearchWire = z.object({
  id: wireText,
  StartDateTime: dateTimeWire.nullish(),
  EndDateTime: dateTimeWire.nullish(),
  start_airport_code: wireText,
  end_airport_code: wireText,
  airline_code: wireText,
  flight_number: wireText,
});

/**
 * A SeatTrackerSubscription on the wire (GET show answers it; POST update sends it inside
 * `{"SeatTrackerSubscription": ...}`). `seats` is text like "31F, 31G" (an array is accepted);
 * Matches.Seats carry an index and a seat code.
 *
 * @example
 * seatTrackerSubscriptionWire.parse({ trip_item_uuid: 't1', seats: '31F, 31G', Criteria: { seat_preferences: 'window' } })
 */
export const seatTrackerSubscriptionWire = z.object({
  uuid: wireText,
  trip_item_uuid: z.string(),
  display_name: wireText,
  description: wireText,
  seats: z.union([z.string(), z.array(z.string())]).nullish(),
  deactivation_code: wireText,
  last_updated_timestamp: wireNumber.nullish(),
  Search: seatTrackerSearchWire.nullish(),
  Matches: z.object({ num_matches: wireNumber.nullish(), Seats: z.array(z.object({ index: wireNumber, seat: z.string() })).nullish() }).nullish(),
  Criteria: seatTrackerCriteriaWire.nullish(),
});

/**
 * The subscription wire object as written.
 *
 * @example
 * const w: SeatTrackerSubscriptionWire = { trip_item_uuid: 't1', seats: '31F' };
 */
export type SeatTrackerSubscriptionWire = z.input<typeof seatTrackerSubscriptionWire>;

/**
 * The body of POST v2/seatTrackerSubscription/update.
 *
 * @example
 * seatTrackerUpdateBody.parse({ SeatTrackerSubscription: { trip_item_uuid: 't1' } })
 */
export const seatTrackerUpdateBody = z.object({ SeatTrackerSubscription: seatTrackerSubscriptionWire });

type Parsed = z.output<typeof seatTrackerSubscriptionWire>;

function searchFromWire(w: z.output<typeof seatTrackerSearchWire>): SeatTrackerSearch {
  return {
    id: w.id,
    departure: w.StartDateTime == null ? null : dateTimeFromWire(w.StartDateTime),
    arrival: w.EndDateTime == null ? null : dateTimeFromWire(w.EndDateTime),
    startAirportCode: w.start_airport_code,
    endAirportCode: w.end_airport_code,
    airlineCode: w.airline_code,
    flightNumber: w.flight_number,
  };
}

function matchesFromWire(w: Parsed['Matches']): Result<SeatTrackerSubscription['matches'], SeatTrackerWireError> {
  const seats: SeatTrackerMatch[] = [];
  for (const match of w?.Seats ?? []) {
    const seat = parseSeat(match.seat);
    if (!seat.ok) return err({ field: 'Matches.Seats', error: seat.error });
    seats.push({ index: match.index, seat: seat.value });
  }
  return ok({ numMatches: w?.num_matches ?? seats.length, seats });
}

/**
 * Parsed wire subscription to the domain, or the first field that breaks a seat tracker rule
 * (a bad seat in `seats` or in the matches, an unknown preference, an adjacent amount outside 1 to 4).
 * Missing Criteria read as no preferences and one seat; missing num_matches is the number of matched seats.
 *
 * @example
 * seatTrackerSubscriptionFromWire(seatTrackerSubscriptionWire.parse({ trip_item_uuid: 't1', seats: '31F, 31G' }))
 * // ok({ tripItemUuid: 't1', seats: [{ row: 31, letter: 'F' }, { row: 31, letter: 'G' }], ... })
 */
export function seatTrackerSubscriptionFromWire(w: Parsed): Result<SeatTrackerSubscription, SeatTrackerWireError> {
  const seats = parseSeatList(Array.isArray(w.seats) ? w.seats.join(', ') : (w.seats ?? ''));
  if (!seats.ok) return err({ field: 'seats', error: seats.error });
  const matches = matchesFromWire(w.Matches);
  if (!matches.ok) return matches;
  const criteria = seatTrackerCriteriaFromWire(seatTrackerCriteriaWire.parse(w.Criteria ?? {}));
  if (!criteria.ok) return criteria;
  return ok({
    uuid: w.uuid,
    tripItemUuid: w.trip_item_uuid,
    displayName: w.display_name,
    description: w.description,
    seats: seats.value,
    deactivationCode: w.deactivation_code,
    lastUpdatedTimestamp: w.last_updated_timestamp ?? null,
    search: w.Search == null ? null : searchFromWire(w.Search),
    matches: matches.value,
    criteria: criteria.value,
  });
}

function searchToWire(search: SeatTrackerSearch): z.input<typeof seatTrackerSearchWire> {
  return {
    id: search.id,
    StartDateTime: search.departure === null ? undefined : dateTimeToWire(search.departure),
    EndDateTime: search.arrival === null ? undefined : dateTimeToWire(search.arrival),
    start_airport_code: search.startAirportCode,
    end_airport_code: search.endAirportCode,
    airline_code: search.airlineCode,
    flight_number: search.flightNumber,
  };
}

const matchToWire = (m: SeatTrackerMatch) => ({ index: m.index, seat: seatCode(m.seat) });

/**
 * Domain subscription to the wire (seats as "31F, 31G", absent values left out).
 *
 * @example
 * seatTrackerSubscriptionToWire(subscription).seats // '31F, 31G'
 */
export function seatTrackerSubscriptionToWire(s: SeatTrackerSubscription): SeatTrackerSubscriptionWire {
  return {
    uuid: s.uuid,
    trip_item_uuid: s.tripItemUuid,
    display_name: s.displayName,
    description: s.description,
    seats: formatSeatList(s.seats),
    deactivation_code: s.deactivationCode,
    last_updated_timestamp: s.lastUpdatedTimestamp ?? undefined,
    Search: s.search === null ? undefined : searchToWire(s.search),
    Matches: { num_matches: s.matches.numMatches, Seats: s.matches.seats.map(matchToWire) },
    Criteria: seatTrackerCriteriaToWire(s.criteria),
  };
}
