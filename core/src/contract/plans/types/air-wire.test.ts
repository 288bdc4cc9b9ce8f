import { describe, expect, it } from 'vitest';
import { PLAN_TYPE_FIELDS } from '../../../domain/plans/plan-type-fields.js';
import { airSegmentWire } from './air-segment-wire.js';
import { airToWire, decodeAir } from './air-wire.js';
import { FULL_COMMON_WIRE, FULL_DATE_TIME_WIRE, FULL_TRAVELER_WIRE } from '../../../testing/plan-wire-fixtures.js';

// Spec, part 2 section 3 "Flight (air)": "Segment fields: marketing and operating airline (code, name,
// image, phone, web url, flight number); start and end airport code, name, city, country, gate,
// terminal; seats; aircraft and aircraft_display_name; StartDateTime and EndDateTime (local time,
// UTC time, timezone); Status; conflict_resolution_url; is_international; is_hidden; distance;
// duration; entertainment; meal; notes; ontime_perc; service_class; stops; baggage_claim;
// check_in_url; is_eligible_airhelp; SeatTrackerSubscription."
// "Flight status: flight_status code, is_connection_at_risk, departure and arrival terminal and gate,
// layover_minutes, baggage_claim, diverted_airport_code, last_modified, scheduled and estimated
// departure and arrival date times." Seat tracker seats: "for example 31F, 31G".
const OSL = (date: string, time: string) => ({ date, time, timezone: 'Europe/Oslo', utc_offset: '+02:00' });
const LON = (date: string, time: string) => ({ date, time, timezone: 'Europe/London', utc_offset: '+01:00' });
const STATUS = {
  flight_status: 401,
  is_connection_at_risk: 'true',
  departure_terminal: '2',
  departure_gate: 'D7',
  arrival_terminal: '5',
  arrival_gate: 'A10',
  layover_minutes: 95,
  baggage_claim: '7',
  diverted_airport_code: 'LGW',
  last_modified: 1777777777,
  ScheduledDepartureDateTime: OSL('2026-05-04', '07:00:00'),
  EstimatedDepartureDateTime: OSL('2026-05-04', '07:40:00'),
  ScheduledArrivalDateTime: LON('2026-05-04', '08:55:00'),
  EstimatedArrivalDateTime: LON('2026-05-04', '09:35:00'),
};
const SEAT_TRACKER = {
  uuid: 'st1',
  trip_item_uuid: 'seg1',
  display_name: 'SK 4035',
  description: 'OSL to LHR',
  seats: '31F, 31G',
  deactivation_code: '',
  last_updated_timestamp: 1777770000,
  Search: {
    id: 'q1',
    StartDateTime: OSL('2026-05-04', '07:00:00'),
    EndDateTime: LON('2026-05-04', '08:55:00'),
    start_airport_code: 'OSL',
    end_airport_code: 'LHR',
    airline_code: 'SK',
    flight_number: '4035',
  },
  Matches: { num_matches: 1, Seats: [{ index: 0, seat: '12A' }] },
  Criteria: {
    qualifier: 'any',
    seat_preferences: 'window,aisle',
    area_preferences: 'over_wing',
    should_find_first_class: 'false',
    should_find_premium_seats: 'false',
    should_find_economy_seats: 'true',
    should_find_exit_row: 'true',
    should_find_bulkhead_row: 'false',
    adjacent_seat_amount: 2,
    individual_seat: 'false',
  },
};
const SEGMENT_1 = {
  uuid: 'seg1',
  marketing_airline_code: 'SK',
  marketing_airline: 'SAS',
  marketing_airline_image: 'https://img/sk.png',
  marketing_airline_phone: '+47 21 89 64 00',
  marketing_airline_url: 'https://flysas.com',
  marketing_flight_number: '4035',
  operating_airline_code: 'BA',
  operating_airline: 'British Airways',
  operating_airline_image: 'https://img/ba.png',
  operating_airline_phone: '+44 344 493 0787',
  operating_airline_url: 'https://ba.com',
  operating_flight_number: '763',
  start_airport_code: 'OSL',
  start_airport_name: 'Oslo Gardermoen',
  start_city_name: 'Oslo',
  start_country_code: 'NO',
  start_gate: 'D7',
  start_terminal: '2',
  end_airport_code: 'LHR',
  end_airport_name: 'London Heathrow',
  end_city_name: 'London',
  end_country_code: 'GB',
  end_gate: 'A10',
  end_terminal: '5',
  seats: '31F, 31G',
  aircraft: 'A320',
  aircraft_display_name: 'Airbus A320',
  StartDateTime: { ...FULL_DATE_TIME_WIRE, date: '2026-05-04', time: '07:00:00' },
  EndDateTime: {
    ...FULL_DATE_TIME_WIRE,
    date: '2026-05-04',
    time: '08:55:00',
    timezone: 'Europe/London',
    utc_offset: '+01:00',
    preferred_timezone: 'Europe/London',
  },
  Status: STATUS,
  conflict_resolution_url: 'https://waybook/conflicts/seg1',
  is_international: 'true',
  is_hidden: 'false',
  distance: '1207',
  duration: '2h 55m',
  entertainment: 'Wi-Fi',
  meal: 'Snack',
  notes: 'Window seats',
  ontime_perc: '87',
  service_class: 'Economy',
  stops: '0',
  baggage_claim: '7',
  check_in_url: 'https://flysas.com/checkin',
  is_eligible_airhelp: 'true',
  SeatTrackerSubscription: SEAT_TRACKER,
};
const SEGMENT_2 = {
  ...SEGMENT_1,
  uuid: 'seg2',
  marketing_flight_number: '4036',
  operating_flight_number: '117',
  start_airport_code: 'LHR',
  start_airport_name: 'London Heathrow',
  start_city_name: 'London',
  start_country_code: 'GB',
  end_airport_code: 'JFK',
  end_airport_name: 'John F. Kennedy',
  end_city_name: 'New York',
  end_country_code: 'US',
  is_international: 'true',
  is_hidden: 'true',
  is_eligible_airhelp: 'false',
  distance: '5555',
  stops: '1',
  Status: { ...STATUS, flight_status: 301, is_connection_at_risk: 'false' },
  SeatTrackerSubscription: { ...SEAT_TRACKER, trip_item_uuid: 'seg2', deactivation_code: 'EXPIRED' },
};
const WIRE = { ...FULL_COMMON_WIRE, Traveler: [FULL_TRAVELER_WIRE], Segment: [SEGMENT_1, SEGMENT_2] };

