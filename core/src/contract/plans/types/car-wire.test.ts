import { describe, expect, it } from 'vitest';
import { FULL_ADDRESS_WIRE, FULL_COMMON_WIRE, FULL_DATE_TIME_WIRE, FULL_TRAVELER_WIRE } from '../../../testing/plan-wire-fixtures.js';
import { decodeCar, carToWire } from './car-wire.js';

// Spec: "Car rental: estimated and actual start and end, start and end location address, name, hours and phone, car_description, car_type, mileage_charges, travelers."
const WIRE = {
  ...FULL_COMMON_WIRE,
  StartDateTime: FULL_DATE_TIME_WIRE,
  EndDateTime: { ...FULL_DATE_TIME_WIRE, date: '2026-05-04' },
  StartLocationAddress: FULL_ADDRESS_WIRE,
  start_location_name: 'OSL Airport',
  start_location_hours: '06-23',
  start_location_phone: '+47 2',
  EndLocationAddress: { ...FULL_ADDRESS_WIRE, city: 'Bergen' },
  end_location_name: 'BGO Airport',
  end_location_hours: '07-22',
  end_location_phone: '+47 3',
  car_description: 'VW Golf or similar',
  car_type: 'Compact',
  mileage_charges: 'Unlimited',
  Driver: [FULL_TRAVELER_WIRE],
};

describe('car wire', () => {
  it('reads every field of the spec', () => {
    const r = decodeCar(WIRE);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const p = r.value;
    expect(p.type).toBe('car');
    expect([p.startLocationName, p.startLocationHours, p.startLocationPhone]).toEqual(['OSL Airport', '06-23', '+47 2']);
    expect([p.endLocationName, p.endLocationHours, p.endLocationPhone, p.endLocationAddress.city]).toEqual(['BGO Airport', '07-22', '+47 3', 'Bergen']);
    expect([p.carDescription, p.carType, p.mileageCharges]).toEqual(['VW Golf or similar', 'Compact', 'Unlimited']);
    expect(p.drivers[0]?.firstName).toBe('Ada');
    expect(p.endDateTime.date).toBe('2026-05-04');
  });
  it('writes back the same object', () => {
    const r = decodeCar(WIRE);
    if (!r.ok) throw new Error('decode failed');
    expect(JSON.parse(JSON.stringify(carToWire(r.value)))).toEqual(WIRE);
  });
  it('refuses a wrong field type, naming the field', () => {
    const r = decodeCar({ ...WIRE, car_type: true });
    expect(r.ok ? [] : r.error.issues.map((i) => i.field)).toEqual(['car_type']);
  });
});
