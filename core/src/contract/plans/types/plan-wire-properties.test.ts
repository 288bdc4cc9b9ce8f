// Wire property helpers shared by the typed plan codecs' property tests (*-wire.property.test.ts of
// this folder), with a self-check that the domain arbitraries of the common fields are canonical.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Result } from '../../../domain/result.js';
import { common } from '../../../domain/plans/types/plan-arbitraries.test.js';
import { planCommonFromWire, planCommonToWire, planCommonWire, type PlanObjectError } from './plan-object-wire.js';

/** Domain -> wire -> JSON text -> parse -> domain. */
export function throughJson<T>(toWire: (p: T) => unknown, decode: (o: unknown) => Result<T, PlanObjectError>, p: T): Result<T, PlanObjectError> {
  return decode(JSON.parse(JSON.stringify(toWire(p))));
}

/** A value of the wrong type for any wire field: every field rejects null and a list of booleans. */
export const wrongValue = fc.constantFrom<unknown>(null, [true], [null]);

/** Asserts that setting `field` to a wrong value fails with an issue naming that field. */
export function expectFieldNamed(result: Result<unknown, PlanObjectError>, field: string): void {
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(
    result.error.issues.some((i) => i.field === field || i.field.startsWith(`${field}.`)),
    JSON.stringify(result.error.issues),
  ).toBe(true);
}

/**
 * Registers the two wire properties of one typed object: the round trip through JSON, and that a
 * wrong value in any field of the schema fails with an issue naming that field.
 */
export function itRoundTripsAndNamesBadFields<T>(opts: {
  readonly plan: fc.Arbitrary<T>;
  readonly toWire: (p: T) => object;
  readonly decode: (o: unknown) => Result<T, PlanObjectError>;
  readonly fields: readonly string[];
}): void {
  it('round-trips: domain -> wire -> JSON -> parse -> domain equals the original', () => {
    fc.assert(
      fc.property(opts.plan, (p) => {
        expect(throughJson(opts.toWire, opts.decode, p)).toEqual({ ok: true, value: p });
      }),
    );
  });
  it('a field of the wrong type fails with an error naming that field', () => {
    fc.assert(
      fc.property(opts.plan, fc.constantFrom(...opts.fields), wrongValue, (p, field, bad) => {
        const wire = { ...(JSON.parse(JSON.stringify(opts.toWire(p))) as object), [field]: bad };
        expectFieldNamed(opts.decode(wire), field);
      }),
    );
  });
}

describe('plan arbitraries', () => {
  it('produce canonical common fields (they survive the wire unchanged)', () => {
    fc.assert(
      fc.property(common, (c) => {
        expect(planCommonFromWire(planCommonWire.parse(JSON.parse(JSON.stringify(planCommonToWire(c)))))).toEqual(c);
      }),
    );
  });
});
