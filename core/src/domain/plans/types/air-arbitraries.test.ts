// fast-check arbitraries for the air plan (domain values), with a self-check that they cover every
// segment field; contract/plans/types/air-segment-wire.property.test.ts checks they survive the wire.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FlightSegmentStatus } from '../../flights/flight-segment-status.js';
import { FLIGHT_STATUS_CODES } from '../../flights/flight-status.js';
import type { LocalDateTime } from '../../flights/local-date-time.js';
import { SEAT_AREAS, SEAT_LOCATIONS } from '../../flights/seat-preferences.js';
import type { SeatTrackerSubscription } from '../../flights/seat-tracker-subscription.js';
import type { AirPlan, AirSegment } from './air-plan.js';
import { common, dateTime, text, travelers } from './plan-arbitraries.test.js';

const pad = (n: number) => String(n).padStart(2, '0');
const localDateTime: fc.Arbitrary<LocalDateTime> = fc.record({
  date: fc
    .tuple(fc.integer({ min: 2000, max: 2040 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
    .map(([y, m, d]) => `${y}-${pad(m)}-${pad(d)}`),
  time: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h)}:${pad(m)}:00`),
  timezone: fc.constantFrom(null, 'UTC', 'Europe/Oslo', 'America/New_York'),
});
const optionalLocal = fc.option(localDateTime, { nil: null });

export const flightStatus: fc.Arbitrary<FlightSegmentStatus> = fc.record({
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
  scheduledDeparture: optionalLocal,
  estimatedDeparture: optionalLocal,
  scheduledArrival: optionalLocal,
  estimatedArrival: optionalLocal,
});

const seatRef = fc.record({ row: fc.integer({ min: 1, max: 999 }), letter: fc.constantFrom('A', 'C', 'F', 'K') });
export const seatTrackerSubscription: fc.Arbitrary<SeatTrackerSubscription> = fc.record({
  uuid: text,
  tripItemUuid: text,
  displayName: text,
  description: text,
  seats: fc.uniqueArray(seatRef, { selector: (s) => `${s.row}${s.letter}`, maxLength: 3 }),
  deactivationCode: text,
  lastUpdatedTimestamp: fc.option(fc.nat(), { nil: null }),
  search: fc.option(
    fc.record({
      id: text,
      departure: optionalLocal,
      arrival: optionalLocal,
      startAirportCode: text,
      endAirportCode: text,
      airlineCode: text,
      flightNumber: text,
    }),
    { nil: null },
  ),
  matches: fc.record({ numMatches: fc.nat(9), seats: fc.array(fc.record({ index: fc.nat(9), seat: seatRef }), { maxLength: 2 }) }),
  criteria: fc.record({
    qualifier: text,
    seatPreferences: fc.subarray([...SEAT_LOCATIONS]),
    areaPreferences: fc.subarray([...SEAT_AREAS]),
    shouldFindFirstClass: fc.boolean(),
    shouldFindPremiumSeats: fc.boolean(),
    shouldFindEconomySeats: fc.boolean(),
    shouldFindExitRow: fc.boolean(),
    shouldFindBulkheadRow: fc.boolean(),
    adjacentSeatAmount: fc.constantFrom(1, 2, 3, 4 as const),
    individualSeat: fc.boolean(),
  }),
});

const SEGMENT_TEXT_KEYS = [
  'uuid',
  'marketingAirlineCode',
  'marketingAirline',
  'marketingAirlineImage',
  'marketingAirlinePhone',
  'marketingAirlineUrl',
  'marketingFlightNumber',
  'operatingAirlineCode',
  'operatingAirline',
  'operatingAirlineImage',
  'operatingAirlinePhone',
  'operatingAirlineUrl',
  'operatingFlightNumber',
  'startAirportCode',
  'startAirportName',
  'startCityName',
  'startCountryCode',
  'startGate',
  'startTerminal',
  'endAirportCode',
  'endAirportName',
  'endCityName',
  'endCountryCode',
  'endGate',
  'endTerminal',
  'seats',
  'aircraft',
  'aircraftDisplayName',
  'conflictResolutionUrl',
  'distance',
  'duration',
  'entertainment',
  'meal',
  'notes',
  'onTimePercent',
  'serviceClass',
  'stops',
  'baggageClaim',
  'checkInUrl',
] as const;
const segmentTexts = fc.record(Object.fromEntries(SEGMENT_TEXT_KEYS.map((k) => [k, text])) as Record<(typeof SEGMENT_TEXT_KEYS)[number], typeof text>);

export const airSegment: fc.Arbitrary<AirSegment> = fc
  .tuple(
    segmentTexts,
    fc.record({
      startDateTime: dateTime,
      endDateTime: dateTime,
      status: flightStatus,
      isInternational: fc.boolean(),
      isHidden: fc.boolean(),
      isEligibleAirhelp: fc.boolean(),
      seatTrackerSubscription: fc.option(seatTrackerSubscription, { nil: null }),
    }),
  )
  .map(([texts, rest]) => ({ ...texts, ...rest }));

/** An air plan whose segments come from the given arbitrary. */
export function airPlanWith(segments: fc.Arbitrary<AirSegment[]>): fc.Arbitrary<AirPlan> {
  return fc.record({
    type: fc.constant('air' as const),
    meta: common.map((c) => c.meta),
    booking: common.map((c) => c.booking),
    travelers,
    segments,
  });
}

export const airPlan = airPlanWith(fc.array(airSegment, { maxLength: 3 }));

describe('air arbitraries', () => {
  it('cover every text field of the segment', () => {
    fc.assert(
      fc.property(airSegment, (s) => {
        expect(Object.keys(s).sort()).toEqual(
          [
            ...SEGMENT_TEXT_KEYS,
            'startDateTime',
            'endDateTime',
            'status',
            'isInternational',
            'isHidden',
            'isEligibleAirhelp',
            'seatTrackerSubscription',
          ].sort(),
        );
      }),
      { numRuns: 5 },
    );
  });
});
