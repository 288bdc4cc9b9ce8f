// Shared fast-check arbitraries and helpers for the wire codecs' *.property.test.ts files (alerts, account,
// points, sharing), with a self-check that the generated values are valid.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isInternalDate } from '../domain/dates/internal-date.js';
import { DateTime } from 'luxon';
import type { PointsExpiration } from '../domain/points/expiring-balance.js';
import type { PointsAccount } from './points/points-account-wire.js';
import type { PointsActivity } from './points/points-activity-wire.js';

const firstDay = DateTime.fromISO('1990-01-01', { zone: 'utc' });

/**
 * Test support: fast-check generators of the part 3 wire entities (y-MM-dd dates, or '').
 *
 * @example
 * fc.sample(internalDateArb, 1) // ['2003-07-14']
 */
export const internalDateArb = fc.integer({ min: 0, max: 30_000 }).map((d) => firstDay.plus({ days: d }).toFormat('y-MM-dd'));

/**
 * Test support: a valid Date between 1970 and 2100.
 *
 * @example
 * fc.sample(instantArb, 1)[0] instanceof Date // true
 */
export const instantArb = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });

/**
 * Test support: an amount of points (whole or with two decimals, never -0).
 *
 * @example
 * fc.sample(amountArb, 1) // [1250.5]
 */
export const amountArb = fc.integer({ min: -1_000_000, max: 100_000_000 }).map((n) => (n % 3 === 0 ? n / 100 : n) + 0);

/**
 * Test support: a points activity.
 *
 * @example
 * fc.sample(pointsActivityArb, 1)
 */
export const pointsActivityArb: fc.Arbitrary<PointsActivity> = fc.record({
  date: fc.oneof(fc.constant(''), internalDateArb),
  description: fc.string(),
  base: amountArb,
  bonus: amountArb,
  total: amountArb,
});

/**
 * Test support: a points expiration.
 *
 * @example
 * fc.sample(pointsExpirationArb, 1)
 */
export const pointsExpirationArb: fc.Arbitrary<PointsExpiration> = fc.record({ date: fc.oneof(fc.constant(''), internalDateArb), amount: amountArb });

const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });

/**
 * Test support: a tracked points-program account.
 *
 * @example
 * fc.sample(pointsAccountArb, 1)
 */
export const pointsAccountArb: fc.Arbitrary<PointsAccount> = fc.record({
  id: fc.string(),
  name: fc.string(),
  supplierCode: fc.string(),
  accountNumber: fc.string(),
  nickname: fc.string(),
  url: fc.string(),
  balance: maybe(amountArb),
  lifetimePoints: maybe(amountArb),
  eliteStatus: fc.string(),
  nextStatus: fc.string(),
  ytdQualify: maybe(amountArb),
  needToEarn: maybe(amountArb),
  lastModified: maybe(instantArb),
  lastFetched: maybe(instantArb),
  numActivities: fc.nat(50),
  numExpirations: fc.nat(50),
  errorMessage: fc.string(),
  stateCode: fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 98, 99, 100, 101, 102, 104, 105, 106, 107, 108, 200, 42),
  isDmSupported: fc.boolean(),
  isEditable: fc.boolean(),
  isUserTracked: fc.boolean(),
  isSupported: fc.boolean(),
  securityQuestion: maybe(fc.record({ id: fc.string({ minLength: 1 }), text: fc.string() })),
  activities: fc.array(pointsActivityArb, { maxLength: 3 }),
  expirations: fc.array(pointsExpirationArb, { maxLength: 2 }),
  subAccounts: fc.array(fc.record({ name: fc.string(), accountNumber: fc.string(), balance: maybe(amountArb) }), { maxLength: 2 }),
});

/**
 * Test support: extra wire keys that are not among `known` (to show unknown keys are ignored).
 *
 * @example
 * fc.sample(unknownKeysArb(['uuid']), 1) // [{ zz: [1] }]
 */
export function unknownKeysArb(known: readonly string[]): fc.Arbitrary<Record<string, fc.JsonValue>> {
  const taken = new Set(known);
  return fc.dictionary(
    fc.string().filter((k) => !taken.has(k) && k !== '__proto__'),
    fc.jsonValue(),
    { maxKeys: 4 },
  );
}

/**
 * Test support: a value after JSON.stringify and JSON.parse, as it arrives over HTTP.
 *
 * @example
 * viaJson({ a: undefined }) // {}
 */
export function viaJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

describe('part 3 arbitraries', () => {
  it('generate valid internal dates, valid instants and amounts that survive JSON', () => {
    fc.assert(
      fc.property(internalDateArb, instantArb, amountArb, (d, t, n) => {
        expect(isInternalDate(d)).toBe(true);
        expect(Number.isNaN(t.getTime())).toBe(false);
        expect(viaJson(n)).toBe(n);
      }),
    );
  });
  it('never generate a known key as an unknown one', () => {
    fc.assert(fc.property(unknownKeysArb(['a', 'b']), (extra) => !('a' in extra) && !('b' in extra)));
  });
});
