// Wire fixtures of the twelve plan types (part 2 section 3), for the server's plan tests. Each
// fixture fills EVERY field of its type's wire schema (core/src/domain/plans/types/*-wire.ts):
// the metadata, the common booking fields with Agency, the DateTime objects, the addresses, the
// type's travelers list and, for flights, rail, transport and cruise, several segments.
//
// Conventions:
// - Dates are in December 2026 (the harness clock reads 2026-11-21), times carry seconds and
//   booleans are the strings "true"/"false", so a decode/encode round trip gives the same text.
// - A DateTime whose `timezone` is '' is left for the server to fill (flights from their airports,
//   the others from their place or the trip). The restaurant's DateTime is the one with a zone set
//   by hand (MANUAL_ZONE), which the server must keep although its address is in Copenhagen.
// - The lodging address has coordinates; the map address is text only (London, which the
//   harness's InMemoryPlaceLookup knows).
// - Metadata the server owns (uuid, last_modified, relative_url, creator) and the read-only booking
//   fields carry forged values, so a test can check the server does not take them from the client.
import type { PlanType } from '@waybook/core';

/** A JSON object as the wire carries it. */
export type WireObject = Record<string, unknown>;

/** The zone set by hand on the restaurant's DateTime (its address is in Copenhagen). */
export const MANUAL_ZONE = 'Europe/London';

/** Metadata fields the server assigns on every write, whatever the client sent. */
export const SERVER_META_FIELDS = ['uuid', 'last_modified', 'relative_url', 'creator_profile_ref'] as const;

/** Booking fields the spec calls read-only (part 2 section 3): a server ignores them on write. */
export const READ_ONLY_BOOKING_FIELDS = ['cancellation_date_time', 'record_locator', 'is_waybook_booking', 'has_possible_cancellation'] as const;

/** The values the fixtures forge for the server-owned and read-only fields. */
export const FORGED = {
  uuid: (type: PlanType) => `fixture-${type}`,
  last_modified: '2020-01-01T00:00:00.000Z',
  relative_url: '/forged/url',
  creator_profile_ref: 'forgedcreatorref000000000',
  cancellation_date_time: '2026-11-30T23:59:00Z',
  record_locator: 'FORGED1',
  is_waybook_booking: 'true',
  has_possible_cancellation: 'true',
} as const;

/** A DateTime with a local date and time and no zone yet: the server fills the zone. */
function local(date: string, time: string, preferred: string): WireObject {
  return {
    date,
    time,
    timezone: '',
    utc_offset: '',
    preferred_timezone: preferred,
    is_timezone_manual: 'false',
    is_time_known: 'true',
    is_timezone_known: 'false',
  };
}

/** A DateTime whose zone was chosen by hand. */
function manual(date: string, time: string, zone: string, offset: string): WireObject {
  return {
    date,
    time,
    timezone: zone,
    utc_offset: offset,
    preferred_timezone: zone,
    is_timezone_manual: 'true',
    is_time_known: 'true',
    is_timezone_known: 'true',
  };
}

/** An address with every field, coordinates included. */
function address(a: {
  address: string;
  addr1: string;
  addr2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  latitude: number | '';
  longitude: number | '';
}): WireObject {
  return { ...a };
}

function traveler(first: string, middle: string, last: string, n: number): WireObject {
  return {
    first_name: first,
    middle_name: middle,
    last_name: last,
    frequent_traveler_num: `EB${700000 + n}`,
    frequent_traveler_supplier: 'SAS EuroBonus',
    meal_preference: n % 2 === 0 ? 'Vegetarian' : 'Standard',
    seat_preference: n % 2 === 0 ? 'Window' : 'Aisle',
    ticket_num: `117${2400000000 + n}`,
  };
}

const TRAVELERS = [traveler('Ada', 'King', 'Lovelace', 1), traveler('Charles', '', 'Babbage', 2)];

