import type { AirSegment } from '../types/air-plan.js';
import type { AirPlan } from '../types/air-plan.js';
import { dateTimeIssues, rangeIssue } from './common-checks.js';
import { issueAt, requiredText, type PlanFault, type PlanIssue } from './plan-issue.js';
import { segmentListIssues } from './segment-rules.js';

/**
 * An airline code: IATA (2 letters or digits) or ICAO (3), upper case.
 *
 * @example
 * AIRLINE_CODE_PATTERN.test('SK') // true
 */
export const AIRLINE_CODE_PATTERN = /^[A-Z0-9]{2,3}$/;

/**
 * An IATA airport code: 3 upper-case letters.
 *
 * @example
 * AIRPORT_CODE_PATTERN.test('OSL') // true
 */
export const AIRPORT_CODE_PATTERN = /^[A-Z]{3}$/;

/**
 * The longest flight number, in digits.
 *
 * @example
 * FLIGHT_NUMBER_MAX_DIGITS // 4
 */
export const FLIGHT_NUMBER_MAX_DIGITS = 4;

// Required, then of the expected shape.
const code = (value: string, pattern: RegExp, key: 'planSegments:air.errors.airlineCode' | 'planSegments:air.errors.airportCode'): PlanFault =>
  requiredText(value) ?? (pattern.test(value.trim()) ? null : { key });

/**
 * A flight number's fault: required, digits only, at most {@link FLIGHT_NUMBER_MAX_DIGITS} digits
 * (part 2 section 5: a flight lookup needs departure date, airline code and flight number).
 *
 * @example
 * flightNumberFault('117')   // null
 * flightNumberFault('12345') // { key: 'validation:characterLimitOf', values: { number: 4 } }
 */
export function flightNumberFault(value: string): PlanFault {
  const n = value.trim();
  if (n === '') return { key: 'validation:required' };
  if (!/^\d+$/.test(n)) return { key: 'validation:numbersOnly' };
  return n.length > FLIGHT_NUMBER_MAX_DIGITS ? { key: 'validation:characterLimitOf', values: { number: FLIGHT_NUMBER_MAX_DIGITS } } : null;
}

function segmentIssues(s: AirSegment, i: number): (PlanIssue | null)[] {
  const at = (field: string) => ['segments', i, field];
  return [
    issueAt(at('marketingAirlineCode'), code(s.marketingAirlineCode, AIRLINE_CODE_PATTERN, 'planSegments:air.errors.airlineCode')),
    issueAt(at('marketingFlightNumber'), flightNumberFault(s.marketingFlightNumber)),
    issueAt(at('startAirportCode'), code(s.startAirportCode, AIRPORT_CODE_PATTERN, 'planSegments:air.errors.airportCode')),
    issueAt(at('endAirportCode'), code(s.endAirportCode, AIRPORT_CODE_PATTERN, 'planSegments:air.errors.airportCode')),
    ...dateTimeIssues(s.startDateTime, at('startDateTime'), true),
    ...dateTimeIssues(s.endDateTime, at('endDateTime'), false),
    rangeIssue(s.startDateTime, s.endDateTime, at('endDateTime')),
  ];
}

/**
 * The checks of a flight (part 2 section 3, Flight): at least one segment; per segment the
 * marketing airline code (2-3 letters or digits), the flight number (1-4 digits), the departure
 * date, both airports (3-letter IATA codes), the arrival not before the departure (instants once
 * the airports' zones are known), and the flights in order.
 *
 * @example
 * airIssues({ ...flight, segments: [{ ...leg, startAirportCode: 'LONDON' }] })[0]
 * // { path: 'Segment.0.start_airport_code', key: 'planSegments:air.errors.airportCode' }
 */
export function airIssues(plan: AirPlan): (PlanIssue | null)[] {
  return segmentListIssues(plan.segments, segmentIssues);
}
