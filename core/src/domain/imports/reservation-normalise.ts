import { reservationSchema } from './reservation.js';
import type { Reservation, ReservationType } from './reservation-types.js';
import {
  canonicalDateTime as dt,
  nameOf,
  objectOf,
  organizationOf,
  personOf,
  pick,
  placeOf,
  statusOf,
  textOf,
  typeNames,
  type Loose,
} from './reservation-values.js';
import type { SchemaOrgNode } from './schema-org-node.js';

// The date-time `key` of a raw node, with the zone its `<key>Zone` sibling names (iCalendar TZID).
const at = (o: Loose, key: string): string => dt(o[key], o[`${key}Zone`]);

// The fields every reservation has, read from a raw node.
function commonOf(n: Loose) {
  const ticket = objectOf(n['reservedTicket']);
  const seat = objectOf(ticket?.['ticketedSeat']);
  const underName = n['underName'];
  return {
    reservationNumber: pick(n, 'reservationNumber', 'reservationId', 'confirmationNumber'),
    reservationStatus: statusOf(n['reservationStatus']),
    underName: (Array.isArray(underName) ? underName : underName === undefined ? [] : [underName]).map(personOf).filter((p) => p.name !== ''),
    provider: organizationOf(n['provider']),
    broker: organizationOf(n['broker'] ?? n['bookingAgent']),
    totalPrice: pick(n, 'totalPrice', 'price'),
    priceCurrency: pick(n, 'priceCurrency').toUpperCase(),
    bookingTime: at(n, 'bookingTime'),
    url: pick(n, 'url', 'modifyReservationUrl'),
    reservedTicket: {
      '@type': 'Ticket' as const,
      ticketNumber: pick(ticket, 'ticketNumber') || pick(n, 'ticketNumber'),
      ticketedSeat: {
        '@type': 'Seat' as const,
        seatNumber: pick(seat, 'seatNumber') || pick(n, 'airplaneSeat'),
        seatRow: pick(seat, 'seatRow'),
        seatSection: pick(seat, 'seatSection'),
        seatingType: pick(seat, 'seatingType') || nameOf(n['airplaneSeatClass']),
      },
    },
  };
}

const blankOrg = { '@type': 'Organization' as const, name: '', iataCode: '', telephone: '', email: '', url: '' };
const FLIGHT_NUMBER = /^([A-Z]{2,3}|[A-Z]\d|\d[A-Z])\s*-?\s*(\d{1,4}[A-Z]?)$/i;

function flightOf(f: Loose) {
  const written = pick(f, 'flightNumber');
  const split = FLIGHT_NUMBER.exec(written);
  const airline = organizationOf(f['airline'] ?? f['provider']);
  const code = airline?.iataCode || (split?.[1] ?? '').toUpperCase();
  return {
    '@type': 'Flight' as const,
    flightNumber: split?.[2] ?? written,
    airline: airline === null && code === '' ? null : { ...(airline ?? blankOrg), iataCode: code },
    departureAirport: placeOf(f['departureAirport'], 'Airport'),
    arrivalAirport: placeOf(f['arrivalAirport'], 'Airport'),
    departureTime: at(f, 'departureTime'),
    arrivalTime: at(f, 'arrivalTime'),
    provider: null,
    departureTerminal: pick(f, 'departureTerminal'),
    departureGate: pick(f, 'departureGate'),
    arrivalTerminal: pick(f, 'arrivalTerminal'),
  };
}

const trip = (f: Loose) => ({ departureTime: at(f, 'departureTime'), arrivalTime: at(f, 'arrivalTime'), provider: organizationOf(f['provider']) });