/** Metadata and common booking fields (with Agency) of one fixture. */
function common(
  type: PlanType,
  o: { displayName: string; supplier: string; site: string; conf: string; cost: string; rate: string; notes: string },
): WireObject {
  const slug = o.supplier.toLowerCase().replace(/[^a-z]+/g, '');
  return {
    uuid: FORGED.uuid(type),
    trip_uuid: '',
    last_modified: FORGED.last_modified,
    is_client_traveler: 'true',
    relative_url: FORGED.relative_url,
    display_name: o.displayName,
    is_display_name_auto_generated: 'false',
    image_url: `https://images.example.com/${type}.jpg`,
    creator_profile_ref: FORGED.creator_profile_ref,
    booking_date: '2026-10-15',
    booking_rate: o.rate,
    booking_site_conf_num: `${o.site.slice(0, 2).toUpperCase()}-${o.conf}`,
    booking_site_name: o.site,
    booking_site_phone: '+45 32 71 00 00',
    booking_site_email_address: `help@${o.site.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
    booking_site_url: `https://www.${o.site.toLowerCase().replace(/[^a-z]+/g, '')}.example/my-trips`,
    supplier_conf_num: o.conf,
    supplier_contact: 'Front desk',
    supplier_email_address: `reservations@${slug}.example`,
    supplier_name: o.supplier,
    supplier_phone: '+45 33 12 00 95',
    supplier_url: `https://www.${slug}.example`,
    is_purchased: 'true',
    notes: o.notes,
    restrictions: 'Non-refundable after 1 December',
    total_cost: o.cost,
    Agency: {
      agency_conf_num: `AG-${o.conf}`,
      agency_name: 'Nordic Journeys',
      agency_phone: '+47 22 00 11 22',
      agency_email_address: 'desk@nordicjourneys.example',
      agency_url: 'https://nordicjourneys.example',
      agency_contact: 'Ingrid Dahl',
    },
    cancellation_date_time: FORGED.cancellation_date_time,
    record_locator: FORGED.record_locator,
    is_waybook_booking: FORGED.is_waybook_booking,
    has_possible_cancellation: FORGED.has_possible_cancellation,
  };
}

// Flight status and seat tracker: every field of the Status and SeatTrackerSubscription objects.
// Their DateTime objects carry full zones with the offsets the encoder computes.
const statusDateTime = (date: string, time: string, timezone: string, utc_offset: string) => ({ date, time, timezone, utc_offset });
function status(o: {
  code: number;
  atRisk: boolean;
  dep: [string, string];
  arr: [string, string];
  from: [string, string];
  to: [string, string];
  date: string;
  times: [string, string, string, string];
}): WireObject {
  return {
    flight_status: o.code,
    is_connection_at_risk: o.atRisk ? 'true' : 'false',
    departure_terminal: o.dep[0],
    departure_gate: o.dep[1],
    arrival_terminal: o.arr[0],
    arrival_gate: o.arr[1],
    layover_minutes: 115,
    baggage_claim: '5',
    diverted_airport_code: 'GOT',
    last_modified: 1795000000,
    ScheduledDepartureDateTime: statusDateTime(o.date, o.times[0], o.from[0], o.from[1]),
    EstimatedDepartureDateTime: statusDateTime(o.date, o.times[1], o.from[0], o.from[1]),
    ScheduledArrivalDateTime: statusDateTime(o.date, o.times[2], o.to[0], o.to[1]),
    EstimatedArrivalDateTime: statusDateTime(o.date, o.times[3], o.to[0], o.to[1]),
  };
}
const seatTracker = (segmentUuid: string, from: string, to: string, flight: string, date: string): WireObject => ({
  uuid: `st-${segmentUuid}`,
  trip_item_uuid: segmentUuid,
  display_name: `SK ${flight}`,
  description: `${from} to ${to}`,
  seats: '14A, 14C',
  deactivation_code: 'NONE',
  last_updated_timestamp: 1795000100,
  Search: {
    id: `search-${segmentUuid}`,
    StartDateTime: statusDateTime(date, '07:00:00', 'Europe/Oslo', '+01:00'),
    EndDateTime: statusDateTime(date, '08:10:00', 'Europe/Copenhagen', '+01:00'),
    start_airport_code: from,
    end_airport_code: to,
    airline_code: 'SK',
    flight_number: flight,
  },
  Matches: { num_matches: 1, Seats: [{ index: 0, seat: '12A' }] },
  Criteria: {
    qualifier: 'any',
    seat_preferences: 'window,aisle',
    area_preferences: 'ahead_of_wing',
    should_find_first_class: 'false',
    should_find_premium_seats: 'true',
    should_find_economy_seats: 'true',
    should_find_exit_row: 'false',
    should_find_bulkhead_row: 'true',
    adjacent_seat_amount: 2,
    individual_seat: 'false',
  },
});

