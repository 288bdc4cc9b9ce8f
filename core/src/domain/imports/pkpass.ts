import { err, ok, type Result } from '../result.js';
import { bcbpToFlightReservations } from './bcbp-schema-org.js';
import { parseBcbp } from './bcbp.js';
import { barcodeMessage, KEYS, passDateTime, passFields, type PassFields, type PassJson, passJson, pick, semantic } from './pkpass-fields.js';
import type { SchemaOrgNode } from './schema-org-node.js';

/**
 * Why a pass.json gave no reservation: not a pass at all, or a style that is not one (coupon,
 * store card, generic).
 *
 * @example
 * const e: PkpassError = { reason: 'not-a-reservation', detail: 'a storeCard pass holds no reservation' };
 */
export interface PkpassError {
  readonly reason: 'invalid-pass' | 'not-a-reservation';
  readonly detail: string;
}

type Node = Record<string, unknown>;
const isCode = (v: string) => /^[A-Z]{3}$/.test(v);
const isTime = (v: string) => passDateTime(v) !== undefined;
const notTime = (v: string) => !isTime(v);
const some = (entries: Record<string, unknown>): Node => Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined && v !== ''));

function person(name: string | undefined): Node | undefined {
  return name ? { '@type': 'Person', name } : undefined;
}

function place(type: string, value: string | undefined): Node | undefined {
  if (!value) return undefined;
  return type === 'Airport' && isCode(value) ? { '@type': type, iataCode: value } : { '@type': type, name: value };
}

/** Per transit type: the reservation, the trip, the type of its two ends and their property names. */
const TRIPS: Readonly<Record<string, readonly [string, string, string, string, string]>> = {
  PKTransitTypeAir: ['FlightReservation', 'Flight', 'Airport', 'departureAirport', 'arrivalAirport'],
  PKTransitTypeTrain: ['TrainReservation', 'TrainTrip', 'TrainStation', 'departureStation', 'arrivalStation'],
  PKTransitTypeBus: ['BusReservation', 'BusTrip', 'BusStop', 'departureBusStop', 'arrivalBusStop'],
  PKTransitTypeBoat: ['BoatReservation', 'BoatTrip', 'BoatTerminal', 'departureBoatTerminal', 'arrivalBoatTerminal'],
  PKTransitTypeGeneric: ['Reservation', 'Trip', 'Place', 'departureLocation', 'arrivalLocation'],
};
const GENERIC = ['Reservation', 'Trip', 'Place', 'departureLocation', 'arrivalLocation'] as const;

/** Gate, group and boarding time from the fields, and a departure time with its clock when the field is on the BCBP's date. */
function enrich(node: SchemaOrgNode, f: PassFields, departure: string | undefined): SchemaOrgNode {
  const flight = (node['reservationFor'] ?? {}) as Node;
  const date = typeof flight['departureTime'] === 'string' ? flight['departureTime'] : undefined;
  // A pass may write the departure in UTC ('…T01:00:00Z'), a day after the BCBP's local date.
  const days = departure && date ? Math.abs(Date.parse(departure.slice(0, 10)) - Date.parse(date.slice(0, 10))) / 86_400_000 : 0;
  const precise = departure && days <= 1 ? departure : date;
  return {
    ...node,
    ...some({ boardingGroup: pick(f, KEYS.group), boardingTime: passDateTime(pick(f, KEYS.boardingTime, isTime)) }),
    reservationFor: some({ ...flight, departureTime: precise, departureGate: pick(f, KEYS.gate) }),
  };
}

function vehicleOf(pass: PassJson, f: PassFields, trip: string): Node {
  if (trip !== 'Flight') {
    const key = trip === 'TrainTrip' ? 'trainNumber' : trip === 'BusTrip' ? 'busNumber' : 'name';
    return some({ [key]: semantic(pass, 'vehicleNumber') ?? pick(f, KEYS.train) });
  }
  const number = /^([A-Z0-9]{2})\s?(\d{1,4}[A-Z]?)$/.exec(semantic(pass, 'flightCode') ?? pick(f, KEYS.flight) ?? '');
  return number ? { flightNumber: number[2], airline: { '@type': 'Airline', iataCode: number[1] } } : {};
}

function seatOf(f: PassFields, trip: string): Node {
  const seat = some({ '@type': 'Seat', seatNumber: pick(f, KEYS.seat), seatSection: pick(f, KEYS.coach) });
  if (Object.keys(seat).length < 2) return {};
  return trip === 'Flight' ? some({ airplaneSeat: seat['seatNumber'] }) : { reservedTicket: { '@type': 'Ticket', ticketedSeat: seat } };
}

