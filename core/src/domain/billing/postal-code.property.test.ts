import { describe, it } from 'vitest';
import fc from 'fast-check';
import { MAX_POSTAL_CODE_LENGTH, validatePostalCode } from './postal-code.js';

const allowed = fc.constantFrom(...'ABCXYZabcxyz0123456789 -');
const anyChar = fc.oneof(allowed, fc.constantFrom('#', '.', '_', '/', 'é', '\t', '+'));

describe('postal code: properties', () => {
  it('an accepted code is the trimmed input, short, made of letters, digits, dashes and spaces, with a letter or digit', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyChar, maxLength: 14 }), (s) => {
        const r = validatePostalCode(s);
        if (!r.ok) return true;
        return r.value === s.trim() && r.value.length <= MAX_POSTAL_CODE_LENGTH && /^[A-Za-z0-9 -]+$/.test(r.value) && /[A-Za-z0-9]/.test(r.value);
      }),
    );
  });
  it('every short code of allowed characters holding a letter or digit is accepted', () => {
    fc.assert(
      fc.property(fc.string({ unit: allowed, maxLength: 9 }), fc.constantFrom(...'A9z0'), (s, anchor) => {
        const code = `${anchor}${s}`.trim();
        const r = validatePostalCode(`  ${code} `);
        return r.ok && r.value === code;
      }),
    );
  });
  it('a code holding any other character is refused as invalid', () => {
    fc.assert(
      fc.property(fc.string({ unit: allowed, maxLength: 4 }), fc.constantFrom('#', '.', '_', '/', 'é', '+'), (s, bad) => {
        const r = validatePostalCode(`1${s}${bad}`);
        return !r.ok && r.error.kind === 'invalid';
      }),
    );
  });
});
