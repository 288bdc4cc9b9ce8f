import { describe, it } from 'vitest';
import fc from 'fast-check';
import { CARD_NUMBER_LENGTHS, passesLuhn, validateCardNumber } from './card-number.js';
import type { CardBrand } from './card-brand.js';

// Check digit computed independently: the digit that makes the doubled-sum a multiple of 10.
function withCheckDigit(payload: string): string {
  const sum = [...payload].reverse().reduce((acc, ch, i) => {
    const d = Number(ch) * (i % 2 === 0 ? 2 : 1);
    return acc + Math.floor(d / 10) + (d % 10);
  }, 0);
  return payload + String((10 - (sum % 10)) % 10);
}

const PREFIXES: Record<CardBrand, readonly string[]> = {
  visa: ['4'],
  mastercard: ['51', '55', '22', '27'],
  amex: ['34', '37'],
  discover: ['6011', '65'],
};
const brand = fc.constantFrom<CardBrand>('visa', 'mastercard', 'amex', 'discover');
const cardOf = (b: CardBrand) =>
  fc
    .tuple(
      fc.constantFrom(...PREFIXES[b]),
      fc.constantFrom(...CARD_NUMBER_LENGTHS[b]),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 18, maxLength: 18 }),
    )
    .map(([prefix, length, fill]) => withCheckDigit((prefix + fill.join('')).slice(0, length - 1)));

describe('card number: properties', () => {
  it('every well-formed number of an accepted brand is valid, with its brand', () => {
    fc.assert(
      fc.property(
        brand.chain((b) => cardOf(b).map((n) => [b, n] as const)),
        ([b, n]) => {
          const r = validateCardNumber(n);
          return r.ok && r.value.brand === b && r.value.digits === n;
        },
      ),
    );
  });
  it('changing any one digit breaks the Luhn check', () => {
    fc.assert(
      fc.property(brand.chain(cardOf), fc.nat(), fc.integer({ min: 1, max: 9 }), (n, at, delta) => {
        const i = at % n.length;
        const changed = n.slice(0, i) + String((Number(n[i]) + delta) % 10) + n.slice(i + 1);
        return passesLuhn(n) && !passesLuhn(changed);
      }),
    );
  });
  it('a valid number is always all digits, of a length its brand issues, and Luhn-valid', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 -x'), maxLength: 22 }), (s) => {
        const r = validateCardNumber(s);
        return !r.ok || (/^\d+$/.test(r.value.digits) && CARD_NUMBER_LENGTHS[r.value.brand].includes(r.value.digits.length) && passesLuhn(r.value.digits));
      }),
    );
  });
});
