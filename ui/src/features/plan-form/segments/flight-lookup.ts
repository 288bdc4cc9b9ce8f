import type { ServiceIdentifier } from 'inversify';
import { EMPTY_PLAN_DATE_TIME, type AirSegment, type ApiFailure, type PlanDateTime, type Result } from '@waybook/core';
import { useService } from '../../../di/container-context.js';
import { TOKENS } from '../../../di/tokens.js';
import { EMPTY_AIR_SEGMENT } from './empty-segments.js';

/** What a flight lookup asks for (core FlightLookupQuery): y-MM-dd, upper-case airline code, 1-4 digits. */
export interface FlightLookupQuery {
  readonly departureDate: string;
  readonly airlineCode: string;
  readonly flightNumber: string;
}

/** A local wall-clock time at an airport (core LocalDateTime). */
export interface FlightLookupTime {
  readonly date: string;
  readonly time: string;
  readonly timezone: string | null;
}

/** One leg of a looked-up flight: the fields of core FlightLeg this form uses. */
export interface FlightLookupLeg {
  readonly originAirportCode: string;
  readonly originAirportName: string;
  readonly destinationAirportCode: string;
  readonly destinationAirportName: string;
  readonly departure: FlightLookupTime;
  readonly arrival: FlightLookupTime;
  readonly aircraft: string;
  readonly isInternational: boolean;
}

/** A looked-up flight (core FlightInfo): one leg when nonstop, two or more when it stops on the way. */
export interface FlightLookupAnswer {
  readonly legs: readonly [FlightLookupLeg, ...FlightLookupLeg[]];
  readonly isSandbox: boolean;
}

/** Why a lookup gave no flight: none operates that day, or the call failed. */
export type FlightLookupFailure = { readonly kind: 'not-found' } | ApiFailure;

/**
 * The client use case behind "Look up flight" (GET v2/flightInfo). Core's FlightInfo satisfies
 * {@link FlightLookupAnswer}.
 */
export interface FlightLookup {
  lookup(query: FlightLookupQuery): Promise<Result<FlightLookupAnswer, FlightLookupFailure>>;
}

/**
 * The container key of the flight lookup: TOKENS.flightLookup once the composition root has one,
 * until then a shared symbol (tests bind this constant either way).
 */
export const FLIGHT_LOOKUP_TOKEN = ((TOKENS as Readonly<Record<string, unknown>>)['flightLookup'] ??
  Symbol.for('waybook.FlightLookup')) as ServiceIdentifier<FlightLookup>;

/**
 * The flight lookup when the container has one, else null (the form is then filled by hand).
 *
 * @example
 * const lookup = useFlightLookup();
 */
export function useFlightLookup(): FlightLookup | null {
  try {
    return useService(FLIGHT_LOOKUP_TOKEN);
  } catch {
    // Unbound, or rendered outside a container: the lookup is simply not offered.
    return null;
  }
}

/**
 * The lookup a segment can ask for, or null while one of its three inputs is missing (part 2
 * section 5: a lookup needs departure date, airline code and flight number).
 *
 * @example
 * flightLookupQuery({ ...segment, marketingAirlineCode: 'ba', marketingFlightNumber: '117', startDateTime: { ...d, date: '2026-03-20' } })
 * // { departureDate: '2026-03-20', airlineCode: 'BA', flightNumber: '117' }
 */
export function flightLookupQuery(segment: AirSegment): FlightLookupQuery | null {
  const departureDate = segment.startDateTime.date.trim();
  const airlineCode = segment.marketingAirlineCode.trim().toUpperCase();
  const flightNumber = segment.marketingFlightNumber.trim();
  if (departureDate === '' || airlineCode === '' || flightNumber === '') return null;
  return { departureDate, airlineCode, flightNumber };
}

function dateTimeOf(previous: PlanDateTime, at: FlightLookupTime): PlanDateTime {
  const timezone = at.timezone === null || at.timezone === 'null' ? '' : at.timezone;
  return {
    ...EMPTY_PLAN_DATE_TIME,
    preferredTimezone: previous.preferredTimezone,
    date: at.date,
    time: at.time,
    timezone,
    isTimeKnown: at.time !== '',
    isTimezoneKnown: timezone !== '',
  };
}

function withLeg(segment: AirSegment, leg: FlightLookupLeg, query: FlightLookupQuery): AirSegment {
  return {
    ...segment,
    marketingAirlineCode: query.airlineCode,
    marketingFlightNumber: query.flightNumber,
    startAirportCode: leg.originAirportCode,
    startAirportName: leg.originAirportName,
    endAirportCode: leg.destinationAirportCode,
    endAirportName: leg.destinationAirportName,
    startDateTime: dateTimeOf(segment.startDateTime, leg.departure),
    endDateTime: dateTimeOf(segment.endDateTime, leg.arrival),
    aircraft: leg.aircraft === '' ? segment.aircraft : leg.aircraft,
    isInternational: leg.isInternational,
  };
}

const sameFlight = (s: AirSegment | undefined, q: FlightLookupQuery) =>
  s !== undefined && s.marketingAirlineCode.trim().toUpperCase() === q.airlineCode && s.marketingFlightNumber.trim() === q.flightNumber;

/**
 * The segments after a lookup answered for the segment at `index`: its first leg fills that
 * segment (airports, times, zones, aircraft); each further leg fills the next segment when that
 * one is the same flight (a repeated lookup), otherwise a new segment inserted after it. What the
 * user typed in seats, class, terminals, gates and notes stays.
 *
 * @example
 * applyFlightAnswer([segment], 0, query, { legs: [lhrToDoh, dohToSyd], isSandbox: true }).length // 2
 */
export function applyFlightAnswer(segments: readonly AirSegment[], index: number, query: FlightLookupQuery, answer: FlightLookupAnswer): AirSegment[] {
  const current = segments[index];
  if (current === undefined) return [...segments];
  const out = [...segments];
  answer.legs.forEach((leg, k) => {
    const at = index + k;
    if (k === 0) out[at] = withLeg(current, leg, query);
    else if (sameFlight(out[at], query)) out[at] = withLeg(out[at] as AirSegment, leg, query);
    else out.splice(at, 0, withLeg(EMPTY_AIR_SEGMENT, leg, query));
  });
  return out;
}