function airSegment(o: {
  uuid: string;
  flight: string;
  opFlight: string;
  from: [string, string, string, string];
  to: [string, string, string, string];
  start: [string, string];
  end: [string, string];
  gates: [string, string, string, string];
  international: boolean;
  distance: string;
  duration: string;
  status: WireObject;
}): WireObject {
  return {
    uuid: o.uuid,
    marketing_airline_code: 'SK',
    marketing_airline: 'SAS',
    marketing_airline_image: 'https://images.example.com/airlines/sk.png',
    marketing_airline_phone: '+47 21 89 64 00',
    marketing_airline_url: 'https://www.flysas.com',
    marketing_flight_number: o.flight,
    operating_airline_code: 'SK',
    operating_airline: 'SAS Connect',
    operating_airline_image: 'https://images.example.com/airlines/sk-connect.png',
    operating_airline_phone: '+45 70 10 20 00',
    operating_airline_url: 'https://www.flysas.com/connect',
    operating_flight_number: o.opFlight,
    start_airport_code: o.from[0],
    start_airport_name: o.from[1],
    start_city_name: o.from[2],
    start_country_code: o.from[3],
    start_gate: o.gates[0],
    start_terminal: o.gates[1],
    end_airport_code: o.to[0],
    end_airport_name: o.to[1],
    end_city_name: o.to[2],
    end_country_code: o.to[3],
    end_gate: o.gates[2],
    end_terminal: o.gates[3],
    seats: '14A, 14C',
    aircraft: o.international ? '333' : '32N',
    aircraft_display_name: o.international ? 'Airbus A330-300' : 'Airbus A320neo',
    StartDateTime: local(o.start[0], o.start[1], 'Europe/Oslo'),
    EndDateTime: local(o.end[0], o.end[1], 'Europe/Oslo'),
    Status: o.status,
    conflict_resolution_url: `https://waybook.example/conflicts/${o.uuid}`,
    is_international: o.international ? 'true' : 'false',
    is_hidden: 'false',
    distance: o.distance,
    duration: o.duration,
    entertainment: o.international ? 'Seatback screens, Wi-Fi' : 'Wi-Fi',
    meal: o.international ? 'Dinner' : 'Snack',
    notes: `Check bags through on ${o.flight}`,
    ontime_perc: '86',
    service_class: 'SAS Plus',
    stops: '0',
    baggage_claim: '5',
    check_in_url: 'https://www.flysas.com/check-in',
    is_eligible_airhelp: o.international ? 'true' : 'false',
    SeatTrackerSubscription: seatTracker(o.uuid, o.from[0], o.to[0], o.flight, o.start[0]),
  };
}

/** AirObject: SK 1467 OSL→CPH then SK 909 CPH→JFK, two travelers. */
const AIR: WireObject = {
  ...common('air', {
    displayName: 'Oslo to New York',
    supplier: 'SAS',
    site: 'Expedia',
    conf: 'K7Q2LM',
    cost: 'NOK 9870.00',
    rate: 'SAS Plus Saver',
    notes: 'Lounge access in CPH',
  }),
  Traveler: TRAVELERS,
  Segment: [
    airSegment({
      uuid: 'fixture-air-seg-1',
      flight: '1467',
      opFlight: '1467',
      from: ['OSL', 'Oslo Airport, Gardermoen', 'Oslo', 'NO'],
      to: ['CPH', 'Copenhagen Airport, Kastrup', 'Copenhagen', 'DK'],
      start: ['2026-12-03', '07:00:00'],
      end: ['2026-12-03', '08:10:00'],
      gates: ['D7', '1', 'B9', '3'],
      international: true,
      distance: '483',
      duration: '1h 10m',
      status: status({
        code: 301,
        atRisk: false,
        dep: ['1', 'D7'],
        arr: ['3', 'B9'],
        from: ['Europe/Oslo', '+01:00'],
        to: ['Europe/Copenhagen', '+01:00'],
        date: '2026-12-03',
        times: ['07:00:00', '07:05:00', '08:10:00', '08:12:00'],
      }),
    }),
    airSegment({
      uuid: 'fixture-air-seg-2',
      flight: '909',
      opFlight: '909',
      from: ['CPH', 'Copenhagen Airport, Kastrup', 'Copenhagen', 'DK'],
      to: ['JFK', 'John F. Kennedy International Airport', 'New York', 'US'],
      start: ['2026-12-03', '10:05:00'],
      end: ['2026-12-03', '12:40:00'],
      gates: ['C33', '3', '7', '1'],
      international: true,
      distance: '6186',
      duration: '8h 35m',
      status: status({
        code: 401,
        atRisk: true,
        dep: ['3', 'C33'],
        arr: ['1', '7'],
        from: ['Europe/Copenhagen', '+01:00'],
        to: ['America/New_York', '-05:00'],
        date: '2026-12-03',
        times: ['10:05:00', '10:50:00', '12:40:00', '13:25:00'],
      }),
    }),
  ],
};

