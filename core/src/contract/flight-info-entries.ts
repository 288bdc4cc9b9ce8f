import { z } from 'zod';
import { isInternalDate } from '../domain/dates/internal-date.js';
import { FLIGHT_LOOKUP_REQUIRED_MESSAGE, flightJourney, type FlightInfo, type FlightLeg, type FlightLookupQuery } from '../domain/flights/flight-info.js';
import type { LocalDateTime } from '../domain/flights/local-date-time.js';
import { defineEntry, noBody, nothing } from './entry.js';
import { toWireBoolean, wireBooleanOut } from './wire.js';

// A missing input gets the spec's message (part 2 section 5); a malformed one says what is expected.
const lookupText = z
  .string({ error: (issue) => (issue.input === undefined ? FLIGHT_LOOKUP_REQUIRED_MESSAGE : undefined) })
  .trim()
  .min(1, FLIGHT_LOOKUP_REQUIRED_MESSAGE);

/**
 * The query of GET v2/flightInfo: departure_date (y-MM-dd, a real day), airline_code (2-3 letters
 * or digits, upper-cased) and flight_num (1-4 digits). A missing one is a 400 naming it.
 *
 * @example
 * flightInfoQuery.parse({ departure_date: '2026-03-20', airline_code: 'ba', flight_num: '117' }).airline_code // 'BA'
 */
export const flightInfoQuery = z.object({
  departure_date: lookupText.refine(isInternalDate, 'expected a date (y-MM-dd)'),
  airline_code: lookupText.regex(/^[A-Za-z0-9]{2,3}$/, 'expected a 2-3 character airline code').transform((s) => s.toUpperCase()),
  flight_num: lookupText.regex(/^\d{1,4}$/, 'expected a flight number of 1-4 digits'),
});

/**
 * The parsed flightInfo query as the FlightData port takes it.
 *
 * @example
 * flightLookupFromWire(flightInfoQuery.parse({ departure_date: '2026-03-20', airline_code: 'BA', flight_num: '117' }))
 * // { departureDate: '2026-03-20', airlineCode: 'BA', flightNumber: '117' }
 */
export function flightLookupFromWire(q: z.output<typeof flightInfoQuery>): FlightLookupQuery {
  return { departureDate: q.departure_date, airlineCode: q.airline_code, flightNumber: q.flight_num };
}

/**
 * One leg of a FlightInfo on the wire (an item of `Segments`): airports (code, display name, IANA
 * zone or 'null'), local departure and arrival date (y-MM-dd) and time (HH:mm:ss),
 * arrival_date_diff in days, aircraft, duration_minutes (block time), distance_km and
 * is_international ("true"/"false").
 *
 * @example
 * flightLegWire.shape.arrival_date_diff.parse(1) // 1
 */
export const flightLegWire = z.object({
  airline_code: z.string(),
  flight_num: z.string(),
  orig_airport_code: z.string(),
  orig_airport_display_name: z.string(),
  orig_timezone: z.string(),
  dest_airport_code: z.string(),
  dest_airport_display_name: z.string(),
  dest_timezone: z.string(),
  departure_date: z.string(),
  departure_time: z.string(),
  arrival_date: z.string(),
  arrival_time: z.string(),
  arrival_date_diff: z.number().int(),
  aircraft: z.string(),
  duration_minutes: z.number().int().nonnegative(),
  distance_km: z.number().int().nonnegative(),
  is_international: wireBooleanOut,
});

/**
 * The FlightInfo object of part 2 section 7: the whole journey (first origin to last destination,
 * departure and arrival times, arrival_date_diff from the departure date to the last arrival date,
 * duration_minutes including stops, the number of stops), `is_sandbox` ("true" when made up by the
 * sandbox adapter) and every leg in `Segments`.
 *
 * @example
 * flightInfoWire.parse(flightInfoToWire(flight)).Segments.length // 1 for a nonstop flight
 */
export const flightInfoWire = z.object({
  airline_code: z.string(),
  flight_num: z.string(),
  departure_date: z.string(),
  orig_airport_code: z.string(),
  orig_airport_display_name: z.string(),
  orig_timezone: z.string(),
  dest_airport_code: z.string(),
  dest_airport_display_name: z.string(),
  dest_timezone: z.string(),
  departure_time: z.string(),
  arrival_date: z.string(),
  arrival_time: z.string(),
  arrival_date_diff: z.number().int(),
  duration_minutes: z.number().int().nonnegative(),
  stops: z.number().int().nonnegative(),
  is_sandbox: wireBooleanOut,
  Segments: z.array(flightLegWire).min(1),
});

/**
 * The FlightInfo wire object.
 *
 * @example
 * const w: FlightInfoWire = flightInfoToWire(flight);
 */
