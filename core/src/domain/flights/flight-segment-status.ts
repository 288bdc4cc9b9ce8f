import { UNKNOWN_FLIGHT_STATUS, type FlightStatusCode } from './flight-status.js';
import type { LocalDateTime } from './local-date-time.js';

/**
 * The live status of one flight segment (part 2 section 3, Flight status). Text fields are '' when
 * unknown; `layoverMinutes` is null when there is no layover after the segment; `lastModified` is
 * in seconds since the epoch, null when unknown; the date-times are local to their airports.
 *
 * @example
 * const s: FlightSegmentStatus = { ...NO_FLIGHT_SEGMENT_STATUS, flightStatus: 401, departureGate: 'B12' };
 */
export type FlightSegmentStatus = {
  readonly flightStatus: FlightStatusCode;
  readonly isConnectionAtRisk: boolean;
  readonly departureTerminal: string;
  readonly departureGate: string;
  readonly arrivalTerminal: string;
  readonly arrivalGate: string;
  readonly layoverMinutes: number | null;
  readonly baggageClaim: string;
  readonly divertedAirportCode: string;
  readonly lastModified: number | null;
  readonly scheduledDeparture: LocalDateTime | null;
  readonly estimatedDeparture: LocalDateTime | null;
  readonly scheduledArrival: LocalDateTime | null;
  readonly estimatedArrival: LocalDateTime | null;
};

/**
 * The status of a segment nothing is known about: code 408 (the spec's default, unknown), no
 * connection risk, every other field empty.
 *
 * @example
 * NO_FLIGHT_SEGMENT_STATUS.flightStatus // 408
 */
export const NO_FLIGHT_SEGMENT_STATUS: FlightSegmentStatus = {
  flightStatus: UNKNOWN_FLIGHT_STATUS,
  isConnectionAtRisk: false,
  departureTerminal: '',
  departureGate: '',
  arrivalTerminal: '',
  arrivalGate: '',
  layoverMinutes: null,
  baggageClaim: '',
  divertedAirportCode: '',
  lastModified: null,
  scheduledDeparture: null,
  estimatedDeparture: null,
  scheduledArrival: null,
  estimatedArrival: null,
};
