import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { FlightSegmentStatus } from '../../domain/flights/flight-segment-status.js';
import { FLIGHT_STATUS_CODES } from '../../domain/flights/flight-status.js';
import { flightSegmentStatusFromWire, flightSegmentStatusToWire, flightSegmentStatusWire } from './flight-status-wire.js';
import type { LocalDateTime } from '../../domain/flights/local-date-time.js';

/** What a JSON body carries: the encoder's output after JSON.stringify/parse. */
const overJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const pad = (n: number) => String(n).padStart(2, '0');
const localDateTime: fc.Arbitrary<LocalDateTime> = fc.record({
  date: fc
    .tuple(fc.integer({ min: 2000, max: 2040 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
    .map(([y, m, d]) => `${y}-${pad(m)}-${pad(d)}`),
  time: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h)}:${pad(m)}:00`),
  timezone: fc.constantFrom(null, 'UTC', 'Europe/Paris', 'America/Chicago'),
});
const text = fc.string({ maxLength: 6 });
const status: fc.Arbitrary<FlightSegmentStatus> = fc.record({
  flightStatus: fc.constantFrom(...FLIGHT_STATUS_CODES),
  isConnectionAtRisk: fc.boolean(),
  departureTerminal: text,
  departureGate: text,
  arrivalTerminal: text,
  arrivalGate: text,
  layoverMinutes: fc.option(fc.nat(2000), { nil: null }),
  baggageClaim: text,
  divertedAirportCode: text,
  lastModified: fc.option(fc.nat(), { nil: null }),
  scheduledDeparture: fc.option(localDateTime, { nil: null }),
  estimatedDeparture: fc.option(localDateTime, { nil: null }),
  scheduledArrival: fc.option(localDateTime, { nil: null }),
  estimatedArrival: fc.option(localDateTime, { nil: null }),
});
describe('flight segment status wire: properties', () => {
  it('a status survives domain -> wire -> JSON -> schema -> domain', () => {
    fc.assert(fc.property(status, (s) => same(flightSegmentStatusFromWire(flightSegmentStatusWire.parse(overJson(flightSegmentStatusToWire(s)))), s)));
  });
  it('a flight_status sent as text reads like the number', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FLIGHT_STATUS_CODES),
        (code) => flightSegmentStatusFromWire(flightSegmentStatusWire.parse({ flight_status: String(code) })).flightStatus === code,
      ),
    );
  });
});
