import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { carRentalSegments, EMPTY_CAR_LOCATION, isSameDropOffLocation, type CarLocation } from './car-segments.js';
import { EMPTY_PLAN_ADDRESS } from './plan-fields.js';

const field = fc.constantFrom('', 'A', 'B');
const location: fc.Arbitrary<CarLocation> = fc.record({
  address: fc.record({ city: field, zip: field, latitude: fc.constantFrom(null, 1.5) }).map((a) => ({ ...EMPTY_PLAN_ADDRESS, ...a })),
  name: field,
  hours: field,
  phone: field,
});
const isEmpty = (l: CarLocation) => [l.name, l.hours, l.phone, l.address.city, l.address.zip].every((v) => v === '') && l.address.latitude === null;
const same = (a: CarLocation, b: CarLocation) => JSON.stringify(a) === JSON.stringify(b);

describe('car rental segments: properties', () => {
  it('same location exactly when the end is all empty or identical to the start', () => {
    fc.assert(
      fc.property(location, location, (start, end) => isSameDropOffLocation({ startLocation: start, endLocation: end }) === (isEmpty(end) || same(start, end))),
    );
  });
  it('an empty or copied end location is always the same place', () => {
    fc.assert(
      fc.property(
        location,
        (start) =>
          isSameDropOffLocation({ startLocation: start, endLocation: EMPTY_CAR_LOCATION }) &&
          isSameDropOffLocation({ startLocation: start, endLocation: structuredClone(start) }),
      ),
    );
  });
  it('the drop-off shows the start location when same, else its own', () => {
    fc.assert(
      fc.property(location, location, (start, end) => {
        const [pickup, dropOff] = carRentalSegments({ uuid: 'c', startDateTime: null, endDateTime: null, startLocation: start, endLocation: end });
        expect(pickup.location).toBe(start);
        expect(dropOff.location).toBe(dropOff.isSameLocation ? start : end);
        expect(pickup.isSameLocation).toBe(dropOff.isSameLocation);
      }),
    );
  });
});