/** LodgingObject: Hotel d'Angleterre, address with coordinates. */
const LODGING: WireObject = {
  ...common('lodging', {
    displayName: "Hotel d'Angleterre",
    supplier: "Hotel d'Angleterre",
    site: 'Booking.com',
    conf: '4471902',
    cost: 'DKK 12600.00',
    rate: 'DKK 4 200 / night',
    notes: 'Late check-in requested',
  }),
  StartDateTime: local('2026-12-03', '15:00:00', 'Europe/Copenhagen'),
  EndDateTime: local('2026-12-06', '11:00:00', 'Europe/Copenhagen'),
  Address: address({
    address: 'Kongens Nytorv 34, 1050 København K, Denmark',
    addr1: 'Kongens Nytorv 34',
    addr2: '5th floor',
    city: 'Copenhagen',
    state: 'Capital Region',
    zip: '1050',
    country: 'DK',
    latitude: 55.6806,
    longitude: 12.5858,
  }),
  Guest: TRAVELERS,
  number_guests: '2',
  number_rooms: '1',
  room_type: 'Deluxe Double, harbour view',
};

/** CarObject: Hertz from Copenhagen Airport to Copenhagen Central Station. */
const CAR: WireObject = {
  ...common('car', {
    displayName: 'Hertz at Copenhagen Airport',
    supplier: 'Hertz',
    site: 'Rentalcars',
    conf: 'H-88231-DK',
    cost: 'DKK 2150.00',
    rate: 'DKK 715 / day',
    notes: 'Winter tyres included',
  }),
  StartDateTime: local('2026-12-06', '12:00:00', 'Europe/Copenhagen'),
  EndDateTime: local('2026-12-09', '10:00:00', 'Europe/Copenhagen'),
  StartLocationAddress: address({
    address: 'Ellehammersvej 20, 2770 Kastrup, Denmark',
    addr1: 'Ellehammersvej 20',
    addr2: 'Car rental centre, P4',
    city: 'Kastrup',
    state: 'Capital Region',
    zip: '2770',
    country: 'DK',
    latitude: 55.6286,
    longitude: 12.6476,
  }),
  start_location_name: 'Hertz Copenhagen Airport',
  start_location_hours: '06:00-23:30',
  start_location_phone: '+45 33 17 90 20',
  EndLocationAddress: address({
    address: 'Bernstorffsgade 16, 1577 København V, Denmark',
    addr1: 'Bernstorffsgade 16',
    addr2: 'Central Station',
    city: 'Copenhagen',
    state: 'Capital Region',
    zip: '1577',
    country: 'DK',
    latitude: 55.6726,
    longitude: 12.5647,
  }),
  end_location_name: 'Hertz Copenhagen Central Station',
  end_location_hours: '08:00-18:00',
  end_location_phone: '+45 33 17 90 21',
  car_description: 'Volvo XC40 or similar',
  car_type: 'Compact SUV',
  mileage_charges: 'Unlimited',
  Driver: TRAVELERS,
};

const railSegment = (o: {
  uuid: string;
  from: [string, WireObject];
  to: [string, WireObject];
  start: [string, string];
  end: [string, string];
  carrier: string;
  coach: string;
  conf: string;
  seats: string;
  cls: string;
  train: string;
  type: string;
}): WireObject => ({
  uuid: o.uuid,
  StartDateTime: local(o.start[0], o.start[1], 'Europe/Copenhagen'),
  EndDateTime: local(o.end[0], o.end[1], 'Europe/Stockholm'),
  start_station_name: o.from[0],
  StartStationAddress: o.from[1],
  end_station_name: o.to[0],
  EndStationAddress: o.to[1],
  carrier_name: o.carrier,
  coach_number: o.coach,
  confirmation_num: o.conf,
  seats: o.seats,
  service_class: o.cls,
  train_number: o.train,
  train_type: o.type,
});
const COPENHAGEN_H = address({
  address: 'Bernstorffsgade 16, 1577 København V',
  addr1: 'Bernstorffsgade 16',
  addr2: 'Track 26',
  city: 'Copenhagen',
  state: 'Capital Region',
  zip: '1577',
  country: 'DK',
  latitude: 55.6726,
  longitude: 12.5647,
});
const MALMO_C = address({
  address: 'Centralplan 10, 211 20 Malmö',
  addr1: 'Centralplan 10',
  addr2: 'Track 2b',
  city: 'Malmö',
  state: 'Skåne',
  zip: '21120',
  country: 'SE',
  latitude: 55.6094,
  longitude: 13.0007,
});
const STOCKHOLM_C = address({
  address: 'Centralplan 15, 111 20 Stockholm',
  addr1: 'Centralplan 15',
  addr2: 'Track 14',
  city: 'Stockholm',
  state: 'Stockholm',
  zip: '11120',
  country: 'SE',
  latitude: 59.3303,
  longitude: 18.0581,
});

