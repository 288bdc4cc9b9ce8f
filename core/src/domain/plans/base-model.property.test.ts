import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isEmptyModelValue, modelsEqual, updateKnownFields } from './base-model.js';

const empty = fc.constantFrom('', null, undefined, []);
const leaf = fc.oneof(fc.string(), fc.integer(), fc.boolean(), empty, fc.date({ noInvalidDate: true }));
const model = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.oneof(leaf, fc.array(leaf, { maxLength: 3 })));

describe('base model: properties', () => {
  it('equality is reflexive and symmetric', () => {
    fc.assert(fc.property(model, (m) => modelsEqual(m, structuredClone(m))));
    fc.assert(fc.property(model, model, (a, b) => modelsEqual(a, b) === modelsEqual(b, a)));
  });
  it('any two empty values are equal, and an empty value never equals a non-empty one', () => {
    fc.assert(fc.property(empty, empty, (a, b) => modelsEqual({ x: a }, { x: b }) && modelsEqual({ x: a }, {})));
    fc.assert(fc.property(empty, leaf, (e, v) => modelsEqual(e, v) === isEmptyModelValue(v)));
  });
  it('dates are equal exactly when their milliseconds are', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 0, max: 4e12 }),
        (x, y) => modelsEqual({ at: new Date(x) }, { at: new Date(y) }) === (x === y),
      ),
    );
  });
  it('an update keeps exactly the model keys and takes the known, defined values', () => {
    fc.assert(
      fc.property(model, model, (m, update) => {
        const next = updateKnownFields(m, update);
        expect(Object.keys(next).sort()).toEqual(Object.keys(m).sort());
        for (const key of Object.keys(m)) {
          const sent = Object.hasOwn(update, key) && update[key] !== undefined;
          expect(next[key]).toBe(sent ? update[key] : m[key]);
        }
      }),
    );
  });
  it('an update is idempotent and leaves the model equal to itself when it sends its own values', () => {
    fc.assert(fc.property(model, model, (m, u) => modelsEqual(updateKnownFields(updateKnownFields(m, u), u), updateKnownFields(m, u))));
    fc.assert(fc.property(model, (m) => modelsEqual(updateKnownFields(m, m), m)));
  });
});
