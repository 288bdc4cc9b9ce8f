import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PlanAddress, PlanDateTime, PlanTraveler } from '../../domain/plans/plan-fields.js';
import {
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
} from './plan-wire.js';

// Wire text never carries the string 'null' as a value, which means "none" for timezones.
const text = fc.string({ maxLength: 12 }).filter((s) => s !== 'null');
const two = (max: number, min = 0) => fc.integer({ min, max }).map((n) => String(n).padStart(2, '0'));
const dateTime: fc.Arbitrary<PlanDateTime> = fc.record({
  date: fc.oneof(
    fc.constant(''),
    fc.tuple(fc.integer({ min: 1000, max: 9999 }), two(12, 1), two(28, 1)).map(([y, m, d]) => `${y}-${m}-${d}`),
  ),
  time: fc.oneof(
    fc.constant(''),
    fc.tuple(two(23), two(59), two(59)).map((p) => p.join(':')),
  ),
  timezone: text,
  utcOffset: text,
  preferredTimezone: text,
  isTimezoneManual: fc.boolean(),
  isTimeKnown: fc.boolean(),
  isTimezoneKnown: fc.boolean(),
});
const coordinate = (limit: number) => fc.option(fc.double({ min: -limit, max: limit, noNaN: true }).map((v) => (Object.is(v, -0) ? 0 : v)));
const address: fc.Arbitrary<PlanAddress> = fc.record({
  address: text,
  addr1: text,
  addr2: text,
  city: text,
  state: text,
  zip: text,
  country: text,
  latitude: coordinate(90),
  longitude: coordinate(180),
});
const traveler: fc.Arbitrary<PlanTraveler> = fc.record({
  firstName: text,
  middleName: text,
  lastName: text,
  frequentTravelerNumber: text,
  frequentTravelerSupplier: text,
  mealPreference: text,
  seatPreference: text,
  ticketNumber: text,
});
// What goes on the wire goes through JSON.
const viaJson = <T>(v: T): unknown => JSON.parse(JSON.stringify(v));

describe('plan wire: properties', () => {
  it('a date-time survives the wire', () => {
    fc.assert(
      fc.property(dateTime, (dt) => {
        expect(planDateTimeFromWire(planDateTimeWire.parse(viaJson(planDateTimeToWire(dt))))).toEqual(dt);
      }),
    );
  });
  it('booleans go out as the strings true or false', () => {
    fc.assert(
      fc.property(dateTime, (dt) => {
        const wire = planDateTimeToWire(dt);
        for (const key of ['is_timezone_manual', 'is_time_known', 'is_timezone_known'] as const) expect(['true', 'false']).toContain(wire[key]);
      }),
    );
  });
  it('an address survives the wire', () => {
    fc.assert(
      fc.property(address, (a) => {
        expect(planAddressFromWire(planAddressWire.parse(viaJson(planAddressToWire(a))))).toEqual(a);
      }),
    );
  });
  it('a traveler list survives the wire, and an empty one is left out', () => {
    fc.assert(
      fc.property(fc.array(traveler, { maxLength: 4 }), (list) => {
        const wire = planTravelersToWire(list);
        expect(wire === undefined).toBe(list.length === 0);
        expect(planTravelerListWire.parse(viaJson(wire ?? null) ?? undefined).map(planTravelerFromWire)).toEqual(list);
      }),
    );
  });
  it('no empty text is written', () => {
    fc.assert(fc.property(traveler, (t) => Object.values(planTravelerToWire(t)).every((v) => v !== '')));
    fc.assert(
      fc.property(traveler, (t) => {
        expect(planTravelerFromWire(planTravelerWire.parse(planTravelerToWire(t)))).toEqual(t);
      }),
    );
  });
});
