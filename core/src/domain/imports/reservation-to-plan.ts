import { NO_FLIGHT_SEGMENT_STATUS } from '../flights/flight-segment-status.js';
import { EMPTY_RESERVATION_META } from '../plans/reservation-meta.js';
import { planDateTimeInstant } from '../plans/plan-date-time.js';
import type { PlanDateTime, PlanTraveler } from '../plans/plan-fields.js';
import type { AirSegment, AirSegmentTextKey } from '../plans/types/air-plan.js';
import type { Plan } from '../plans/types/plan.js';
import type { RailSegment } from '../plans/types/rail-plan.js';
import type { TransportSegment } from '../plans/types/transport-plan.js';
import type { Reservation, ReservationOf } from './reservation-types.js';
import { bookingOf, localPlanDateTime, planAddressOf, placeZone, travelerOf, type ImportZoneResolver } from './reservation-plan-parts.js';
import { singlePlanOf } from './reservation-single-plans.js';

type Flight = ReservationOf<'FlightReservation'>;
type Train = ReservationOf<'TrainReservation'>;
type Ride = ReservationOf<'BusReservation' | 'BoatReservation' | 'TaxiReservation'>;

const AIR_TEXT_KEYS: readonly AirSegmentTextKey[] = [
  ...['uuid', 'marketingAirlineCode', 'marketingAirline', 'marketingAirlineImage', 'marketingAirlinePhone', 'marketingAirlineUrl', 'marketingFlightNumber'],
  ...['operatingAirlineCode', 'operatingAirline', 'operatingAirlineImage', 'operatingAirlinePhone', 'operatingAirlineUrl', 'operatingFlightNumber'],
  ...['startAirportCode', 'startAirportName', 'startCityName', 'startCountryCode', 'startGate', 'startTerminal'],
  ...['endAirportCode', 'endAirportName', 'endCityName', 'endCountryCode', 'endGate', 'endTerminal', 'seats', 'aircraft', 'aircraftDisplayName'],
  ...[
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
  ],
] as AirSegmentTextKey[];
const BLANK_AIR_TEXT = Object.fromEntries(AIR_TEXT_KEYS.map((k) => [k, ''])) as Record<AirSegmentTextKey, string>;

const seatsOf = (rs: readonly Reservation[]): string =>
  [...new Set(rs.map((r) => r.reservedTicket.ticketedSeat.seatNumber).filter((s) => s !== ''))].join(', ');

function airSegment(legs: readonly Flight[], zones: ImportZoneResolver): AirSegment {
  const r = legs[0] as Flight;
  const f = r.reservationFor;
  const country = (c: string | undefined) => (/^[A-Z]{2}$/.test(c ?? '') ? (c ?? '') : '');
  return {
    ...BLANK_AIR_TEXT,
    ...{ marketingAirlineCode: f.airline?.iataCode ?? '', marketingAirline: f.airline?.name ?? '', marketingFlightNumber: f.flightNumber },
    ...{
      startAirportCode: f.departureAirport.iataCode,
      startAirportName: f.departureAirport.name,
      startCityName: f.departureAirport.address?.addressLocality ?? '',
    },
    ...{ startCountryCode: country(f.departureAirport.address?.addressCountry), startTerminal: f.departureTerminal, startGate: f.departureGate },
    ...{ endAirportCode: f.arrivalAirport.iataCode, endAirportName: f.arrivalAirport.name, endCityName: f.arrivalAirport.address?.addressLocality ?? '' },
    ...{ endCountryCode: country(f.arrivalAirport.address?.addressCountry), endTerminal: f.arrivalTerminal },
    ...{ seats: seatsOf(legs), serviceClass: r.reservedTicket.ticketedSeat.seatingType },
    startDateTime: localPlanDateTime(f.departureTime, placeZone(zones, f.departureAirport)),
    endDateTime: localPlanDateTime(f.arrivalTime, placeZone(zones, f.arrivalAirport)),
    ...{ status: NO_FLIGHT_SEGMENT_STATUS, isInternational: false, isHidden: false, isEligibleAirhelp: false, seatTrackerSubscription: null },
  };
}

