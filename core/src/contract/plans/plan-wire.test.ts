import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN_ADDRESS, EMPTY_PLAN_DATE_TIME, EMPTY_PLAN_TRAVELER } from '../../domain/plans/plan-fields.js';
import { PLAN_TYPE_FIELDS } from '../../domain/plans/plan-type-fields.js';
import { PLAN_TYPES } from '../../domain/plans/plan-type.js';
import {
  omitEmptyWireFields,
  planAddressFromWire,
  planAddressToWire,
  planAddressWire,
  planDateTimeFromWire,
  planDateTimeToWire,
  planDateTimeWire,
  planTravelerFromWire,
  planTravelerListWire,
  planTravelersToWire,
  planTravelerToWire,
  planTravelerWire,
  TRAVELER_LIST_KEYS,
} from './plan-wire.js';

describe('plan wire: DateTime', () => {
  // "Date-time: date (format y-MM-dd), time (HH:mm:ss), timezone (the string 'null' means none), UTC offset,
  // preferred timezone, isTimezoneManual, isTimeKnown, isTimezoneKnown."
  it('reads the string null as no timezone and derives the known flags', () => {
    const parsed = planDateTimeWire.parse({ date: '2026-05-01', time: '09:30', timezone: 'null', utc_offset: '-04:00' });
    expect(planDateTimeFromWire(parsed)).toEqual({
      ...EMPTY_PLAN_DATE_TIME,
      date: '2026-05-01',
      time: '09:30:00',
      utcOffset: '-04:00',
      isTimeKnown: true,
      isTimezoneKnown: false,
    });
  });
  it('exchanges booleans as the strings true or false', () => {
    // "booleans are exchanged as the strings true or false"
    const dt = { ...EMPTY_PLAN_DATE_TIME, date: '2026-05-01', timezone: 'Europe/Paris', isTimezoneManual: true, isTimezoneKnown: true };
    expect(planDateTimeToWire(dt)).toEqual({
      date: '2026-05-01',
      timezone: 'Europe/Paris',
      is_timezone_manual: 'true',
      is_time_known: 'false',
      is_timezone_known: 'true',
    });
    expect(planDateTimeFromWire(planDateTimeWire.parse({ is_time_known: true, time: '' })).isTimeKnown).toBe(true);
  });
  it('refuses malformed dates, times and booleans', () => {
    expect(planDateTimeWire.safeParse({ date: '01/05/2026' }).success).toBe(false);
    expect(planDateTimeWire.safeParse({ time: '9:30' }).success).toBe(false);
    expect(planDateTimeWire.safeParse({ is_time_known: 'yes' }).success).toBe(false);
  });
});

describe('plan wire: Address', () => {
  // "Address: address, addr1, addr2, city, state, zip, country, latitude, longitude."
  it('reads every field, coordinates as numbers or numeric strings', () => {
    const wire = {
      address: '1 Main St, Springfield, IL',
      addr1: '1 Main St',
      addr2: 'Suite 2',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'US',
      latitude: '39.78',
      longitude: -89.65,
    };
    expect(planAddressFromWire(planAddressWire.parse(wire))).toEqual({ ...wire, latitude: 39.78, longitude: -89.65 });
    expect(planAddressFromWire(planAddressWire.parse({ latitude: '' })).latitude).toBeNull();
  });
  it('refuses coordinates out of range or not numeric', () => {
    expect(planAddressWire.safeParse({ latitude: 91 }).success).toBe(false);
    expect(planAddressWire.safeParse({ longitude: '-181' }).success).toBe(false);
    expect(planAddressWire.safeParse({ latitude: 'north' }).success).toBe(false);
  });
  it('writes only what is known', () => {
    expect(planAddressToWire({ ...EMPTY_PLAN_ADDRESS, city: 'Oslo', latitude: 59.91 })).toEqual({ city: 'Oslo', latitude: 59.91 });
  });
});

describe('plan wire: Traveler', () => {
  // "first_name, middle_name, last_name, frequent_traveler_num, frequent_traveler_supplier, meal_preference,
  // seat_preference, ticket_num (client names: firstName, ..., ticketNumber)"
  it('maps the wire names to the client names', () => {
    const wire = {
      first_name: 'Ada',
      middle_name: 'K',
      last_name: 'Lovelace',
      frequent_traveler_num: 'FT1',
      frequent_traveler_supplier: 'SkyMiles',
      meal_preference: 'VGML',
      seat_preference: 'aisle',
      ticket_num: '0161234567890',
    };
    const traveler = planTravelerFromWire(planTravelerWire.parse(wire));
    expect(traveler).toEqual({
      firstName: 'Ada',
      middleName: 'K',
      lastName: 'Lovelace',
      frequentTravelerNumber: 'FT1',
      frequentTravelerSupplier: 'SkyMiles',
      mealPreference: 'VGML',
      seatPreference: 'aisle',
      ticketNumber: '0161234567890',
    });
    expect(planTravelerToWire(traveler)).toEqual(wire);
  });
  it('omits an empty list, and reads a lone traveler as a list', () => {
    // "The list is nested under Traveler (air, rail, cruise, transport), Guest (lodging), Attendee (restaurant),
    // Driver (car) or Participant (activity), and is omitted if empty."
    expect(planTravelersToWire([])).toBeUndefined();
    expect(planTravelersToWire([{ ...EMPTY_PLAN_TRAVELER, firstName: 'Ada' }])).toEqual([{ first_name: 'Ada' }]);
    expect(planTravelerListWire.parse(undefined)).toEqual([]);
    expect(planTravelerListWire.parse({ first_name: 'Ada' })).toHaveLength(1);
    expect(TRAVELER_LIST_KEYS).toMatchObject({
      air: 'Traveler',
      rail: 'Traveler',
      cruise: 'Traveler',
      transport: 'Traveler',
      lodging: 'Guest',
      restaurant: 'Attendee',
      car: 'Driver',
      activity: 'Participant',
      note: null,
    });
  });
  it('drops empty fields', () => {
    expect(omitEmptyWireFields({ city: 'Oslo', zip: '', state: undefined, n: 0 })).toEqual({ city: 'Oslo', n: 0 });
  });
});

describe('plan wire: traveler lists', () => {
  it("puts each type's traveler list under a field of that type (PLAN_TYPE_FIELDS)", () => {
    for (const t of PLAN_TYPES) {
      const key = TRAVELER_LIST_KEYS[t];
      if (key !== null) expect(PLAN_TYPE_FIELDS[t].reservation, t).toContain(key);
    }
  });
});
