import { describe, expect, it } from 'vitest';
import { FULL_ADDRESS_WIRE, FULL_COMMON_WIRE, FULL_DATE_TIME_WIRE, FULL_TRAVELER_WIRE } from '../../../testing/plan-wire-fixtures.js';
import { decodeRestaurant, restaurantToWire } from './restaurant-wire.js';

// Spec: "Restaurant: DateTime, Address, cuisine, dress_code, hours, number_patrons, price_range, supplier contact, travelers (Attendee)."
const WIRE = {
  ...FULL_COMMON_WIRE,
  DateTime: FULL_DATE_TIME_WIRE,
  Address: FULL_ADDRESS_WIRE,
  cuisine: 'Nordic',
  dress_code: 'Smart casual',
  hours: '18-24',
  number_patrons: '4',
  price_range: '$$$',
  Attendee: [FULL_TRAVELER_WIRE, { first_name: 'Bo' }],
};

describe('restaurant wire', () => {
  it('reads every field of the spec', () => {
    const r = decodeRestaurant(WIRE);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const p = r.value;
    expect(p.type).toBe('restaurant');
    expect([p.cuisine, p.dressCode, p.hours, p.numberPatrons, p.priceRange]).toEqual(['Nordic', 'Smart casual', '18-24', '4', '$$$']);
    expect(p.booking.supplierContact).toBe('Desk');
    expect(p.attendees.map((a) => a.firstName)).toEqual(['Ada', 'Bo']);
    expect(p.dateTime.time).toBe('15:00:00');
  });
  it('writes back the same object', () => {
    const r = decodeRestaurant(WIRE);
    if (!r.ok) throw new Error('decode failed');
    expect(JSON.parse(JSON.stringify(restaurantToWire(r.value)))).toEqual(WIRE);
  });
  it('refuses a wrong field type, naming the field', () => {
    const r = decodeRestaurant({ ...WIRE, DateTime: true });
    expect(r.ok ? [] : r.error.issues.map((i) => i.field)).toEqual(['DateTime']);
  });
});
