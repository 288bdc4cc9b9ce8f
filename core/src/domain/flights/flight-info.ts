import { daysBetween, isInternalDate } from '../dates/internal-date.js';
import type { LayoverSegment } from './layover.js';
import { localInstant, zoneOf, type LocalDateTime } from './local-date-time.js';

/**
 * The message of part 2 section 5 when a flight lookup misses one of its three inputs.
 *
 * @example
 * FLIGHT_LOOKUP_REQUIRED_MESSAGE // 'Flight lookup needs departure date, airline code and flight number.'
 */
export const FLIGHT_LOOKUP_REQUIRED_MESSAGE = 'Flight lookup needs departure date, airline code and flight number.';

/**
 * What a flight lookup asks for: the local departure date (y-MM-dd) at the first airport, the
 * airline code (IATA 2 or ICAO 3 characters, upper case) and the flight number (1-4 digits).
 *
 * @example
 * const q: FlightLookupQuery = { departureDate: '2026-03-20', airlineCode: 'BA', flightNumber: '117' };
 */
export interface FlightLookupQuery {
  readonly departureDate: string;
  readonly airlineCode: string;
  readonly flightNumber: string;
}

/**
 * One leg (segment) of a scheduled flight. Departure and arrival are local wall-clock times with
 * the IANA zone of their airport; `arrivalDateDiff` is the arrival's local date minus the
 * departure's local date, in days (1 for an overnight flight, 2 westward across the Pacific, -1
 * eastward across it); `durationMinutes` is the block time, `distanceKm` the great-circle distance;
 * `isInternational` says the two airports lie in different countries.
 *
 * @example
 * const leg: FlightLeg = {
 *   airlineCode: 'BA', flightNumber: '117', originAirportCode: 'LHR', originAirportName: 'London Heathrow Airport',
 *   destinationAirportCode: 'JFK', destinationAirportName: 'John F. Kennedy International Airport',
 *   departure: { date: '2026-03-20', time: '20:00:00', timezone: 'Europe/London' },
 *   arrival: { date: '2026-03-20', time: '23:25:00', timezone: 'America/New_York' },
 *   arrivalDateDiff: 0, aircraft: 'Boeing 777-300ER', durationMinutes: 445, distanceKm: 5540, isInternational: true,
 * };
 */
export interface FlightLeg {
  readonly airlineCode: string;
  readonly flightNumber: string;
  readonly originAirportCode: string;
  readonly originAirportName: string;
  readonly destinationAirportCode: string;
  readonly destinationAirportName: string;
  readonly departure: LocalDateTime;
  readonly arrival: LocalDateTime;
  readonly arrivalDateDiff: number;
  readonly aircraft: string;
  readonly durationMinutes: number;
  readonly distanceKm: number;
  readonly isInternational: boolean;
}

/**
 * A scheduled flight as a lookup finds it: one leg for a nonstop flight, two or more for a
 * through flight that stops on the way under the same number. `isSandbox` marks answers made up
 * by the sandbox flight data adapter instead of a real provider.
 *
 * @example
 * const f: FlightInfo = { airlineCode: 'BA', flightNumber: '117', departureDate: '2026-03-20', legs: [leg], isSandbox: true };
 */
export interface FlightInfo {
  readonly airlineCode: string;
  readonly flightNumber: string;
  readonly departureDate: string;
  readonly legs: readonly [FlightLeg, ...FlightLeg[]];
  readonly isSandbox: boolean;
}

/**
 * The whole journey of a flight, first departure to last arrival: `arrivalDateDiff` counts days
 * from the first local departure date to the last local arrival date; `elapsedMinutes` is the
 * time from departure to arrival including stops (the sum of the legs' block times when a zone is
 * unknown); `stops` is the number of intermediate airports.
 *
 * @example
 * const j: FlightJourney = flightJourney(flight.legs);
 */
export interface FlightJourney {
  readonly originAirportCode: string;
  readonly originAirportName: string;
  readonly destinationAirportCode: string;
  readonly destinationAirportName: string;
  readonly departure: LocalDateTime;
  readonly arrival: LocalDateTime;
  readonly arrivalDateDiff: number;
  readonly elapsedMinutes: number;
  readonly stops: number;
}

/**
 * Days from one local date to another, 0 when either is not a real y-MM-dd date.
 *
 * @example
 * localDateDiff({ date: '2026-03-20', time: '21:00:00', timezone: 'Europe/London' },
 *   { date: '2026-03-21', time: '00:25:00', timezone: 'America/New_York' }) // 1
 */
export function localDateDiff(from: LocalDateTime, to: LocalDateTime): number {
  return isInternalDate(from.date) && isInternalDate(to.date) ? daysBetween(from.date, to.date) : 0;
}

/**
 * Summarises the legs of a flight as one journey (see {@link FlightJourney}).
 *
 * @example
 * flightJourney([lhrToDxb, dxbToSin]).stops // 1
 */
export function flightJourney(legs: readonly [FlightLeg, ...FlightLeg[]]): FlightJourney {
  const first = legs[0];
  const last = legs[legs.length - 1] ?? first;
  const fromZone = zoneOf(first.departure);
  const toZone = zoneOf(last.arrival);
  const start = fromZone === null ? null : localInstant(first.departure, fromZone);
  const end = toZone === null ? null : localInstant(last.arrival, toZone);
  const elapsedMinutes =
    start !== null && end !== null ? Math.round(end.diff(start).toMillis() / 60_000) : legs.reduce((sum, leg) => sum + leg.durationMinutes, 0);
  return {
    originAirportCode: first.originAirportCode,
    originAirportName: first.originAirportName,
    destinationAirportCode: last.destinationAirportCode,
    destinationAirportName: last.destinationAirportName,
    departure: first.departure,
    arrival: last.arrival,
    arrivalDateDiff: localDateDiff(first.departure, last.arrival),
    elapsedMinutes,
    stops: legs.length - 1,
  };
}

/**
 * A leg as the layover rule reads a segment, so the stops of a through flight can be shown as
 * layovers with {@link layoversOf}.
 *
 * @example
 * layoversOf(flight.legs.map(flightLegAsLayoverSegment)).map((l) => l.airportCode) // ['DXB']
 */
export function flightLegAsLayoverSegment(leg: FlightLeg): LayoverSegment {
  return {
    startAirportCode: leg.originAirportCode,
    endAirportCode: leg.destinationAirportCode,
    endCityName: leg.destinationAirportName,
    start: leg.departure,
    end: leg.arrival,
    isInternational: leg.isInternational,
  };
}
