import { describe, expect, it } from 'vitest';
import { NO_FLIGHT_SEGMENT_STATUS } from '../../domain/flights/flight-segment-status.js';
import { flightSegmentStatusFromWire, flightSegmentStatusToWire, flightSegmentStatusWire } from './flight-status-wire.js';

describe('flight segment status wire codec', () => {
  it('reads the fields of part 2 section 3 "Flight status"', () => {
    const w = flightSegmentStatusWire.parse({
      flight_status: '404',
      is_connection_at_risk: 'true',
      departure_terminal: '1',
      departure_gate: 'B12',
      arrival_terminal: '',
      arrival_gate: 'C3',
      layover_minutes: '75',
      baggage_claim: '7',
      diverted_airport_code: 'MKE',
      last_modified: 1777777777,
      ScheduledDepartureDateTime: { date: '2026-05-04', time: '07:00:00', timezone: 'America/Los_Angeles', utc_offset: '-07:00' },
      EstimatedArrivalDateTime: { date: '2026-05-04', time: '13:40:00', timezone: 'America/Chicago' },
    });
    expect(flightSegmentStatusFromWire(w)).toEqual({
      flightStatus: 404,
      isConnectionAtRisk: true,
      departureTerminal: '1',
      departureGate: 'B12',
      arrivalTerminal: '',
      arrivalGate: 'C3',
      layoverMinutes: 75,
      baggageClaim: '7',
      divertedAirportCode: 'MKE',
      lastModified: 1777777777,
      scheduledDeparture: { date: '2026-05-04', time: '07:00:00', timezone: 'America/Los_Angeles' },
      estimatedDeparture: null,
      scheduledArrival: null,
      estimatedArrival: { date: '2026-05-04', time: '13:40:00', timezone: 'America/Chicago' },
    });
  });
  it('"Default is unknown": an empty status reads as 408 with nothing else known', () => {
    expect(flightSegmentStatusFromWire(flightSegmentStatusWire.parse({}))).toEqual(NO_FLIGHT_SEGMENT_STATUS);
  });
  it('writes snake_case with booleans as "true"/"false"', () => {
    const w = flightSegmentStatusToWire({ ...NO_FLIGHT_SEGMENT_STATUS, flightStatus: 302, isConnectionAtRisk: true });
    expect(w.flight_status).toBe(302);
    expect(w.is_connection_at_risk).toBe('true');
    expect(JSON.parse(JSON.stringify(w))).not.toHaveProperty('layover_minutes');
  });
  it('refuses a boolean that is not true or false', () => {
    expect(flightSegmentStatusWire.safeParse({ is_connection_at_risk: 'yes' }).success).toBe(false);
  });
});