/** RailObject: Øresundståg Copenhagen H→Malmö C, then SJ 3000 Malmö C→Stockholm C. */
const RAIL: WireObject = {
  ...common('rail', {
    displayName: 'Copenhagen to Stockholm by train',
    supplier: 'SJ',
    site: 'Trainline',
    conf: 'SJ7HX2',
    cost: 'SEK 1980.00',
    rate: 'SJ 1st class flex',
    notes: 'Change in Malmö',
  }),
  Traveler: TRAVELERS,
  Segment: [
    railSegment({
      uuid: 'fixture-rail-seg-1',
      from: ['København H', COPENHAGEN_H],
      to: ['Malmö C', MALMO_C],
      start: ['2026-12-09', '12:12:00'],
      end: ['2026-12-09', '12:51:00'],
      carrier: 'Øresundståg',
      coach: '2',
      conf: 'OT-55120',
      seats: '41, 42',
      cls: '2nd class',
      train: '1071',
      type: 'Regional',
    }),
    railSegment({
      uuid: 'fixture-rail-seg-2',
      from: ['Malmö C', MALMO_C],
      to: ['Stockholm C', STOCKHOLM_C],
      start: ['2026-12-09', '13:17:00'],
      end: ['2026-12-09', '17:42:00'],
      carrier: 'SJ',
      coach: '3',
      conf: 'SJ-99871',
      seats: '15, 16',
      cls: '1st class',
      train: '540',
      type: 'SJ 3000',
    }),
  ],
};

/** TransportObject: DFDS ferry Copenhagen→Oslo (F), then the airport train in Oslo (G). */
const TRANSPORT: WireObject = {
  ...common('transport', {
    displayName: 'DFDS to Oslo and Flytoget',
    supplier: 'DFDS',
    site: 'Direct Ferries',
    conf: 'DFDS-730021',
    cost: 'DKK 3400.00',
    rate: 'Commodore cabin',
    notes: 'Dinner buffet booked',
  }),
  Traveler: TRAVELERS,
  Segment: [
    {
      uuid: 'fixture-transport-seg-1',
      StartDateTime: local('2026-12-10', '16:30:00', 'Europe/Copenhagen'),
      EndDateTime: local('2026-12-11', '09:45:00', 'Europe/Oslo'),
      StartLocationAddress: address({
        address: 'Dampfærgevej 30, 2100 København Ø',
        addr1: 'Dampfærgevej 30',
        addr2: 'DFDS terminal',
        city: 'Copenhagen',
        state: 'Capital Region',
        zip: '2100',
        country: 'DK',
        latitude: 55.6983,
        longitude: 12.5987,
      }),
      start_location_name: 'DFDS Copenhagen terminal',
      EndLocationAddress: address({
        address: 'Akershusstranda 31, 0150 Oslo',
        addr1: 'Akershusstranda 31',
        addr2: 'Vippetangen',
        city: 'Oslo',
        state: 'Oslo',
        zip: '0150',
        country: 'NO',
        latitude: 59.9036,
        longitude: 10.7399,
      }),
      end_location_name: 'DFDS Oslo terminal',
      carrier_name: 'DFDS',
      number_passengers: '2',
      confirmation_num: 'DF-11873',
      vehicle_description: 'MS Crown Seaways, cabin 8142',
      detail_type_code: 'F',
    },
    {
      uuid: 'fixture-transport-seg-2',
      StartDateTime: local('2026-12-11', '11:00:00', 'Europe/Oslo'),
      EndDateTime: local('2026-12-11', '11:22:00', 'Europe/Oslo'),
      StartLocationAddress: address({
        address: 'Jernbanetorget 1, 0154 Oslo',
        addr1: 'Jernbanetorget 1',
        addr2: 'Track 13',
        city: 'Oslo',
        state: 'Oslo',
        zip: '0154',
        country: 'NO',
        latitude: 59.9111,
        longitude: 10.7528,
      }),
      start_location_name: 'Oslo S',
      EndLocationAddress: address({
        address: 'Edvard Munchs veg, 2061 Gardermoen',
        addr1: 'Edvard Munchs veg',
        addr2: 'Arrivals hall',
        city: 'Gardermoen',
        state: 'Akershus',
        zip: '2061',
        country: 'NO',
        latitude: 60.1939,
        longitude: 11.1004,
      }),
      end_location_name: 'Oslo Airport',
      carrier_name: 'Flytoget',
      number_passengers: '2',
      confirmation_num: 'FT-40021',
      vehicle_description: 'Airport express train',
      detail_type_code: 'G',
    },
  ],
};