export type FlightInfoWire = z.input<typeof flightInfoWire>;

const zoneToWire = (value: LocalDateTime) => value.timezone ?? 'null';
const zoneFromWire = (zone: string) => (zone.trim() === '' || zone === 'null' ? null : zone);

function legToWire(leg: FlightLeg): z.input<typeof flightLegWire> {
  return {
    airline_code: leg.airlineCode,
    flight_num: leg.flightNumber,
    orig_airport_code: leg.originAirportCode,
    orig_airport_display_name: leg.originAirportName,
    orig_timezone: zoneToWire(leg.departure),
    dest_airport_code: leg.destinationAirportCode,
    dest_airport_display_name: leg.destinationAirportName,
    dest_timezone: zoneToWire(leg.arrival),
    departure_date: leg.departure.date,
    departure_time: leg.departure.time,
    arrival_date: leg.arrival.date,
    arrival_time: leg.arrival.time,
    arrival_date_diff: leg.arrivalDateDiff,
    aircraft: leg.aircraft,
    duration_minutes: leg.durationMinutes,
    distance_km: leg.distanceKm,
    is_international: toWireBoolean(leg.isInternational),
  };
}

function legFromWire(w: z.output<typeof flightLegWire>): FlightLeg {
  return {
    airlineCode: w.airline_code,
    flightNumber: w.flight_num,
    originAirportCode: w.orig_airport_code,
    originAirportName: w.orig_airport_display_name,
    destinationAirportCode: w.dest_airport_code,
    destinationAirportName: w.dest_airport_display_name,
    departure: { date: w.departure_date, time: w.departure_time, timezone: zoneFromWire(w.orig_timezone) },
    arrival: { date: w.arrival_date, time: w.arrival_time, timezone: zoneFromWire(w.dest_timezone) },
    arrivalDateDiff: w.arrival_date_diff,
    aircraft: w.aircraft,
    durationMinutes: w.duration_minutes,
    distanceKm: w.distance_km,
    isInternational: w.is_international === 'true',
  };
}

/**
 * A found flight to its wire FlightInfo; the journey fields are derived from the legs
 * ({@link flightJourney}).
 *
 * @example
 * flightInfoToWire(flight).is_sandbox // 'true' for a sandbox answer
 */
export function flightInfoToWire(flight: FlightInfo): FlightInfoWire {
  const journey = flightJourney(flight.legs);
  return {
    airline_code: flight.airlineCode,
    flight_num: flight.flightNumber,
    departure_date: flight.departureDate,
    orig_airport_code: journey.originAirportCode,
    orig_airport_display_name: journey.originAirportName,
    orig_timezone: zoneToWire(journey.departure),
    dest_airport_code: journey.destinationAirportCode,
    dest_airport_display_name: journey.destinationAirportName,
    dest_timezone: zoneToWire(journey.arrival),
    departure_time: journey.departure.time,
    arrival_date: journey.arrival.date,
    arrival_time: journey.arrival.time,
    arrival_date_diff: journey.arrivalDateDiff,
    duration_minutes: journey.elapsedMinutes,
    stops: journey.stops,
    is_sandbox: toWireBoolean(flight.isSandbox),
    Segments: flight.legs.map(legToWire),
  };
}

/**
 * A parsed wire FlightInfo back to the domain flight (the journey fields are read from the legs).
 *
 * @example
 * flightInfoFromWire(flightInfoWire.parse(flightInfoToWire(flight))) // equals flight
 */
export function flightInfoFromWire(w: z.output<typeof flightInfoWire>): FlightInfo {
  const [first, ...rest] = w.Segments.map(legFromWire);
  if (first === undefined) throw new RangeError('FlightInfo without Segments');
  return {
    airlineCode: w.airline_code,
    flightNumber: w.flight_num,
    departureDate: w.departure_date,
    legs: [first, ...rest],
    isSandbox: w.is_sandbox === 'true',
  };
}

/**
 * GET v2/flightInfo (part 2 section 7): the scheduled flight of an airline code and flight number
 * leaving on a date, as `{"FlightInfo": {...}}`; 404 `flight_not_found` when none operates then.
 *
 * @example
 * api.call(flightInfoEntry, { query: { departure_date: '2026-03-20', airline_code: 'BA', flight_num: '117' } })
 */
export const flightInfoEntry = defineEntry({
  id: 'flightInfo',
  method: 'GET',
  path: 'v2/flightInfo',
  auth: 'session',
  summary: 'The scheduled flight (airports, local times, arrival_date_diff, legs) of an airline code and flight number on a departure date.',
  params: nothing,
  query: flightInfoQuery,
  body: noBody,
  response: z.object({ FlightInfo: flightInfoWire }),
});
