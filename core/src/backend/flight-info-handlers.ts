import { apiError } from '../contract/error.js';
import { flightInfoEntry, flightInfoToWire, flightLookupFromWire } from '../contract/flight-info-entries.js';
import { err, ok } from '../domain/result.js';
import type { FlightData } from '../ports/flight-data.port.js';
import { bind, type BoundHandler } from './handler.js';

/** What the flight lookup use case needs. */
export interface FlightInfoDeps {
  readonly flights: FlightData;
}

/**
 * The 404 of GET v2/flightInfo when no flight of that number operates on that date.
 *
 * @example
 * FLIGHT_NOT_FOUND.detailedErrorCode // 'flight_not_found'
 */
export const FLIGHT_NOT_FOUND = apiError(404, 'not_found', 'flight_not_found', 'No flight with this airline code and flight number operates on that date.');

/**
 * The flight lookup use case bound to GET v2/flightInfo: asks the FlightData port and answers the
 * FlightInfo wire object, or 404 `flight_not_found`.
 *
 * @example
 * const handlers = flightInfoHandlers({ flights: new SandboxFlightData() });
 */
export function flightInfoHandlers(deps: FlightInfoDeps): BoundHandler[] {
  return [
    bind(flightInfoEntry, async (input) => {
      const found = await deps.flights.lookup(flightLookupFromWire(input.query));
      return found.kind === 'found' ? ok({ FlightInfo: flightInfoToWire(found.flight) }) : err(FLIGHT_NOT_FOUND);
    }),
  ];
}
