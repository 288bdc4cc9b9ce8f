import { DateTime, IANAZone } from 'luxon';
import { normalisedTotalCost } from '../money/plan-costs.js';
import { EMPTY_BOOKING_FIELDS, EMPTY_PLAN_ADDRESS, EMPTY_PLAN_DATE_TIME, EMPTY_PLAN_TRAVELER } from '../plans/plan-fields.js';
import type { BookingFields, PlanAddress, PlanDateTime, PlanTraveler } from '../plans/plan-fields.js';
import type { Reservation, ReservationPlace } from './reservation-types.js';

/**
 * Where the time zones of imported plans come from (reference data, synchronous): an airport's
 * zone by IATA code, a place's zone by its name or address text; null when unknown.
 *
 * @example
 * const zones: ImportZoneResolver = { forAirport: (c) => (c === 'CDG' ? 'Europe/Paris' : null), forPlace: () => null };
 */
export interface ImportZoneResolver {
  forAirport(code: string): string | null;
  forPlace(text: string): string | null;
}

const CANONICAL = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}:\d{2})([+-]\d{2}:\d{2})?)?(?:\[([^\]]+)\])?$/;
const valid = (zone: string | null | undefined): string | null => (zone && IANAZone.isValidZone(zone) ? zone : null);

/**
 * A plan date-time LOCAL to the place from a canonical reservation date-time and the place's zone:
 * with an offset and a zone, the instant is shown in that zone ('2026-12-03T09:05:00+00:00' at
 * Paris gives 10:05); without an offset, the time is taken as local time at the place. When the
 * place's zone is unknown, the zone the sender named ('…+01:00[Europe/Paris]', see
 * canonicalDateTime) is used; with neither, the time stays as written (with its offset when it had
 * one). '' gives an empty date-time.
 *
 * @example
 * localPlanDateTime('2026-12-03T10:05:00+01:00', 'Europe/Paris') // { date: '2026-12-03', time: '10:05:00', timezone: 'Europe/Paris', utcOffset: '+01:00', ... }
 */
export function localPlanDateTime(text: string, zone: string | null): PlanDateTime {
  const m = CANONICAL.exec(text);
  if (m === null) return EMPTY_PLAN_DATE_TIME;
  const [, date = '', time, offset, named] = m;
  const known = valid(zone) ?? valid(named);
  const base = { ...EMPTY_PLAN_DATE_TIME, date, timezone: known ?? '', isTimezoneKnown: known !== null };
  if (time === undefined) return base;
  if (known === null) return { ...base, time, utcOffset: offset ?? '', isTimeKnown: true };
  const wall = `${date}T${time}`;
  const at = offset === undefined ? DateTime.fromISO(wall, { zone: known }) : DateTime.fromISO(`${wall}${offset}`, { setZone: true }).setZone(known);
  if (!at.isValid) return { ...base, time, utcOffset: offset ?? '', isTimeKnown: true };
  return { ...base, date: at.toFormat('yyyy-MM-dd'), time: at.toFormat('HH:mm:ss'), utcOffset: at.toFormat('ZZ'), isTimeKnown: true };
}

/**
 * A plan address from a reservation place (its postal address and coordinates).
 *
 * @example
 * planAddressOf(lutetia).city // 'Paris'
 */
export function planAddressOf(place: ReservationPlace): PlanAddress {
  const a = place.address;
  if (a === null && place.geo === null) return EMPTY_PLAN_ADDRESS;
  const cityLine = [a?.postalCode ?? '', a?.addressLocality ?? ''].filter((x) => x !== '').join(' ');
  return {
    ...EMPTY_PLAN_ADDRESS,
    address: [a?.streetAddress ?? '', cityLine, a?.addressRegion ?? '', a?.addressCountry ?? ''].filter((x) => x !== '').join(', '),
    addr1: a?.streetAddress ?? '',
    city: a?.addressLocality ?? '',
    state: a?.addressRegion ?? '',
    zip: a?.postalCode ?? '',
    country: a?.addressCountry ?? '',
    latitude: place.geo?.latitude ?? null,
    longitude: place.geo?.longitude ?? null,
  };
}

/**
 * The zone of a place: an airport's by its code only (a nearby city's zone could be wrong for
 * it), any other place's by its city (with country), its address, then its name.
 *
 * @example
 * placeZone(zones, { ...station, name: 'Madrid Puerta de Atocha' }) // 'Europe/Madrid'
 */
export function placeZone(zones: ImportZoneResolver, place: ReservationPlace): string | null {
  if (place.iataCode !== '') return zones.forAirport(place.iataCode);
  if (place['@type'] === 'Airport') return null;
  const a = place.address;
  const city = a?.addressLocality ?? '';
  const candidates = [city !== '' && a?.addressCountry ? `${city}, ${a.addressCountry}` : '', city, planAddressOf(place).address, place.name];
  for (const text of candidates) {
    const zone = text.trim() === '' ? null : zones.forPlace(text);
    if (zone !== null) return zone;
  }
  return null;
}

/**
 * A traveler from a reservation's person: given and family names when sent, else split from the
 * name ('DUPONT/MARIE' airline style, or the last word as family name).
 *
 * @example
 * travelerOf({ '@type': 'Person', name: 'Marie Dupont', givenName: '', familyName: '' }, '').lastName // 'Dupont'
 */
export function travelerOf(person: Reservation['underName'][number], ticketNumber: string): PlanTraveler {
  let [firstName, lastName] = [person.givenName, person.familyName];
  if (firstName === '' && lastName === '') {
    const slash = /^([^/]+)\/(.+)$/.exec(person.name);
    const words = person.name.split(' ');
    [firstName, lastName] =
      slash !== null ? [slash[2] ?? '', slash[1] ?? ''] : words.length > 1 ? [words.slice(0, -1).join(' '), words.at(-1) ?? ''] : ['', person.name];
  }
  return { ...EMPTY_PLAN_TRAVELER, firstName, lastName, ticketNumber };
}

/**
 * The booking fields of a reservation: confirmation number, supplier (the provider, or
 * `supplierName` when given), booking site (the broker), booking date and the total cost in the
 * stored form ('EUR 310.00'; left out when it cannot be read).
 *
 * @example
 * bookingOf(hotel, 'Hôtel Lutetia').supplierConfirmationNumber // 'LUT-88213'
 */
export function bookingOf(r: Reservation, supplierName = ''): BookingFields {
  const cost = normalisedTotalCost(r.priceCurrency === '' || r.totalPrice === '' ? '' : `${r.priceCurrency} ${r.totalPrice}`);
  return {
    ...EMPTY_BOOKING_FIELDS,
    supplierConfirmationNumber: r.reservationNumber,
    supplierName: supplierName || (r.provider?.name ?? ''),
    supplierPhone: r.provider?.telephone ?? '',
    supplierEmailAddress: r.provider?.email ?? '',
    supplierUrl: r.provider?.url || r.url,
    bookingSiteName: r.broker?.name ?? '',
    bookingSiteUrl: r.broker?.url ?? '',
    bookingSitePhone: r.broker?.telephone ?? '',
    bookingDate: r.bookingTime.slice(0, 10),
    totalCost: cost.ok ? cost.value : '',
  };
}
