import { describe, expect, it } from 'vitest';
import { contract } from '../contract/contract.js';
import { flightInfoEntry, flightInfoFromWire, flightInfoQuery, flightInfoToWire, flightInfoWire } from '../contract/flight-info-entries.js';
import { fieldError } from '../contract/error.js';
import { FLIGHT_LOOKUP_REQUIRED_MESSAGE, type FlightInfo, type FlightLookupQuery } from '../domain/flights/flight-info.js';
import type { FlightData, FlightInfoResult } from '../ports/flight-data.port.js';
import { flightInfoHandlers, FLIGHT_NOT_FOUND } from './flight-info-handlers.js';

const flight: FlightInfo = {
  airlineCode: 'EK',
  flightNumber: '4',
  departureDate: '2026-03-20',
  isSandbox: true,
  legs: [
    {
      airlineCode: 'EK',
      flightNumber: '4',
      originAirportCode: 'LHR',
      originAirportName: 'London Heathrow Airport',
      destinationAirportCode: 'DXB',
      destinationAirportName: 'Dubai International Airport',
      departure: { date: '2026-03-20', time: '21:00:00', timezone: 'Europe/London' },
      arrival: { date: '2026-03-21', time: '08:25:00', timezone: 'Asia/Dubai' },
      arrivalDateDiff: 1,
      aircraft: 'Airbus A380-800',
      durationMinutes: 445,
      distanceKm: 5475,
      isInternational: true,
    },
    {
      airlineCode: 'EK',
      flightNumber: '4',
      originAirportCode: 'DXB',
      originAirportName: 'Dubai International Airport',
      destinationAirportCode: 'SIN',
      destinationAirportName: 'Singapore Changi Airport',
      departure: { date: '2026-03-21', time: '10:00:00', timezone: 'Asia/Dubai' },
      arrival: { date: '2026-03-21', time: '21:50:00', timezone: 'Asia/Singapore' },
      arrivalDateDiff: 0,
      aircraft: 'Airbus A380-800',
      durationMinutes: 470,
      distanceKm: 5843,
      isInternational: true,
    },
  ],
};

/** A FlightData that knows one flight and records the queries it gets. */
class OneFlight implements FlightData {
  readonly queries: FlightLookupQuery[] = [];
  lookup(query: FlightLookupQuery): Promise<FlightInfoResult> {
    this.queries.push(query);
    return Promise.resolve(query.airlineCode === 'EK' && query.flightNumber === '4' ? { kind: 'found', flight } : { kind: 'not-found' });
  }
}

const ctx = { userId: 'u1', locale: 'en-US' } as const;
const run = async (query: Record<string, string>, flights = new OneFlight()) => {
  const [handler] = flightInfoHandlers({ flights });
  return handler!.run({ params: {}, query: flightInfoQuery.parse(query), body: {} }, ctx);
};

describe('GET v2/flightInfo use case', () => {
  it('answers the journey of a two-leg flight and every leg, labelled as sandbox', async () => {
    const flights = new OneFlight();
    const result = await run({ departure_date: '2026-03-20', airline_code: 'ek', flight_num: '4' }, flights);
    expect(flights.queries).toEqual([{ departureDate: '2026-03-20', airlineCode: 'EK', flightNumber: '4' }]);
    expect(result.ok).toBe(true);
    const answer = flightInfoEntry.response.parse(result.ok ? result.value : undefined);
    expect(answer.FlightInfo).toMatchObject({
      airline_code: 'EK',
      flight_num: '4',
      departure_date: '2026-03-20',
      orig_airport_code: 'LHR',
      orig_airport_display_name: 'London Heathrow Airport',
      orig_timezone: 'Europe/London',
      dest_airport_code: 'SIN',
      dest_airport_display_name: 'Singapore Changi Airport',
      dest_timezone: 'Asia/Singapore',
      departure_time: '21:00:00',
      arrival_date: '2026-03-21',
      arrival_time: '21:50:00',
      arrival_date_diff: 1,
      duration_minutes: 1010,
      stops: 1,
      is_sandbox: 'true',
    });
    expect(answer.FlightInfo.Segments.map((s) => [s.orig_airport_code, s.dest_airport_code, s.arrival_date_diff, s.is_international])).toEqual([
      ['LHR', 'DXB', 1, 'true'],
      ['DXB', 'SIN', 0, 'true'],
    ]);
    expect(answer.FlightInfo.Segments[1]).toMatchObject({
      departure_date: '2026-03-21',
      departure_time: '10:00:00',
      duration_minutes: 470,
      distance_km: 5843,
      aircraft: 'Airbus A380-800',
    });
  });

  it('answers 404 flight_not_found when the port finds nothing', async () => {
    const result = await run({ departure_date: '2026-03-20', airline_code: 'EK', flight_num: '5' });
    expect(result).toEqual({ ok: false, error: FLIGHT_NOT_FOUND });
    expect(FLIGHT_NOT_FOUND).toMatchObject({ status: 404, detailedErrorCode: 'flight_not_found' });
  });

  it('is a session GET in the contract', () => {
    expect(contract).toContain(flightInfoEntry);
    expect(flightInfoEntry).toMatchObject({ method: 'GET', path: 'v2/flightInfo', auth: 'session' });
  });
});

