import { describe, it } from 'vitest';
import fc from 'fast-check';
import type { CardBrand } from './card-brand.js';
import { securityCodeLength, validateSecurityCode } from './security-code.js';

const brand = fc.constantFrom<CardBrand | null>('visa', 'mastercard', 'amex', 'discover', null);

describe('security code: properties', () => {
  it("a code is accepted exactly when it is digits of the brand's length", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789a '), maxLength: 6 }), brand, (s, b) => {
        const code = s.trim();
        const lengths = b === null ? [3, 4] : [securityCodeLength(b)];
        const expected = /^\d+$/.test(code) && lengths.includes(code.length);
        const r = validateSecurityCode(s, b);
        return r.ok === expected && (!r.ok || r.value === code);
      }),
    );
  });
});