function decoded(wire: unknown) {
  const r = decodeAir(wire);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}
const issueFields = (wire: unknown) => {
  const r = decodeAir(wire);
  return r.ok ? [] : r.error.issues.map((i) => i.field);
};

describe('air wire', () => {
  it('reads every field of an AirObject with two segments', () => {
    const p = decoded(WIRE);
    expect([p.type, p.meta.tripUuid, p.booking.recordLocator, p.travelers[0]?.ticketNumber]).toEqual(['air', 't1', 'ABC123', '0161234567890']);
    const [first, second] = p.segments;
    expect([first?.marketingAirline, first?.marketingFlightNumber, first?.operatingAirline, first?.operatingFlightNumber]).toEqual([
      'SAS',
      '4035',
      'British Airways',
      '763',
    ]);
    expect([first?.startAirportCode, first?.startCityName, first?.endAirportName, first?.endTerminal]).toEqual(['OSL', 'Oslo', 'London Heathrow', '5']);
    expect([first?.seats, first?.aircraftDisplayName, first?.onTimePercent, first?.distance, first?.checkInUrl]).toEqual([
      '31F, 31G',
      'Airbus A320',
      '87',
      '1207',
      'https://flysas.com/checkin',
    ]);
    expect([first?.isInternational, first?.isHidden, first?.isEligibleAirhelp]).toEqual([true, false, true]);
    expect(first?.endDateTime).toMatchObject({ date: '2026-05-04', time: '08:55:00', timezone: 'Europe/London', utcOffset: '+01:00' });
    expect(first?.status).toMatchObject({ flightStatus: 401, isConnectionAtRisk: true, departureGate: 'D7', layoverMinutes: 95, divertedAirportCode: 'LGW' });
    expect(first?.status.estimatedArrival).toEqual({ date: '2026-05-04', time: '09:35:00', timezone: 'Europe/London' });
    expect(first?.seatTrackerSubscription?.seats).toEqual([
      { row: 31, letter: 'F' },
      { row: 31, letter: 'G' },
    ]);
    expect(first?.seatTrackerSubscription?.criteria.adjacentSeatAmount).toBe(2);
    expect([second?.uuid, second?.endCityName, second?.isHidden, second?.status.flightStatus]).toEqual(['seg2', 'New York', true, 301]);
    expect(second?.seatTrackerSubscription?.deactivationCode).toBe('EXPIRED');
  });
  it('covers every air segment field of PLAN_TYPE_FIELDS, and the example uses each', () => {
    const fields = PLAN_TYPE_FIELDS.air.segment ?? [];
    expect(fields.filter((f) => !(f in airSegmentWire.shape))).toEqual([]);
    expect(fields.filter((f) => !(f in SEGMENT_1))).toEqual([]);
  });
  it('writes back the same object', () => {
    expect(JSON.parse(JSON.stringify(airToWire(decoded(WIRE))))).toEqual(WIRE);
  });
  it('reads a bare segment: unknown status 408, no seat tracker, flags false', () => {
    const s = decoded({ Segment: [{ marketing_flight_number: 4035 }] }).segments[0];
    expect([s?.marketingFlightNumber, s?.status.flightStatus, s?.seatTrackerSubscription, s?.isInternational]).toEqual(['4035', 408, null, false]);
  });
  it('accepts a lone segment object as a one-segment list', () => {
    expect(decoded({ Segment: SEGMENT_1 }).segments.map((s) => s.uuid)).toEqual(['seg1']);
  });
  it('names a bad field inside a segment, with its index', () => {
    expect(issueFields({ ...WIRE, Segment: [SEGMENT_1, { ...SEGMENT_2, is_hidden: 'maybe' }] })).toEqual(['Segment.1.is_hidden']);
    expect(issueFields({ ...WIRE, Segment: [{ ...SEGMENT_1, Status: { ...STATUS, layover_minutes: true } }] })).toEqual(['Segment.0.Status.layover_minutes']);
    expect(issueFields({ Segment: { seats: true } })).toEqual(['Segment.0.seats']);
  });
  it('names a seat tracker rule broken inside a segment ("adjacentSeatAmount (choices 1 to 4)")', () => {
    const bad = { ...SEGMENT_1, SeatTrackerSubscription: { ...SEAT_TRACKER, Criteria: { adjacent_seat_amount: 6 } } };
    expect(issueFields({ Segment: [bad] })).toEqual(['Segment.0.SeatTrackerSubscription.Criteria.adjacent_seat_amount']);
  });
  it('names a bad field outside the segments', () => {
    expect(issueFields({ ...WIRE, is_purchased: 'maybe' })).toEqual(['is_purchased']);
  });
});