describe('flightInfo query', () => {
  const valid = { departure_date: '2026-03-20', airline_code: 'BA', flight_num: '117' };
  const failure = (query: Record<string, string>) => {
    const r = flightInfoQuery.safeParse(query);
    return r.success ? undefined : fieldError(r.error, 'query');
  };

  it('needs departure date, airline code and flight number, naming the missing one', () => {
    for (const field of ['departure_date', 'airline_code', 'flight_num'] as const) {
      const { [field]: _left, ...rest } = valid;
      expect(failure(rest)).toMatchObject({
        status: 400,
        detailedErrorCode: `invalid_field:${field}`,
        description: `Invalid value for ${field}: ${FLIGHT_LOOKUP_REQUIRED_MESSAGE}`,
      });
      expect(failure({ ...valid, [field]: ' ' })?.detailedErrorCode).toBe(`invalid_field:${field}`);
    }
  });

  it('takes a real y-MM-dd date, a 2-3 character airline code and 1-4 digits', () => {
    expect(flightInfoQuery.parse({ ...valid, airline_code: ' u2 ' }).airline_code).toBe('U2');
    expect(flightInfoQuery.parse({ ...valid, airline_code: 'baw', flight_num: '0042' })).toEqual({ ...valid, airline_code: 'BAW', flight_num: '0042' });
    expect(failure({ ...valid, departure_date: '2026-02-30' })?.detailedErrorCode).toBe('invalid_field:departure_date');
    expect(failure({ ...valid, departure_date: '20/03/2026' })?.detailedErrorCode).toBe('invalid_field:departure_date');
    expect(failure({ ...valid, airline_code: 'B' })?.detailedErrorCode).toBe('invalid_field:airline_code');
    expect(failure({ ...valid, airline_code: 'BA-1' })?.detailedErrorCode).toBe('invalid_field:airline_code');
    expect(failure({ ...valid, flight_num: '12345' })?.detailedErrorCode).toBe('invalid_field:flight_num');
    expect(failure({ ...valid, flight_num: '11a' })?.detailedErrorCode).toBe('invalid_field:flight_num');
  });
});

describe('FlightInfo wire codec', () => {
  it('reads back what it writes', () => {
    expect(flightInfoFromWire(flightInfoWire.parse(flightInfoToWire(flight)))).toEqual(flight);
  });

  it('writes an unknown zone as "null" and reads it back as none', () => {
    const [leg] = flight.legs;
    const noZone: FlightInfo = { ...flight, isSandbox: false, legs: [{ ...leg, arrival: { ...leg.arrival, timezone: null } }] };
    const wire = flightInfoWire.parse(flightInfoToWire(noZone));
    expect(wire).toMatchObject({ dest_timezone: 'null', is_sandbox: 'false', duration_minutes: 445, stops: 0 });
    expect(flightInfoFromWire(wire)).toEqual(noZone);
  });
});
