import { z } from 'zod';
import { toWireBoolean, wireBoolean } from '../wire.js';
import { wireCalendarDate } from '../wire-calendar.js';
import type { BookingFields, SupplierInfo } from '../../domain/plans/plan-fields.js';
import { omitEmptyWireFields, planWireText } from './plan-wire.js';

const text = planWireText;
const flag = wireBoolean.optional().transform((v) => v ?? false);

/**
 * The Agency object on the wire. Its field names follow the supplier ones with an agency_ prefix
 * (the spec lists the client names only: confirmationNumber, name, phone, emailAddress, url, contact).
 *
 * @example
 * agencyWire.parse({ agency_name: 'Acme Travel', agency_conf_num: 'AC123' })
 */
export const agencyWire = z.object({
  agency_conf_num: text,
  agency_name: text,
  agency_phone: text,
  agency_email_address: text,
  agency_url: text,
  agency_contact: text,
});

/**
 * The common booking fields of every typed reservation object on the wire (part 2 section 3). The
 * read-only ones (cancellation_date_time, record_locator, is_waybook_booking,
 * has_possible_cancellation) are read like the others; a server ignores them on write. Missing text
 * reads as '', a missing boolean as false.
 *
 * @example
 * bookingFieldsWire.parse({ supplier_name: 'Grand Hotel', is_purchased: 'true', Agency: { agency_name: 'Acme' } })
 */
export const bookingFieldsWire = z.object({
  booking_date: wireCalendarDate.optional(),
  booking_rate: text,
  booking_site_conf_num: text,
  booking_site_name: text,
  booking_site_phone: text,
  booking_site_email_address: text,
  booking_site_url: text,
  supplier_conf_num: text,
  supplier_contact: text,
  supplier_email_address: text,
  supplier_name: text,
  supplier_phone: text,
  supplier_url: text,
  is_purchased: flag,
  notes: text,
  restrictions: text,
  total_cost: text,
  Agency: agencyWire.optional(),
  cancellation_date_time: text,
  record_locator: text,
  is_waybook_booking: flag,
  has_possible_cancellation: flag,
});

// Domain text field -> wire field, for the fields that are plain text on both sides.
const TEXT_FIELDS = {
  bookingRate: 'booking_rate',
  bookingSiteConfirmationNumber: 'booking_site_conf_num',
  bookingSiteName: 'booking_site_name',
  bookingSitePhone: 'booking_site_phone',
  bookingSiteEmailAddress: 'booking_site_email_address',
  bookingSiteUrl: 'booking_site_url',
  supplierConfirmationNumber: 'supplier_conf_num',
  supplierContact: 'supplier_contact',
  supplierEmailAddress: 'supplier_email_address',
  supplierName: 'supplier_name',
  supplierPhone: 'supplier_phone',
  supplierUrl: 'supplier_url',
  notes: 'notes',
  restrictions: 'restrictions',
  totalCost: 'total_cost',
  cancellationDateTime: 'cancellation_date_time',
  recordLocator: 'record_locator',
} as const satisfies Partial<Record<keyof BookingFields, keyof z.output<typeof bookingFieldsWire>>>;

type TextField = keyof typeof TEXT_FIELDS;

/**
 * Wire agency to domain supplier info.
 *
 * @example
 * agencyFromWire(agencyWire.parse({ agency_name: 'Acme' })).name // 'Acme'
 */
export function agencyFromWire(w: z.output<typeof agencyWire>): SupplierInfo {
  return {
    confirmationNumber: w.agency_conf_num,
    name: w.agency_name,
    phone: w.agency_phone,
    emailAddress: w.agency_email_address,
    url: w.agency_url,
    contact: w.agency_contact,
  };
}

/**
 * Domain agency to wire, empty fields left out.
 *
 * @example
 * agencyToWire({ ...EMPTY_SUPPLIER_INFO, name: 'Acme' }) // { agency_name: 'Acme' }
 */
export function agencyToWire(a: SupplierInfo): z.input<typeof agencyWire> {
  return omitEmptyWireFields({
    agency_conf_num: a.confirmationNumber,
    agency_name: a.name,
    agency_phone: a.phone,
    agency_email_address: a.emailAddress,
    agency_url: a.url,
    agency_contact: a.contact,
  });
}

/**
 * Wire booking fields to domain; a missing Agency is an empty one.
 *
 * @example
 * bookingFieldsFromWire(bookingFieldsWire.parse({ supplier_conf_num: 'X1', is_purchased: 'true' }))
 * // { ...EMPTY_BOOKING_FIELDS, supplierConfirmationNumber: 'X1', isPurchased: true }
 */
export function bookingFieldsFromWire(w: z.output<typeof bookingFieldsWire>): BookingFields {
  const texts = Object.fromEntries(Object.entries(TEXT_FIELDS).map(([domainKey, wireKey]) => [domainKey, w[wireKey]])) as Record<TextField, string>;
  return {
    ...texts,
    bookingDate: w.booking_date ?? '',
    isPurchased: w.is_purchased,
    agency: agencyFromWire(agencyWire.parse(w.Agency ?? {})),
    isWaybookBooking: w.is_waybook_booking,
    hasPossibleCancellation: w.has_possible_cancellation,
  };
}

/**
 * Domain booking fields to wire: empty text left out, booleans as "true"/"false", Agency left out
 * when all its fields are empty.
 *
 * @example
 * bookingFieldsToWire({ ...EMPTY_BOOKING_FIELDS, supplierName: 'Hertz' })
 * // { supplier_name: 'Hertz', is_purchased: 'false', is_waybook_booking: 'false', has_possible_cancellation: 'false' }
 */
export function bookingFieldsToWire(b: BookingFields): z.input<typeof bookingFieldsWire> {
  const texts = Object.fromEntries(Object.entries(TEXT_FIELDS).map(([domainKey, wireKey]) => [wireKey, b[domainKey as TextField]]));
  const agency = agencyToWire(b.agency);
  return {
    ...omitEmptyWireFields({ ...texts, booking_date: b.bookingDate }),
    is_purchased: toWireBoolean(b.isPurchased),
    ...(Object.keys(agency).length === 0 ? {} : { Agency: agency }),
    is_waybook_booking: toWireBoolean(b.isWaybookBooking),
    has_possible_cancellation: toWireBoolean(b.hasPossibleCancellation),
  };
}
