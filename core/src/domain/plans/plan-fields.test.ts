import { describe, expect, it } from 'vitest';
import {
  bookingSiteInfoOf,
  EMPTY_BOOKING_FIELDS,
  EMPTY_PLAN_ADDRESS,
  EMPTY_PLAN_DATE_TIME,
  EMPTY_PLAN_TRAVELER,
  EMPTY_SUPPLIER_INFO,
  supplierInfoOf,
} from './plan-fields.js';

describe('plan fields', () => {
  it('start empty', () => {
    expect(EMPTY_PLAN_DATE_TIME).toMatchObject({ date: '', time: '', timezone: '', isTimeKnown: false });
    expect(EMPTY_PLAN_ADDRESS).toMatchObject({ address: '', latitude: null, longitude: null });
    expect(Object.values(EMPTY_PLAN_TRAVELER).every((v) => v === '')).toBe(true);
    expect(EMPTY_BOOKING_FIELDS.isPurchased).toBe(false);
    expect(EMPTY_BOOKING_FIELDS.agency).toEqual(EMPTY_SUPPLIER_INFO);
  });
  it('gathers the supplier and booking-site fields as "Agency / supplier info"', () => {
    // "Agency / supplier info: confirmationNumber, name, phone, emailAddress, url, contact."
    const booking = {
      ...EMPTY_BOOKING_FIELDS,
      supplierConfirmationNumber: 'S1',
      supplierName: 'Grand Hotel',
      supplierPhone: '+1 555',
      supplierEmailAddress: 'desk@grand.example',
      supplierUrl: 'https://grand.example',
      supplierContact: 'Ann',
      bookingSiteConfirmationNumber: 'B1',
      bookingSiteName: 'Booker',
      bookingSiteUrl: 'https://booker.example',
    };
    expect(supplierInfoOf(booking)).toEqual({
      confirmationNumber: 'S1',
      name: 'Grand Hotel',
      phone: '+1 555',
      emailAddress: 'desk@grand.example',
      url: 'https://grand.example',
      contact: 'Ann',
    });
    expect(bookingSiteInfoOf(booking)).toEqual({
      confirmationNumber: 'B1',
      name: 'Booker',
      phone: '',
      emailAddress: '',
      url: 'https://booker.example',
      contact: '',
    });
  });
});