function transit(pass: PassJson, f: PassFields, near: string): SchemaOrgNode[] {
  const [reservation, trip, kind, fromKey, toKey] = TRIPS[pass.boardingPass?.transitType ?? ''] ?? GENERIC;
  const departure = passDateTime(
    semantic(pass, 'currentDepartureDate') ?? semantic(pass, 'originalDepartureDate') ?? pick(f, KEYS.departureTime, isTime) ?? pass.relevantDate,
  );
  const message = barcodeMessage(pass);
  const bcbp = reservation === 'FlightReservation' && message ? parseBcbp(message) : undefined;
  if (bcbp?.ok) return bcbpToFlightReservations(bcbp.value, departure?.slice(0, 10) ?? near).map((n, i) => (i === 0 ? enrich(n, f, departure) : n));
  const from = place(kind, semantic(pass, 'departureAirportCode') ?? semantic(pass, 'departureStationName') ?? pick(f, KEYS.origin, notTime));
  const to = place(kind, semantic(pass, 'destinationAirportCode') ?? semantic(pass, 'destinationStationName') ?? pick(f, KEYS.destination, notTime));
  const tripNode = some({
    '@type': trip,
    ...vehicleOf(pass, f, trip),
    [fromKey]: from,
    [toKey]: to,
    departureTime: departure,
    arrivalTime: passDateTime(pick(f, KEYS.arrivalTime, isTime)),
    departureGate: trip === 'Flight' ? pick(f, KEYS.gate) : undefined,
    departurePlatform: trip === 'TrainTrip' ? pick(f, KEYS.platform) : undefined,
    provider: pass.organizationName ? { '@type': 'Organization', name: pass.organizationName } : undefined,
  });
  return [
    some({
      '@type': reservation,
      reservationNumber: semantic(pass, 'confirmationNumber') ?? pick(f, KEYS.reference),
      underName: person(pick(f, KEYS.passenger)),
      boardingGroup: pick(f, KEYS.group),
      reservationFor: tripNode,
      ...seatOf(f, trip),
    }) as SchemaOrgNode,
  ];
}

function geo(pass: PassJson): Node | undefined {
  const first = pass.locations?.[0] as { latitude?: unknown; longitude?: unknown } | undefined;
  return typeof first?.latitude === 'number' && typeof first.longitude === 'number'
    ? { '@type': 'GeoCoordinates', latitude: first.latitude, longitude: first.longitude }
    : undefined;
}

function event(pass: PassJson, f: PassFields): SchemaOrgNode {
  const venue = semantic(pass, 'venueName') ?? pick(f, KEYS.venue, notTime);
  const location = venue || geo(pass) ? some({ '@type': 'Place', name: venue, geo: geo(pass) }) : undefined;
  const seat = some({ '@type': 'Seat', seatSection: pick(f, KEYS.section), seatRow: pick(f, KEYS.row), seatNumber: pick(f, KEYS.seat) });
  const reservationFor = some({
    '@type': 'Event',
    name: semantic(pass, 'eventName') ?? pick(f, KEYS.event, notTime) ?? pass.description ?? pass.organizationName,
    startDate: passDateTime(semantic(pass, 'eventStartDate') ?? pass.relevantDate ?? pick(f, KEYS.departureTime, isTime)),
    endDate: passDateTime(semantic(pass, 'eventEndDate')),
    location,
  });
  const ticket = Object.keys(seat).length > 1 ? { reservedTicket: { '@type': 'Ticket', ticketedSeat: seat } } : {};
  return some({
    '@type': 'EventReservation',
    reservationNumber: pick(f, KEYS.reference),
    underName: person(pick(f, KEYS.passenger)),
    reservationFor,
    ...ticket,
  }) as SchemaOrgNode;
}

/**
 * The schema.org reservations an Apple Wallet pass.json (already unzipped and JSON-parsed) holds.
 * A boarding pass whose barcode is an IATA BCBP gives the BCBP's FlightReservations (see
 * {@link bcbpToFlightReservations}), completed from the fields (gate, boarding group and time, and
 * the departure's clock time when it falls on the BCBP's date); other boarding passes are read from
 * their fields and semantic tags by the usual keys ('origin', 'destination', 'flight', 'seat',
 * 'gate', 'boardingTime'...) and relevantDate: transitType Air, Train, Bus, Boat or Generic gives a
 * Flight, Train, Bus, Boat reservation or a plain Reservation. An event ticket gives an
 * EventReservation (name, venue from fields or locations, startDate, section/row/seat). Labels are
 * ignored (they are localised). Date-times keep the offset the pass wrote:
 * '2026-12-03T10:05:00+01:00'. `near` (yyyy-MM-dd, the message date) dates a BCBP when the pass has
 * no departure date of its own.
 *
 * @example
 * pkpassToSchemaOrg(passJson, '2026-03-01') // passJson: { eventTicket: { primaryFields: [{ key: 'event', value: 'Tosca' }] }, relevantDate: '2026-04-02T19:30+02:00' }
 * // ok([{ '@type': 'EventReservation', reservationFor: { '@type': 'Event', name: 'Tosca', startDate: '2026-04-02T19:30:00+02:00' } }])
 */
export function pkpassToSchemaOrg(json: unknown, near: string): Result<SchemaOrgNode[], PkpassError> {
  const parsed = passJson.safeParse(json);
  if (!parsed.success) return err({ reason: 'invalid-pass', detail: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
  const pass = parsed.data;
  if (pass.boardingPass) return ok(transit(pass, passFields(pass.boardingPass), near));
  if (pass.eventTicket) return ok([event(pass, passFields(pass.eventTicket))]);
  return err({ reason: 'not-a-reservation', detail: 'only boarding passes and event tickets hold reservations' });
}