const cruiseStop = (o: {
  uuid: string;
  start: [string, string];
  end: [string, string];
  name: string;
  address: WireObject;
  code: string;
  embark: boolean;
}): WireObject => ({
  uuid: o.uuid,
  StartDateTime: local(o.start[0], o.start[1], 'Europe/Oslo'),
  EndDateTime: local(o.end[0], o.end[1], 'Europe/Oslo'),
  LocationAddress: o.address,
  location_name: o.name,
  detail_type_code: o.code,
  is_embark: o.embark ? 'true' : 'false',
});

/** CruiseObject: Hurtigruten, embark in Bergen, one port (Ålesund), disembark in Kirkenes. */
const CRUISE: WireObject = {
  ...common('cruise', {
    displayName: 'Hurtigruten Bergen to Kirkenes',
    supplier: 'Hurtigruten',
    site: 'Cruise.com',
    conf: 'HRG-662901',
    cost: 'NOK 28400.00',
    rate: 'NOK 5 680 per night, full board',
    notes: 'Northern lights promise',
  }),
  ship_name: 'MS Nordnorge',
  cabin_number: '412',
  cabin_type: 'Arctic Superior outside',
  dining: 'Second seating',
  Traveler: TRAVELERS,
  Segment: [
    cruiseStop({
      uuid: 'fixture-cruise-seg-1',
      start: ['2026-12-12', '18:00:00'],
      end: ['2026-12-12', '20:30:00'],
      name: 'Bergen Hurtigruten terminal',
      code: '',
      embark: true,
      address: address({
        address: 'Nøstegaten 30, 5010 Bergen',
        addr1: 'Nøstegaten 30',
        addr2: 'Quay 3',
        city: 'Bergen',
        state: 'Vestland',
        zip: '5010',
        country: 'NO',
        latitude: 60.3913,
        longitude: 5.3158,
      }),
    }),
    cruiseStop({
      uuid: 'fixture-cruise-seg-2',
      start: ['2026-12-13', '09:00:00'],
      end: ['2026-12-13', '12:30:00'],
      name: 'Ålesund',
      code: 'P',
      embark: false,
      address: address({
        address: 'Skansekaia, 6002 Ålesund',
        addr1: 'Skansekaia',
        addr2: 'Cruise quay',
        city: 'Ålesund',
        state: 'Møre og Romsdal',
        zip: '6002',
        country: 'NO',
        latitude: 62.4722,
        longitude: 6.1549,
      }),
    }),
    cruiseStop({
      uuid: 'fixture-cruise-seg-3',
      start: ['2026-12-17', '09:00:00'],
      end: ['2026-12-17', '12:00:00'],
      name: 'Kirkenes Hurtigruten terminal',
      code: '',
      embark: false,
      address: address({
        address: 'Kongensgate 1, 9900 Kirkenes',
        addr1: 'Kongensgate 1',
        addr2: 'Terminal',
        city: 'Kirkenes',
        state: 'Finnmark',
        zip: '9900',
        country: 'NO',
        latitude: 69.7271,
        longitude: 30.0458,
      }),
    }),
  ],
};

/** RestaurantObject: Noma in Copenhagen, its DateTime with a zone set by hand (MANUAL_ZONE). */
const RESTAURANT: WireObject = {
  ...common('restaurant', {
    displayName: 'Dinner at Noma',
    supplier: 'Noma',
    site: 'Tock',
    conf: 'NOMA-2231',
    cost: 'DKK 8000.00',
    rate: 'Tasting menu with juice pairing',
    notes: 'Nut allergy',
  }),
  DateTime: manual('2026-12-04', '19:30:00', MANUAL_ZONE, '+00:00'),
  Address: address({
    address: 'Refshalevej 96, 1432 København K',
    addr1: 'Refshalevej 96',
    addr2: 'Refshaleøen',
    city: 'Copenhagen',
    state: 'Capital Region',
    zip: '1432',
    country: 'DK',
    latitude: 55.6828,
    longitude: 12.6105,
  }),
  cuisine: 'New Nordic',
  dress_code: 'Smart casual',
  hours: '17:00-00:00',
  number_patrons: '2',
  price_range: '$$$$',
  Attendee: TRAVELERS,
};