function railSegment(legs: readonly Train[], zones: ImportZoneResolver): RailSegment {
  const r = legs[0] as Train;
  const t = r.reservationFor;
  const seat = r.reservedTicket.ticketedSeat;
  return {
    uuid: '',
    startDateTime: localPlanDateTime(t.departureTime, placeZone(zones, t.departureStation)),
    endDateTime: localPlanDateTime(t.arrivalTime, placeZone(zones, t.arrivalStation)),
    ...{ startStationName: t.departureStation.name, startStationAddress: planAddressOf(t.departureStation) },
    ...{ endStationName: t.arrivalStation.name, endStationAddress: planAddressOf(t.arrivalStation) },
    ...{ carrierName: t.provider?.name || (r.provider?.name ?? ''), coachNumber: seat.seatSection || seat.seatRow, confirmationNumber: r.reservationNumber },
    ...{ seats: seatsOf(legs), serviceClass: seat.seatingType, trainNumber: t.trainNumber, trainType: t.trainName },
  };
}

// The two ends, their times and the vehicle of a bus, boat or taxi ride.
function rideParts(r: Ride) {
  switch (r['@type']) {
    case 'BusReservation': {
      const b = r.reservationFor;
      return {
        from: b.departureBusStop,
        to: b.arrivalBusStop,
        start: b.departureTime,
        end: b.arrivalTime,
        carrier: b.provider,
        vehicle: [b.busName, b.busNumber],
      };
    }
    case 'BoatReservation': {
      const b = r.reservationFor;
      return { from: b.departureBoatTerminal, to: b.arrivalBoatTerminal, start: b.departureTime, end: b.arrivalTime, carrier: b.provider, vehicle: [b.name] };
    }
    case 'TaxiReservation':
      return { from: r.pickupLocation, to: r.dropoffLocation, start: r.pickupTime, end: '', carrier: r.reservationFor.provider, vehicle: [] };
  }
}

function transportSegment(legs: readonly Ride[], zones: ImportZoneResolver): TransportSegment {
  const r = legs[0] as Ride;
  const p = rideParts(r);
  const party = r['@type'] === 'TaxiReservation' ? r.partySize : '';
  const travelers = new Set(legs.flatMap((l) => l.underName.map((u) => u.name))).size;
  return {
    uuid: '',
    startDateTime: localPlanDateTime(p.start, placeZone(zones, p.from)),
    endDateTime: localPlanDateTime(p.end, placeZone(zones, p.to)),
    ...{ startLocationAddress: planAddressOf(p.from), startLocationName: p.from.name, endLocationAddress: planAddressOf(p.to), endLocationName: p.to.name },
    ...{ carrierName: p.carrier?.name || (r.provider?.name ?? ''), numberPassengers: party || (travelers > 0 ? String(travelers) : '') },
    ...{ confirmationNumber: r.reservationNumber, vehicleDescription: p.vehicle.filter((v) => v !== '').join(' ') },
    detailTypeCode: r['@type'] === 'BoatReservation' ? 'F' : 'G',
  };
}

// The leg a reservation is for (one per passenger in some mails: those are merged).
const legKey = (r: Reservation): string => {
  if (r['@type'] === 'FlightReservation')
    return `${r.reservationFor.airline?.iataCode ?? ''}${r.reservationFor.flightNumber}@${r.reservationFor.departureTime}`;
  if (r['@type'] === 'TrainReservation') return `${r.reservationFor.trainNumber}@${r.reservationFor.departureTime}@${r.reservationFor.departureStation.name}`;
  return JSON.stringify({ ...r, underName: [], reservedTicket: null });
};

