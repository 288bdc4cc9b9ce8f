import { describe, expect, it } from 'vitest';
import { agencyFromWire, agencyToWire, agencyWire, bookingFieldsFromWire, bookingFieldsToWire, bookingFieldsWire } from './booking-wire.js';
import { EMPTY_BOOKING_FIELDS, EMPTY_SUPPLIER_INFO } from '../../domain/plans/plan-fields.js';

describe('booking wire', () => {
  // "booking_date, booking_rate, booking_site_conf_num, booking_site_name, booking_site_phone,
  // booking_site_email_address, booking_site_url, supplier_conf_num, supplier_contact, supplier_email_address,
  // supplier_name, supplier_phone, supplier_url, is_purchased, notes, restrictions, total_cost, Agency.
  // Read-only: cancellation date time, record_locator, is_{product}_booking, has_possible_cancellation."
  const wire = {
    booking_date: '2026-03-01',
    booking_rate: '120 EUR/night',
    booking_site_conf_num: 'BS1',
    booking_site_name: 'Booker',
    booking_site_phone: '+1 555 0100',
    booking_site_email_address: 'help@booker.example',
    booking_site_url: 'https://booker.example',
    supplier_conf_num: 'SUP9',
    supplier_contact: 'Front desk',
    supplier_email_address: 'desk@grand.example',
    supplier_name: 'Grand Hotel',
    supplier_phone: '+33 1 23',
    supplier_url: 'https://grand.example',
    is_purchased: 'true',
    notes: 'Late arrival',
    restrictions: 'Non-refundable',
    total_cost: '360 EUR',
    Agency: { agency_conf_num: 'AG1', agency_name: 'Acme Travel', agency_phone: '+1 555 0199' },
    cancellation_date_time: '2026-04-01T12:00:00Z',
    record_locator: 'ABC123',
    is_waybook_booking: 'false',
    has_possible_cancellation: 'true',
  };
  it('reads every common field under its client name', () => {
    expect(bookingFieldsFromWire(bookingFieldsWire.parse(wire))).toEqual({
      bookingDate: '2026-03-01',
      bookingRate: '120 EUR/night',
      bookingSiteConfirmationNumber: 'BS1',
      bookingSiteName: 'Booker',
      bookingSitePhone: '+1 555 0100',
      bookingSiteEmailAddress: 'help@booker.example',
      bookingSiteUrl: 'https://booker.example',
      supplierConfirmationNumber: 'SUP9',
      supplierContact: 'Front desk',
      supplierEmailAddress: 'desk@grand.example',
      supplierName: 'Grand Hotel',
      supplierPhone: '+33 1 23',
      supplierUrl: 'https://grand.example',
      isPurchased: true,
      notes: 'Late arrival',
      restrictions: 'Non-refundable',
      totalCost: '360 EUR',
      agency: { ...EMPTY_SUPPLIER_INFO, confirmationNumber: 'AG1', name: 'Acme Travel', phone: '+1 555 0199' },
      cancellationDateTime: '2026-04-01T12:00:00Z',
      recordLocator: 'ABC123',
      isWaybookBooking: false,
      hasPossibleCancellation: true,
    });
  });
  it('writes it back the same way, booleans as strings', () => {
    expect(bookingFieldsToWire(bookingFieldsFromWire(bookingFieldsWire.parse(wire)))).toEqual(wire);
  });
  it('reads missing fields as empty and leaves an empty agency out', () => {
    expect(bookingFieldsFromWire(bookingFieldsWire.parse({}))).toEqual(EMPTY_BOOKING_FIELDS);
    expect(bookingFieldsToWire(EMPTY_BOOKING_FIELDS)).toEqual({
      is_purchased: 'false',
      is_waybook_booking: 'false',
      has_possible_cancellation: 'false',
    });
  });
  it('maps the agency', () => {
    // "Agency / supplier info: confirmationNumber, name, phone, emailAddress, url, contact."
    const agency = { confirmationNumber: 'A', name: 'B', phone: 'C', emailAddress: 'D', url: 'E', contact: 'F' };
    expect(agencyFromWire(agencyWire.parse(agencyToWire(agency)))).toEqual(agency);
  });
  it('refuses a malformed booking date or boolean', () => {
    expect(bookingFieldsWire.safeParse({ booking_date: 'March 1' }).success).toBe(false);
    expect(bookingFieldsWire.safeParse({ is_purchased: 'yes' }).success).toBe(false);
  });
});