/** ActivityObject: a concert at the Copenhagen Opera House (C). */
const ACTIVITY: WireObject = {
  ...common('activity', {
    displayName: 'The Nutcracker',
    supplier: 'Det Kongelige Teater',
    site: 'Ticketmaster',
    conf: 'KT-77120',
    cost: 'DKK 1590.00',
    rate: 'Row 7, stalls',
    notes: 'Doors open 19:00',
  }),
  StartDateTime: local('2026-12-05', '19:30:00', 'Europe/Copenhagen'),
  EndDateTime: local('2026-12-05', '22:00:00', 'Europe/Copenhagen'),
  Address: address({
    address: 'Ekvipagemestervej 10, 1438 København K',
    addr1: 'Ekvipagemestervej 10',
    addr2: 'Main stage',
    city: 'Copenhagen',
    state: 'Capital Region',
    zip: '1438',
    country: 'DK',
    latitude: 55.6819,
    longitude: 12.6009,
  }),
  location_name: 'Operaen',
  detail_type_code: 'C',
  Participant: TRAVELERS,
};

/** NoteObject. */
const NOTE: WireObject = {
  ...common('note', {
    displayName: 'Pick up Copenhagen Cards',
    supplier: 'Visit Copenhagen',
    site: 'Copenhagen Card',
    conf: 'CC-44012',
    cost: 'DKK 1058.00',
    rate: '72 hours',
    notes: 'Bring the order e-mail',
  }),
  DateTime: local('2026-12-04', '09:00:00', 'Europe/Copenhagen'),
  Address: address({
    address: 'Vesterbrogade 4A, 1620 København V',
    addr1: 'Vesterbrogade 4A',
    addr2: 'Tourist information',
    city: 'Copenhagen',
    state: 'Capital Region',
    zip: '1620',
    country: 'DK',
    latitude: 55.6744,
    longitude: 12.566,
  }),
  source: 'email',
  text: 'Collect the two 72-hour cards at the tourist office before 10:00.',
  url: 'https://www.copenhagencard.example/pick-up',
};

/** MapObject: an address as text only (no coordinates), in London. */
const MAP: WireObject = {
  ...common('map', {
    displayName: 'Meeting point in London',
    supplier: 'London Walks',
    site: 'Walks',
    conf: 'LW-1203',
    cost: 'GBP 20.00',
    rate: 'Per person',
    notes: 'By the lions',
  }),
  DateTime: local('2026-12-14', '10:00:00', 'Europe/London'),
  Address: address({
    address: 'Trafalgar Square, London WC2N 5DN',
    addr1: 'Trafalgar Square',
    addr2: 'North terrace',
    city: 'London',
    state: 'England',
    zip: 'WC2N 5DN',
    country: 'GB',
    latitude: '',
    longitude: '',
  }),
};

/** DirectionsObject: driving (D) from Copenhagen Airport to the hotel. */
const DIRECTIONS: WireObject = {
  ...common('directions', {
    displayName: 'Airport to hotel',
    supplier: 'Google Maps',
    site: 'Maps',
    conf: 'DIR-1',
    cost: 'DKK 0.00',
    rate: 'Free',
    notes: 'Avoid the E20 at rush hour',
  }),
  DateTime: local('2026-12-03', '09:00:00', 'Europe/Copenhagen'),
  StartAddress: address({
    address: 'Lufthavnsboulevarden 6, 2770 Kastrup',
    addr1: 'Lufthavnsboulevarden 6',
    addr2: 'Terminal 3',
    city: 'Kastrup',
    state: 'Capital Region',
    zip: '2770',
    country: 'DK',
    latitude: 55.6296,
    longitude: 12.6476,
  }),
  EndAddress: address({
    address: 'Kongens Nytorv 34, 1050 København K',
    addr1: 'Kongens Nytorv 34',
    addr2: 'Main entrance',
    city: 'Copenhagen',
    state: 'Capital Region',
    zip: '1050',
    country: 'DK',
    latitude: 55.6806,
    longitude: 12.5858,
  }),
  detail_type_code: 'D',
};

/** ParkingObject: valet parking at Oslo Airport. */
const PARKING: WireObject = {
  ...common('parking', {
    displayName: 'Parking at Oslo Airport',
    supplier: 'Avinor Parkering',
    site: 'Avinor',
    conf: 'P10-88712',
    cost: 'NOK 1890.00',
    rate: 'NOK 189 / day',
    notes: 'Leave the key at the valet desk',
  }),
  StartDateTime: local('2026-12-03', '05:30:00', 'Europe/Oslo'),
  EndDateTime: local('2026-12-13', '22:00:00', 'Europe/Oslo'),
  Address: address({
    address: 'Edvard Munchs veg, 2061 Gardermoen',
    addr1: 'Edvard Munchs veg',
    addr2: 'P10 Valet',
    city: 'Gardermoen',
    state: 'Akershus',
    zip: '2061',
    country: 'NO',
    latitude: 60.1939,
    longitude: 11.1004,
  }),
  location_hours: '24/7',
  location_name: 'P10 Valet Oslo Airport',
  valet_ticket_num: 'V-4711',
  location_phone: '+47 64 81 20 00',
};