// Reservations grouped by leg, in order of first appearance.
function legsOf<R extends Reservation>(rs: readonly R[]): R[][] {
  const groups = new Map<string, R[]>();
  for (const r of rs) groups.set(legKey(r), [...(groups.get(legKey(r)) ?? []), r]);
  return [...groups.values()];
}

// Segments in order of departure (instants in each place's zone); undated ones keep their place.
function inOrder<S extends { readonly startDateTime: PlanDateTime }>(segments: S[]): S[] {
  const at = (s: S) => planDateTimeInstant(s.startDateTime)?.toMillis() ?? Number.POSITIVE_INFINITY;
  return segments
    .map((s, i) => ({ s, i, t: at(s) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map((x) => x.s);
}

function travelersOf(rs: readonly Reservation[]): PlanTraveler[] {
  const seen = new Map<string, PlanTraveler>();
  for (const r of rs) for (const p of r.underName) if (!seen.has(p.name)) seen.set(p.name, travelerOf(p, r.reservedTicket.ticketNumber));
  return [...seen.values()];
}

function segmentPlanOf(group: readonly Reservation[], zones: ImportZoneResolver): Plan | null {
  // The price is often given once, on any one of the booking's reservations.
  const priced = group.find((x) => x.totalPrice !== '');
  const r = group[0] === undefined || priced === undefined ? group[0] : { ...group[0], totalPrice: priced.totalPrice, priceCurrency: priced.priceCurrency };
  const common = { meta: EMPTY_RESERVATION_META, travelers: travelersOf(group) };
  if (r === undefined) return null;
  if (r['@type'] === 'FlightReservation') {
    const segments = inOrder(legsOf(group as Flight[]).map((l) => airSegment(l, zones)));
    return { type: 'air', ...common, booking: bookingOf(r, r.reservationFor.airline?.name ?? ''), segments };
  }
  if (r['@type'] === 'TrainReservation') {
    const segments = inOrder(legsOf(group as Train[]).map((l) => railSegment(l, zones)));
    return { type: 'rail', ...common, booking: bookingOf(r, r.reservationFor.provider?.name ?? ''), segments };
  }
  const segments = inOrder(legsOf(group as Ride[]).map((l) => transportSegment(l, zones)));
  return { type: 'transport', ...common, booking: bookingOf(r, rideParts(r as Ride).carrier?.name ?? ''), segments };
}

const SEGMENTED = new Set<string>(['FlightReservation', 'TrainReservation', 'BusReservation', 'BoatReservation', 'TaxiReservation']);

/**
 * Turns normalised reservations into Waybook plan drafts (the typed plans the create-plan path
 * stores; no uuid, trip or creator yet), in order of first appearance: flights with the same
 * reservation number make one air plan with a segment per flight in order of departure (the same
 * flight for several passengers is one segment with all of them and their seats); trains make one
 * rail plan; bus, ferry and taxi rides one transport plan (ferry F, ground G) per type and number;
 * hotels, car rentals, restaurants and events one plan each. Times are LOCAL to each place, zones
 * from `zones`. Cancelled reservations give no plan.
 *
 * @example
 * reservationsToPlans(normaliseReservations(extractJsonLd(html)), zones)
 * // [{ type: 'air', segments: [{ startAirportCode: 'CDG', startDateTime: { date: '2026-12-03', time: '10:05:00', timezone: 'Europe/Paris', ... } }, ...] }]
 */
export function reservationsToPlans(reservations: readonly Reservation[], zones: ImportZoneResolver): Plan[] {
  const groups = new Map<string, Reservation[]>();
  reservations.forEach((r, i) => {
    if (r.reservationStatus === 'ReservationCancelled') return;
    const key = SEGMENTED.has(r['@type']) ? `${r['@type']}|${r.reservationNumber}` : `${i}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  });
  return [...groups.values()].flatMap((group) => {
    const first = group[0];
    if (first === undefined) return [];
    const plan = SEGMENTED.has(first['@type']) ? segmentPlanOf(group, zones) : singlePlanOf(first, zones);
    return plan === null ? [] : [plan];
  });
}
