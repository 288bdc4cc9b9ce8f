import { describe, it } from 'vitest';
import fc from 'fast-check';
import { brandOfTypeCode, CARD_TYPE_CODES, detectCardBrand, normalizeCardNumber, type CardBrand } from './card-brand.js';

const digits = (min: number, max: number) => fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((d) => d.join(''));
const separators = fc.array(fc.constantFrom(' ', '-', '  ', ' - '), { maxLength: 5 });

// The spec's rule, written as a table of numeric prefix ranges.
function expectedBrand(number: string): CardBrand | null {
  const two = Number(number.slice(0, 2));
  if (number.length >= 2 && (two === 34 || two === 37)) return 'amex';
  if (number.length >= 2 && ((two >= 51 && two <= 55) || (two >= 22 && two <= 27))) return 'mastercard';
  if (number.startsWith('4')) return 'visa';
  if (number.startsWith('6011') || number.startsWith('65')) return 'discover';
  return null;
}

function sprinkle(number: string, seps: readonly string[]): string {
  let out = number;
  seps.forEach((sep, i) => {
    const at = (i * 7 + 3) % (out.length + 1);
    out = out.slice(0, at) + sep + out.slice(at);
  });
  return out;
}

describe('card brand: properties', () => {
  it('the brand follows the prefix table for every digit string', () => {
    fc.assert(fc.property(digits(1, 19), (n) => detectCardBrand(n) === expectedBrand(n)));
  });
  it('spaces and dashes anywhere never change the brand', () => {
    fc.assert(
      fc.property(digits(1, 19), separators, (n, seps) => {
        const typed = sprinkle(n, seps);
        return normalizeCardNumber(typed) === n && detectCardBrand(typed) === detectCardBrand(n);
      }),
    );
  });
  it('any other character makes the number unrecognisable', () => {
    fc.assert(
      fc.property(digits(1, 19), fc.constantFrom('.', '/', 'a', 'O', '+', '_'), fc.nat(), (n, bad, at) => {
        const i = at % (n.length + 1);
        return detectCardBrand(n.slice(0, i) + bad + n.slice(i)) === null;
      }),
    );
  });
  it('type codes and brands map one to one', () => {
    fc.assert(fc.property(fc.constantFrom<CardBrand>('visa', 'mastercard', 'amex', 'discover'), (b) => brandOfTypeCode(CARD_TYPE_CODES[b]) === b));
  });
});
