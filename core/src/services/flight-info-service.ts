import { flightInfoEntry, flightInfoFromWire } from '../contract/flight-info-entries.js';
import type { FlightInfo, FlightLookupQuery } from '../domain/flights/flight-info.js';
import { ok, err, type Result } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';

/**
 * "Look up flight" (GET v2/flightInfo): a flight's legs by departure date, airline and number.
 * The server answers 404 flight_not_found when the flight data knows no such flight.
 *
 * @example
 * const r = await new FlightInfoService(transport).lookup({ departureDate: '2026-12-01', airlineCode: 'SK', flightNumber: '4035' });
 */
export class FlightInfoService {
  constructor(private readonly api: ApiTransport) {}

  /** The flight, or not-found, or why the call failed. */
  async lookup(query: FlightLookupQuery): Promise<Result<FlightInfo, { readonly kind: 'not-found' } | ApiFailure>> {
    const result = await this.api.call(flightInfoEntry, {
      query: { departure_date: query.departureDate, airline_code: query.airlineCode, flight_num: query.flightNumber },
    });
    if (result.ok) return ok(flightInfoFromWire(result.value.FlightInfo));
    if (result.error.kind === 'http' && result.error.status === 404) return err({ kind: 'not-found' });
    return result;
  }
}
