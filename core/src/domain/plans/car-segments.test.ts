import { describe, expect, it } from 'vitest';
import { carRentalSegments, EMPTY_CAR_LOCATION, isSameDropOffLocation, type CarLocation } from './car-segments.js';
import { EMPTY_PLAN_ADDRESS, EMPTY_PLAN_DATE_TIME } from './plan-fields.js';

const desk: CarLocation = {
  address: { ...EMPTY_PLAN_ADDRESS, address: '1 Airport Rd', city: 'Oslo', latitude: 60.19, longitude: 11.1 },
  name: 'Airport desk',
  hours: '06-23',
  phone: '+47 1234',
};
const day = (date: string) => ({ ...EMPTY_PLAN_DATE_TIME, date });
const car = (endLocation: CarLocation) => ({
  uuid: 'c1',
  startDateTime: day('2026-05-01'),
  endDateTime: day('2026-05-04'),
  startLocation: desk,
  endLocation,
});

describe('car rental segments', () => {
  // "Derived segments: pickup and drop-off; a segment key is its uuid plus pickup or dropoff."
  it('derives pickup and drop-off keyed by uuid plus pickup or dropoff', () => {
    const [pickup, dropOff] = carRentalSegments(car(EMPTY_CAR_LOCATION));
    expect(pickup).toEqual({
      key: 'c1pickup',
      uuid: 'c1',
      isPickup: true,
      dateTime: day('2026-05-01'),
      isEstimated: false,
      location: desk,
      isSameLocation: true,
    });
    expect(dropOff).toMatchObject({ key: 'c1dropoff', isPickup: false, dateTime: day('2026-05-04'), location: desk });
  });
  // "The end location counts as the same as the start when the end details are all empty or identical."
  it('treats an all-empty or identical end location as the start location', () => {
    expect(isSameDropOffLocation(car(EMPTY_CAR_LOCATION))).toBe(true);
    expect(isSameDropOffLocation(car({ ...desk, address: { ...desk.address } }))).toBe(true);
    expect(isSameDropOffLocation(car({ ...EMPTY_CAR_LOCATION, address: { ...EMPTY_PLAN_ADDRESS, latitude: null } }))).toBe(true);
  });
  it('treats any different detail as another place, and shows it on the drop-off', () => {
    const downtown = { ...desk, name: 'Downtown' };
    expect(isSameDropOffLocation(car(downtown))).toBe(false);
    expect(isSameDropOffLocation(car({ ...EMPTY_CAR_LOCATION, phone: '+47 1234' }))).toBe(false);
    const [, dropOff] = carRentalSegments(car(downtown));
    expect(dropOff).toMatchObject({ location: downtown, isSameLocation: false });
  });
});
