import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bookingFieldsFromWire, bookingFieldsToWire, bookingFieldsWire } from './booking-wire.js';
import type { BookingFields, SupplierInfo } from '../../domain/plans/plan-fields.js';

const text = fc.string({ maxLength: 10 });
const supplier: fc.Arbitrary<SupplierInfo> = fc.record({ confirmationNumber: text, name: text, phone: text, emailAddress: text, url: text, contact: text });
const booking: fc.Arbitrary<BookingFields> = fc.record({
  bookingDate: fc.constantFrom('', '2026-03-01'),
  bookingRate: text,
  bookingSiteConfirmationNumber: text,
  bookingSiteName: text,
  bookingSitePhone: text,
  bookingSiteEmailAddress: text,
  bookingSiteUrl: text,
  supplierConfirmationNumber: text,
  supplierContact: text,
  supplierEmailAddress: text,
  supplierName: text,
  supplierPhone: text,
  supplierUrl: text,
  isPurchased: fc.boolean(),
  notes: text,
  restrictions: text,
  totalCost: text,
  agency: supplier,
  cancellationDateTime: text,
  recordLocator: text,
  isWaybookBooking: fc.boolean(),
  hasPossibleCancellation: fc.boolean(),
});

describe('booking wire: properties', () => {
  it('booking fields survive the wire (through JSON)', () => {
    fc.assert(
      fc.property(booking, (b) => {
        expect(bookingFieldsFromWire(bookingFieldsWire.parse(JSON.parse(JSON.stringify(bookingFieldsToWire(b)))))).toEqual(b);
      }),
    );
  });
  it('writes no empty text, and every boolean as "true" or "false"', () => {
    fc.assert(
      fc.property(booking, (b) => {
        const wire = bookingFieldsToWire(b);
        for (const [key, value] of Object.entries(wire)) {
          expect(value, key).not.toBe('');
          if (key.startsWith('is_') || key.startsWith('has_')) expect(['true', 'false']).toContain(value);
        }
      }),
    );
  });
});
