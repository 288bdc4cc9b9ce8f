import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { LocalDateTime } from '../../domain/flights/local-date-time.js';
import { SEAT_AREAS, SEAT_LOCATIONS } from '../../domain/flights/seat-preferences.js';
import type { SeatTrackerSubscription } from '../../domain/flights/seat-tracker-subscription.js';
import { seatTrackerSubscriptionFromWire, seatTrackerSubscriptionToWire, seatTrackerSubscriptionWire } from './seat-tracker-wire.js';

/** What a JSON body carries: the encoder's output after JSON.stringify/parse. */
const overJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const pad = (n: number) => String(n).padStart(2, '0');
const localDateTime: fc.Arbitrary<LocalDateTime> = fc.record({
  date: fc
    .tuple(fc.integer({ min: 2000, max: 2040 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
    .map(([y, m, d]) => `${y}-${pad(m)}-${pad(d)}`),
  time: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h)}:${pad(m)}:00`),
  timezone: fc.constantFrom(null, 'UTC', 'Europe/Paris', 'America/Chicago'),
});
const text = fc.string({ maxLength: 6 });
const seatRef = fc.record({ row: fc.integer({ min: 1, max: 999 }), letter: fc.constantFrom('A', 'F', 'K') });
const subscription: fc.Arbitrary<SeatTrackerSubscription> = fc.record({
  uuid: text,
  tripItemUuid: text,
  displayName: text,
  description: text,
  seats: fc.uniqueArray(seatRef, { selector: (s) => `${s.row}${s.letter}`, maxLength: 4 }),
  deactivationCode: text,
  lastUpdatedTimestamp: fc.option(fc.nat(), { nil: null }),
  search: fc.option(
    fc.record({
      id: text,
      departure: fc.option(localDateTime, { nil: null }),
      arrival: fc.option(localDateTime, { nil: null }),
      startAirportCode: text,
      endAirportCode: text,
      airlineCode: text,
      flightNumber: text,
    }),
    { nil: null },
  ),
  matches: fc.record({ numMatches: fc.nat(9), seats: fc.array(fc.record({ index: fc.nat(9), seat: seatRef }), { maxLength: 3 }) }),
  criteria: fc.record({
    qualifier: text,
    seatPreferences: fc.subarray([...SEAT_LOCATIONS]),
    areaPreferences: fc.subarray([...SEAT_AREAS]),
    shouldFindFirstClass: fc.boolean(),
    shouldFindPremiumSeats: fc.boolean(),
    shouldFindEconomySeats: fc.boolean(),
    shouldFindExitRow: fc.boolean(),
    shouldFindBulkheadRow: fc.boolean(),
    adjacentSeatAmount: fc.constantFrom(1, 2, 3, 4 as const),
    individualSeat: fc.boolean(),
  }),
});

describe('seat tracker subscription wire: properties', () => {
  it('a subscription survives domain -> wire -> JSON -> schema -> domain', () => {
    fc.assert(
      fc.property(subscription, (s) => {
        const back = seatTrackerSubscriptionFromWire(seatTrackerSubscriptionWire.parse(overJson(seatTrackerSubscriptionToWire(s))));
        return back.ok && same(back.value, s);
      }),
    );
  });
  it('an adjacent amount outside 1 to 4 is always refused, naming the field', () => {
    fc.assert(
      fc.property(subscription, fc.integer({ min: -5, max: 50 }), (s, n) => {
        fc.pre(n < 1 || n > 4);
        const wire = { ...seatTrackerSubscriptionToWire(s), Criteria: { adjacent_seat_amount: n } };
        const back = seatTrackerSubscriptionFromWire(seatTrackerSubscriptionWire.parse(overJson(wire)));
        return !back.ok && back.error.field === 'Criteria.adjacent_seat_amount';
      }),
    );
  });
});
