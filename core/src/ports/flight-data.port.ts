import type { FlightInfo, FlightLookupQuery } from '../domain/flights/flight-info.js';

/**
 * What a flight data provider answers: the scheduled flight with its legs, or that no such flight
 * operates on that date.
 *
 * @example
 * const none: FlightInfoResult = { kind: 'not-found' };
 */
export type FlightInfoResult = { readonly kind: 'found'; readonly flight: FlightInfo } | { readonly kind: 'not-found' };

/**
 * Scheduled flight data from a third-party provider (GET v2/flightInfo stands on it). The default
 * adapter is a deterministic sandbox (`SandboxFlightData`, adapters/providers) whose answers carry
 * `isSandbox: true`.
 *
 * @example
 * const r = await flights.lookup({ departureDate: '2026-03-20', airlineCode: 'BA', flightNumber: '117' });
 * if (r.kind === 'found') r.flight.legs[0].originAirportCode // e.g. 'LHR'
 */
export interface FlightData {
  lookup(query: FlightLookupQuery): Promise<FlightInfoResult>;
}
