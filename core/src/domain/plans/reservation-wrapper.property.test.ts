import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLAN_TYPE_INFO, PLAN_TYPES, planTypeFromObjectKey } from './plan-type.js';
import { unwrapReservation, wrapReservation } from './reservation-wrapper.js';

const planType = fc.constantFrom(...PLAN_TYPES);
const body = fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 4 });

describe('reservation wrapper: properties', () => {
  it('unwrap undoes wrap for every type and body', () => {
    fc.assert(
      fc.property(planType, body, (t, object) => {
        const wrapped = wrapReservation(t, object);
        if (!wrapped.ok) throw new Error('wrap failed');
        expect(unwrapReservation(wrapped.value)).toEqual({ ok: true, value: { type: t, objectKey: PLAN_TYPE_INFO[t].objectKey, object } });
      }),
    );
  });
  it('succeeds exactly when the object has one known key holding an object', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('AirObject', 'NoteObject')), fc.oneof(body, fc.jsonValue()), { maxKeys: 3 }), (json) => {
        const keys = Object.keys(json);
        const value = keys.length === 1 ? json[keys[0] ?? ''] : undefined;
        const expected =
          keys.length === 1 && planTypeFromObjectKey(keys[0] ?? '') !== null && typeof value === 'object' && value !== null && !Array.isArray(value);
        expect(unwrapReservation(json).ok).toBe(expected);
      }),
    );
  });
  it('names every key when there are several', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 2, maxLength: 5 }), (keys) => {
        fc.pre(!keys.includes('__proto__'));
        const result = unwrapReservation(Object.fromEntries(keys.map((k) => [k, {}])));
        if (result.ok || result.error.kind !== 'several') throw new Error('expected several');
        // Object.keys lists integer-like keys first, so compare as sets.
        expect([...result.error.keys].sort()).toEqual([...keys].sort());
      }),
    );
  });
});