// The type-specific fields of a reservation `type` whose reservationFor is `f`.
function specificOf(type: ReservationType, n: Loose, f: Loose): Record<string, unknown> {
  switch (type) {
    case 'FlightReservation':
      return { reservationFor: flightOf(f) };
    case 'LodgingReservation':
      return {
        reservationFor: placeOf(f, 'LodgingBusiness'),
        checkinTime: at(n, 'checkinTime') || at(n, 'checkinDate'),
        checkoutTime: at(n, 'checkoutTime') || at(n, 'checkoutDate'),
        numAdults: pick(n, 'numAdults'),
        numChildren: pick(n, 'numChildren'),
        lodgingUnitDescription: pick(n, 'lodgingUnitDescription', 'lodgingUnitType'),
      };
    case 'RentalCarReservation':
      return {
        reservationFor: { '@type': 'Car', name: pick(f, 'name'), model: pick(f, 'model'), brand: nameOf(f['brand']) },
        pickupLocation: placeOf(n['pickupLocation'], 'Place'),
        pickupTime: at(n, 'pickupTime'),
        dropoffLocation: placeOf(n['dropoffLocation'], 'Place'),
        dropoffTime: at(n, 'dropoffTime'),
      };
    case 'TrainReservation': {
      const [departureStation, arrivalStation] = [placeOf(f['departureStation'], 'TrainStation'), placeOf(f['arrivalStation'], 'TrainStation')];
      return {
        reservationFor: {
          '@type': 'TrainTrip',
          ...{ trainNumber: pick(f, 'trainNumber'), trainName: pick(f, 'trainName'), departureStation, arrivalStation },
          ...{ ...trip(f), departurePlatform: pick(f, 'departurePlatform'), arrivalPlatform: pick(f, 'arrivalPlatform') },
        },
      };
    }
    case 'BusReservation':
      return {
        reservationFor: {
          '@type': 'BusTrip',
          ...{ busNumber: pick(f, 'busNumber'), busName: pick(f, 'busName'), ...trip(f) },
          ...{
            departureBusStop: placeOf(f['departureBusStop'] ?? f['departureStation'], 'BusStop'),
            arrivalBusStop: placeOf(f['arrivalBusStop'] ?? f['arrivalStation'], 'BusStop'),
          },
        },
      };
    case 'BoatReservation':
      return {
        reservationFor: {
          '@type': 'BoatTrip',
          ...{ name: pick(f, 'name'), ...trip(f) },
          ...{
            departureBoatTerminal: placeOf(f['departureBoatTerminal'], 'BoatTerminal'),
            arrivalBoatTerminal: placeOf(f['arrivalBoatTerminal'], 'BoatTerminal'),
          },
        },
      };
    case 'FoodEstablishmentReservation':
      return {
        reservationFor: { ...placeOf(f, 'FoodEstablishment'), servesCuisine: pick(f, 'servesCuisine') },
        ...{ startTime: at(n, 'startTime') || at(n, 'startDate'), endTime: at(n, 'endTime'), partySize: pick(n, 'partySize') },
      };
    case 'EventReservation':
      return {
        reservationFor: {
          '@type': typeNames(f)[0] ?? 'Event',
          ...{ name: pick(f, 'name'), startDate: at(f, 'startDate'), endDate: at(f, 'endDate'), location: placeOf(f['location'], 'Place') },
        },
      };
    case 'TaxiReservation':
      return {
        reservationFor: { '@type': 'TaxiService', provider: organizationOf(f['provider']) },
        ...{ pickupLocation: placeOf(n['pickupLocation'], 'Place'), pickupTime: at(n, 'pickupTime'), dropoffLocation: placeOf(n['dropoffLocation'], 'Place') },
        partySize: pick(n, 'partySize'),
      };
  }
}

const TYPES = new Set<string>(reservationSchema.options.map((o) => o.shape['@type'].value));

// A node as one or more single reservations: packages give their sub-reservations (with the
// package's number, travelers and provider when they have none), a list in reservationFor gives
// one reservation per item.
function singles(n: Loose, depth = 0): Loose[] {
  const types = typeNames(n);
  if (types.includes('ReservationPackage') && depth < 4) {
    const subs = n['subReservation'];
    const inherited = Object.fromEntries(
      ['reservationNumber', 'underName', 'provider', 'broker', 'reservationStatus'].map((k) => [k, n[k]]).filter(([, v]) => v !== undefined),
    );
    return (Array.isArray(subs) ? subs : [subs]).flatMap((s) => {
      const sub = objectOf(s);
      return sub === null ? [] : singles({ ...inherited, ...sub }, depth + 1);
    });
  }
  const f = n['reservationFor'];
  return Array.isArray(f) ? f.map((item: unknown) => ({ ...n, reservationFor: item })) : [n];
}

/**
 * Turns the schema.org nodes an extractor found into normalised reservations, in input order:
 * `@type` with or without schema.org URL prefixes (the first known type wins), values as strings,
 * numbers, objects or lists, an airport as IATA code, name or Airport object, flight numbers with
 * or without the airline code ('AF1234' gives airline AF, number 1234), dates with or without
 * offset (never shifted), ReservationPackage and lists in reservationFor (multi-leg forms: one
 * reservation per leg). Nodes that are not reservations are left out. Normalising the result again
 * gives it back unchanged.
 *
 * @example
 * normaliseReservations([{ '@type': 'http://schema.org/FlightReservation', reservationNumber: 'X2Y3Z4', reservationFor: { '@type': 'Flight', flightNumber: 'AF1234', departureAirport: 'CDG', arrivalAirport: 'JFK', departureTime: '2026-12-03T10:05:00+01:00' } }])[0].reservationFor.airline?.iataCode // 'AF'
 */
export function normaliseReservations(nodes: readonly (SchemaOrgNode | Reservation)[]): Reservation[] {
  return nodes.flatMap((node) =>
    singles(node as Loose).flatMap((n) => {
      const type = typeNames(n).find((t) => TYPES.has(t)) as ReservationType | undefined;
      if (type === undefined) return [];
      // A reservationFor given as a bare name ('Hôtel Lutetia') is read as a thing with that name.
      const f = objectOf(n['reservationFor']) ?? { name: textOf(n['reservationFor']) };
      const parsed = reservationSchema.safeParse({ '@type': type, ...commonOf(n), ...specificOf(type, n, f) });
      return parsed.success ? [parsed.data] : [];
    }),
  );
}
