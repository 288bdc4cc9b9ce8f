import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateFullName, validateName } from './name-rules.js';

// Names made of distinct-neighbour letters: never a run, never a special character.
const letters = 'abcdefghjklmnopqrstuvwxyzéßøДж山';
const noRunName = fc
  .array(fc.constantFrom(...letters), { minLength: 2, maxLength: 20 })
  .map((chars) => chars.filter((ch, i) => i === 0 || ch !== chars[i - 1]).join(''))
  .filter((s) => [...s].length >= 2);
const forbidden = fc.constantFrom('!', '@', '#', '1', '9', '_', '/', '\t', '😀', '$', '?', '<');

describe('name rules: properties', () => {
  it('accepts any name of at least 2 letters with no repeated neighbours', () => {
    fc.assert(fc.property(noRunName, (name) => validateName(name).ok));
  });
  it('refuses a name as soon as it holds one special character', () => {
    fc.assert(
      fc.property(noRunName, forbidden, fc.nat(), (name, bad, at) => {
        // Inside the name: a special character at either end could be trimmed away as whitespace.
        const i = 1 + (at % (name.length - 1));
        const result = validateName(name.slice(0, i) + bad + name.slice(i));
        return !result.ok && result.error.kind === 'special-characters';
      }),
    );
  });
  it('refuses a run of 3 of any non-i letter and of 4 i, whatever the case', () => {
    fc.assert(
      fc.property(noRunName, fc.constantFrom('a', 'B', 'é', 'Д', 'i', 'I'), fc.boolean(), (name, ch, upper) => {
        const limit = ch.toLowerCase() === 'i' ? 4 : 3;
        const run = Array.from({ length: limit }, (_, k) => (upper && k % 2 === 0 ? ch.toUpperCase() : ch.toLowerCase()));
        const result = validateName(`${name} ${run.join('')}`);
        expect(result).toEqual({ ok: false, error: { kind: 'consecutive-identical', count: limit } });
      }),
    );
  });
  it('lets the letter i repeat three times', () => {
    fc.assert(fc.property(noRunName, (name) => validateName(`${name} Kiii`).ok || /k$/i.test(name)));
  });
  it('is case-insensitive in what it accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (name) => {
        expect(validateName(name.toUpperCase()).ok).toBe(validateName(name.toLowerCase()).ok);
      }),
    );
  });
  it('never accepts the same first and last name, and marks the same fields either way round', () => {
    fc.assert(
      fc.property(noRunName, (name) => {
        // Upper-casing can create a run ('sß' -> 'SSS'); such a last name fails on its own.
        fc.pre(validateName(name.toUpperCase()).ok);
        const result = validateFullName(name, ` ${name.toUpperCase()} `);
        return !result.ok && result.error.field === 'both';
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        const ab = validateFullName(a, b);
        const ba = validateFullName(b, a);
        if (ab.ok || ba.ok) return ab.ok === ba.ok;
        const flip = { first: 'last', last: 'first', both: 'both' } as const;
        return flip[ab.error.field] === ba.error.field;
      }),
    );
  });
});
