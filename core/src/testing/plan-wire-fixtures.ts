// Plans written as a server sends them, for tests of the domain rules that read clearer with wire
// fixtures: the contract's codec turns them into domain plans here, so the domain itself never
// imports the contract.
import type { Plan } from '../domain/plans/types/plan.js';
import { decodeReservation } from '../contract/plans/types/reservation-codec.js';

/**
 * The typed plan a reservation wrapper (`{ "<Type>Object": {...} }`) decodes to; throws when the
 * codec refuses it (a broken fixture).
 *
 * @example
 * planFromWire({ LodgingObject: { room_type: 'Suite' } }).type // 'lodging'
 */
export function planFromWire(wrapper: unknown): Plan {
  const read = decodeReservation(wrapper);
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  return read.value;
}

/**
 * Every common field (part 2 section 3, "Common reservation fields"), as a server would send them.
 *
 * @example
 * planFromWire({ LodgingObject: FULL_COMMON_WIRE }).booking.supplierName // 'Grand Hotel'
 */
export const FULL_COMMON_WIRE = {
  uuid: 'r1',
  trip_uuid: 't1',
  last_modified: '1760000000',
  is_client_traveler: 'true',
  relative_url: '/trips/t1/lodging/r1',
  display_name: 'Grand Hotel',
  is_display_name_auto_generated: 'false',
  image_url: 'https://img/x.png',
  creator_profile_ref: 'p1',
  booking_date: '2026-04-01',
  booking_rate: '120/night',
  booking_site_conf_num: 'BS1',
  booking_site_name: 'Expedia',
  booking_site_phone: '+1 555',
  booking_site_email_address: 'bs@example.com',
  booking_site_url: 'https://bs',
  supplier_conf_num: 'SC1',
  supplier_contact: 'Desk',
  supplier_email_address: 's@example.com',
  supplier_name: 'Grand Hotel',
  supplier_phone: '+47 1',
  supplier_url: 'https://s',
  is_purchased: 'true',
  notes: 'Late arrival',
  restrictions: 'Non-refundable',
  total_cost: '$360.00',
  Agency: { agency_conf_num: 'AC1', agency_name: 'Acme', agency_phone: '1', agency_email_address: 'a@x', agency_url: 'https://a', agency_contact: 'Bo' },
  cancellation_date_time: '2026-04-30T12:00:00Z',
  record_locator: 'ABC123',
  is_waybook_booking: 'false',
  has_possible_cancellation: 'true',
} as const;

/**
 * A full DateTime object.
 *
 * @example
 * planFromWire({ MapObject: { DateTime: FULL_DATE_TIME_WIRE } })
 */
export const FULL_DATE_TIME_WIRE = {
  date: '2026-05-01',
  time: '15:00:00',
  timezone: 'Europe/Oslo',
  utc_offset: '+02:00',
  preferred_timezone: 'Europe/Oslo',
  is_timezone_manual: 'false',
  is_time_known: 'true',
  is_timezone_known: 'true',
} as const;

/**
 * A full Address object.
 *
 * @example
 * planFromWire({ MapObject: { Address: FULL_ADDRESS_WIRE } })
 */
export const FULL_ADDRESS_WIRE = {
  address: 'Karl Johans gate 31, Oslo',
  addr1: 'Karl Johans gate 31',
  addr2: 'Floor 2',
  city: 'Oslo',
  state: 'Oslo',
  zip: '0159',
  country: 'NO',
  latitude: 59.9133,
  longitude: 10.7389,
} as const;

/**
 * A full traveler item.
 *
 * @example
 * planFromWire({ LodgingObject: { Guest: [FULL_TRAVELER_WIRE] } })
 */
export const FULL_TRAVELER_WIRE = {
  first_name: 'Ada',
  middle_name: 'King',
  last_name: 'Lovelace',
  frequent_traveler_num: 'FT1',
  frequent_traveler_supplier: 'SK',
  meal_preference: 'VGML',
  seat_preference: 'window',
  ticket_num: '0161234567890',
} as const;