/** The typed object of each plan type (no trip_uuid: see planFixture). */
export const PLAN_FIXTURE_OBJECTS: Readonly<Record<PlanType, WireObject>> = {
  air: AIR,
  lodging: LODGING,
  car: CAR,
  rail: RAIL,
  transport: TRANSPORT,
  cruise: CRUISE,
  restaurant: RESTAURANT,
  activity: ACTIVITY,
  note: NOTE,
  map: MAP,
  directions: DIRECTIONS,
  parking: PARKING,
};

/** The wrapper key of each plan type. */
export const OBJECT_KEYS: Readonly<Record<PlanType, string>> = {
  air: 'AirObject',
  lodging: 'LodgingObject',
  car: 'CarObject',
  rail: 'RailObject',
  transport: 'TransportObject',
  cruise: 'CruiseObject',
  restaurant: 'RestaurantObject',
  activity: 'ActivityObject',
  note: 'NoteObject',
  map: 'MapObject',
  directions: 'DirectionsObject',
  parking: 'ParkingObject',
};

/** The key each type nests its travelers under (part 2 section 3, Traveler); null when none. */
export const TRAVELER_KEYS: Readonly<Record<PlanType, string | null>> = {
  air: 'Traveler',
  rail: 'Traveler',
  cruise: 'Traveler',
  transport: 'Traveler',
  lodging: 'Guest',
  restaurant: 'Attendee',
  car: 'Driver',
  activity: 'Participant',
  note: null,
  map: null,
  directions: null,
  parking: null,
};

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/**
 * A fresh copy of a type's typed object, filed in `tripUuid` ('' leaves it unfiled).
 *
 * @example
 * const lodging = planObject('lodging', trip.uuid); lodging['room_type'] = 'Suite';
 */
export function planObject(type: PlanType, tripUuid = ''): WireObject {
  return { ...clone(PLAN_FIXTURE_OBJECTS[type]), trip_uuid: tripUuid };
}

/**
 * A fresh wrapper (`{ "<Type>Object": {...} }`) of a type's fixture, filed in `tripUuid`.
 *
 * @example
 * await client.json('/api/v2/create', planFixture('air', trip.uuid));
 */
export function planFixture(type: PlanType, tripUuid = ''): WireObject {
  return { [OBJECT_KEYS[type]]: planObject(type, tripUuid) };
}

const isPlainObject = (v: unknown): v is WireObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A wire value with its defaults normalised away: '' , null, undefined, empty lists and empty
 * objects are dropped (an encoder leaves them out), JSON booleans become "true"/"false" and
 * times "HH:mm" gain ":00". Numbers stay numbers.
 *
 * @example
 * normaliseWire({ a: '', b: { c: [] }, d: true }) // { d: 'true' }
 */
export function normaliseWire(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return /^\d{2}:\d{2}$/.test(value) ? `${value}:00` : value;
  if (Array.isArray(value)) {
    const items = value.map(normaliseWire).filter((v) => v !== undefined);
    return items.length === 0 ? undefined : items;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, normaliseWire(v)] as const)
      .filter(([, v]) => v !== undefined);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value;
}

/**
 * The dotted paths where `actual` does not carry a field of `expected` with the same value
 * (after normaliseWire; '' in `expected` is not checked, nor are the paths `ignore` accepts).
 * Lists must have the same length and match item by item.
 *
 * @example
 * wireMismatches({ a: '1', b: [{ c: 'x' }] }, { a: 1, b: [{ c: 'y' }] }) // ['b.0.c']
 */
export function wireMismatches(actual: unknown, expected: unknown, ignore: (path: string) => boolean = () => false, path = ''): string[] {
  if (ignore(path)) return [];
  const want = normaliseWire(expected);
  if (want === undefined) return [];
  const got = normaliseWire(actual);
  if (Array.isArray(want)) {
    if (!Array.isArray(got) || got.length !== want.length) return [`${path} (length ${Array.isArray(got) ? got.length : 'none'} instead of ${want.length})`];
    return want.flatMap((w, i) => wireMismatches(got[i], w, ignore, path === '' ? String(i) : `${path}.${i}`));
  }
  if (isPlainObject(want)) {
    if (!isPlainObject(got)) return [path === '' ? '(root)' : path];
    return Object.entries(want).flatMap(([k, w]) => wireMismatches(got[k], w, ignore, path === '' ? k : `${path}.${k}`));
  }
  return typeof want === 'number' || typeof got === 'number' ? (Number(got) === Number(want) && got !== undefined ? [] : [path]) : got === want ? [] : [path];
}
