import { localPlanDateTime, placeZone, type ImportZoneResolver } from './reservation-plan-parts.js';
import type { Reservation, ReservationPlace } from './reservation-types.js';
import type { ExtractorName } from './schema-org-node.js';

/**
 * A reservation with the extractor that found it.
 *
 * @example
 * const f: FoundReservation = { reservation, extractor: 'icalendar' };
 */
export interface FoundReservation {
  readonly reservation: Reservation;
  readonly extractor: ExtractorName;
}

// Where and when a reservation starts.
function startOf(r: Reservation): { readonly time: string; readonly place: ReservationPlace } {
  switch (r['@type']) {
    case 'FlightReservation':
      return { time: r.reservationFor.departureTime, place: r.reservationFor.departureAirport };
    case 'TrainReservation':
      return { time: r.reservationFor.departureTime, place: r.reservationFor.departureStation };
    case 'BusReservation':
      return { time: r.reservationFor.departureTime, place: r.reservationFor.departureBusStop };
    case 'BoatReservation':
      return { time: r.reservationFor.departureTime, place: r.reservationFor.departureBoatTerminal };
    case 'LodgingReservation':
      return { time: r.checkinTime, place: r.reservationFor };
    case 'RentalCarReservation':
    case 'TaxiReservation':
      return { time: r.pickupTime, place: r.pickupLocation };
    case 'FoodEstablishmentReservation':
      return { time: r.startTime, place: r.reservationFor };
    case 'EventReservation':
      return { time: r.reservationFor.startDate, place: r.reservationFor.location };
  }
}

/**
 * What makes two sources' reservations the same one: for a flight, its number (without airline,
 * which a boarding pass gives as the operating carrier), departure airport and local date; for a
 * train, its number (else departure station) and local date; for anything else, the type and the
 * local start date and time. Null when the start date is unknown (never merged).
 *
 * @example
 * sameReservationKey(afFlight, zones) // 'FlightReservation|1234|CDG|2026-12-03'
 */
export function sameReservationKey(r: Reservation, zones: ImportZoneResolver): string | null {
  const { time, place } = startOf(r);
  const local = localPlanDateTime(time, placeZone(zones, place));
  if (local.date === '') return null;
  if (r['@type'] === 'FlightReservation') {
    const f = r.reservationFor;
    return `${r['@type']}|${f.flightNumber.replace(/^0+(?=\d)/, '')}|${f.departureAirport.iataCode || f.departureAirport.name.toLowerCase()}|${local.date}`;
  }
  if (r['@type'] === 'TrainReservation') return `${r['@type']}|${r.reservationFor.trainNumber || place.name.toLowerCase()}|${local.date}`;
  return `${r['@type']}|${local.date}|${local.time.slice(0, 5)}`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIMED = /^\d{4}-\d{2}-\d{2}T/;

/** How much a value tells: its non-empty texts and numbers (a date with its time counts twice). */
function richness(v: unknown): number {
  if (typeof v === 'string') return v === '' ? 0 : TIMED.test(v) ? 2 : 1;
  if (typeof v === 'number') return 1;
  if (Array.isArray(v)) return v.reduce((n: number, x: unknown) => n + richness(x), 0);
  if (typeof v === 'object' && v !== null) return Object.values(v).reduce((n: number, x: unknown) => n + richness(x), 0);
  return 0;
}

const blank = (v: unknown) => v === '' || v === null || v === undefined || (Array.isArray(v) && v.length === 0);
// A value `other` knows better: a blank filled, or a date alone (a boarding pass) given its time.
const better = (v: unknown, other: unknown) =>
  !blank(other) && (blank(v) || (typeof v === 'string' && DAY.test(v) && typeof other === 'string' && TIMED.test(other)));

/** `base` with its blanks (empty texts, nulls, empty lists) and bare dates filled from `other`, object by object. */
function completeFrom<T>(base: T, other: unknown): T {
  if (typeof base !== 'object' || base === null || Array.isArray(base) || typeof other !== 'object' || other === null) return base;
  const o = other as Record<string, unknown>;
  const entries = Object.entries(base).map(([k, v]) => [k, better(v, o[k]) ? o[k] : completeFrom(v, o[k])]);
  return Object.fromEntries(entries) as T;
}

/**
 * The reservations of all sources with each one found by two sources kept once: the richer
 * version (more non-empty values; the earlier source on a tie), completed with what only the
 * other gave, at the place of the first. Reservations of one source are never merged together
 * (a mail listing the same flight once per passenger keeps them all).
 *
 * @example
 * mergeFoundReservations([{ reservation: jsonLdFlight, extractor: 'json-ld' }, { reservation: icsFlight, extractor: 'icalendar' }], zones)
 * // [{ reservation: jsonLdFlight (completed from the ICS), extractor: 'json-ld' }]
 */
export function mergeFoundReservations(found: readonly FoundReservation[], zones: ImportZoneResolver): FoundReservation[] {
  const kept: FoundReservation[] = [];
  const byKey = new Map<string, number>();
  for (const item of found) {
    const key = sameReservationKey(item.reservation, zones);
    const at = key === null ? undefined : byKey.get(key);
    const old = at === undefined ? undefined : kept[at];
    if (at === undefined || old === undefined || old.extractor === item.extractor) {
      if (key !== null && at === undefined) byKey.set(key, kept.length);
      kept.push(item);
      continue;
    }
    const [rich, poor] = richness(item.reservation) > richness(old.reservation) ? [item, old] : [old, item];
    kept[at] = { extractor: rich.extractor, reservation: completeFrom(rich.reservation, poor.reservation) };
  }
  return kept;
}
