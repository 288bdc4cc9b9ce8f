import { z } from 'zod';
import { toWireBoolean, wireBoolean } from '../wire.js';
import type { FlightSegmentStatus } from '../../domain/flights/flight-segment-status.js';
import { toFlightStatusCode } from '../../domain/flights/flight-status.js';
import type { LocalDateTime } from '../../domain/flights/local-date-time.js';
import { dateTimeFromWire, dateTimeToWire, dateTimeWire, wireNumber, wireText } from './wire-scalars.js';

/**
 * The Status object of a flight segment on the wire. Scalars are snake_case; the four nested
 * DateTime objects are PascalCase like the segment's StartDateTime/EndDateTime. Reading is lenient:
 * numbers may come as text, missing text is '', a missing or unknown flight_status is 408 and a
 * missing is_connection_at_risk is false. Writing emits numbers as JSON numbers and booleans as
 * "true"/"false".
 *
 * @example
 * flightSegmentStatusWire.parse({ flight_status: '401', is_connection_at_risk: 'false' })
 */
export const flightSegmentStatusWire = z.object({
  flight_status: z.union([z.number(), z.string()]).nullish(),
  is_connection_at_risk: wireBoolean.nullish(),
  departure_terminal: wireText,
  departure_gate: wireText,
  arrival_terminal: wireText,
  arrival_gate: wireText,
  layover_minutes: wireNumber.nullish(),
  baggage_claim: wireText,
  diverted_airport_code: wireText,
  last_modified: wireNumber.nullish(),
  ScheduledDepartureDateTime: dateTimeWire.nullish(),
  EstimatedDepartureDateTime: dateTimeWire.nullish(),
  ScheduledArrivalDateTime: dateTimeWire.nullish(),
  EstimatedArrivalDateTime: dateTimeWire.nullish(),
});

/**
 * The Status wire object as written.
 *
 * @example
 * const w: FlightSegmentStatusWire = { flight_status: 301, is_connection_at_risk: 'false' };
 */
export type FlightSegmentStatusWire = z.input<typeof flightSegmentStatusWire>;

const dateTimeOrNull = (w: z.output<typeof dateTimeWire> | null | undefined) => (w == null ? null : dateTimeFromWire(w));
const optionalDateTime = (v: LocalDateTime | null) => (v === null ? undefined : dateTimeToWire(v));

/**
 * Parsed wire Status to the domain.
 *
 * @example
 * flightSegmentStatusFromWire(flightSegmentStatusWire.parse({ flight_status: '404', diverted_airport_code: 'MKE' })).flightStatus // 404
 */
export function flightSegmentStatusFromWire(w: z.output<typeof flightSegmentStatusWire>): FlightSegmentStatus {
  return {
    flightStatus: toFlightStatusCode(w.flight_status),
    isConnectionAtRisk: w.is_connection_at_risk ?? false,
    departureTerminal: w.departure_terminal,
    departureGate: w.departure_gate,
    arrivalTerminal: w.arrival_terminal,
    arrivalGate: w.arrival_gate,
    layoverMinutes: w.layover_minutes ?? null,
    baggageClaim: w.baggage_claim,
    divertedAirportCode: w.diverted_airport_code,
    lastModified: w.last_modified ?? null,
    scheduledDeparture: dateTimeOrNull(w.ScheduledDepartureDateTime),
    estimatedDeparture: dateTimeOrNull(w.EstimatedDepartureDateTime),
    scheduledArrival: dateTimeOrNull(w.ScheduledArrivalDateTime),
    estimatedArrival: dateTimeOrNull(w.EstimatedArrivalDateTime),
  };
}

/**
 * Domain status to the wire Status object (absent values are left out).
 *
 * @example
 * flightSegmentStatusToWire({ ...NO_FLIGHT_SEGMENT_STATUS, flightStatus: 302 }).flight_status // 302
 */
export function flightSegmentStatusToWire(s: FlightSegmentStatus): FlightSegmentStatusWire {
  return {
    flight_status: s.flightStatus,
    is_connection_at_risk: toWireBoolean(s.isConnectionAtRisk),
    departure_terminal: s.departureTerminal,
    departure_gate: s.departureGate,
    arrival_terminal: s.arrivalTerminal,
    arrival_gate: s.arrivalGate,
    layover_minutes: s.layoverMinutes ?? undefined,
    baggage_claim: s.baggageClaim,
    diverted_airport_code: s.divertedAirportCode,
    last_modified: s.lastModified ?? undefined,
    ScheduledDepartureDateTime: optionalDateTime(s.scheduledDeparture),
    EstimatedDepartureDateTime: optionalDateTime(s.estimatedDeparture),
    ScheduledArrivalDateTime: optionalDateTime(s.scheduledArrival),
    EstimatedArrivalDateTime: optionalDateTime(s.estimatedArrival),
  };
}
