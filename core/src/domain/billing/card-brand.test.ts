import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { brandOfTypeCode, CARD_TYPE_CODES, cardBrand, detectCardBrand, normalizeCardNumber } from './card-brand.js';

describe('detectCardBrand (part 3 section 5)', () => {
  it('"Card number brand detection (spaces and dashes ignored)"', () => {
    expect(normalizeCardNumber(' 4111-1111 1111-1111 ')).toBe('4111111111111111');
    expect(detectCardBrand('4111 1111 1111 1111')).toBe('visa');
    expect(detectCardBrand('3782-822463-10005')).toBe('amex');
    expect(detectCardBrand(' 5555-5555-5555-4444 ')).toBe('mastercard');
  });
  it('"starts 34 or 37 is American Express"', () => {
    expect(detectCardBrand('341111111111111')).toBe('amex');
    expect(detectCardBrand('371449635398431')).toBe('amex');
    expect(detectCardBrand('351111111111111')).toBeNull();
    expect(detectCardBrand('361111111111111')).toBeNull();
  });
  it('"51 to 55 or 22 to 27 is Mastercard" (the spec\'s broad 22-27, not only 2221-2720)', () => {
    for (const prefix of ['51', '52', '53', '54', '55', '22', '23', '24', '25', '26', '27']) {
      expect(detectCardBrand(`${prefix}00000000000000`), prefix).toBe('mastercard');
    }
    expect(detectCardBrand('2200000000000000')).toBe('mastercard');
    expect(detectCardBrand('2799000000000000')).toBe('mastercard');
    for (const prefix of ['50', '56', '21', '28']) expect(detectCardBrand(`${prefix}00000000000000`), prefix).toBeNull();
  });
  it('"starts 4 is Visa"', () => {
    expect(detectCardBrand('4')).toBe('visa');
    expect(detectCardBrand('4222222222222')).toBe('visa');
  });
  it('"starts 6011 or 65 is Discover"', () => {
    expect(detectCardBrand('6011111111111117')).toBe('discover');
    expect(detectCardBrand('6500000000000002')).toBe('discover');
    expect(detectCardBrand('6012000000000000')).toBeNull();
    expect(detectCardBrand('6400000000000000')).toBeNull();
  });
  it('recognises nothing else, nor text that is not digits', () => {
    for (const s of ['', '3530111333300000', '6200000000000000', '1234', '0', 'visa', '4111x', '4111.1111']) {
      expect(detectCardBrand(s), s).toBeNull();
    }
  });
});

describe('cardBrand', () => {
  it('"Only Visa, Mastercard, Discover and American Express are accepted"', () => {
    expect(cardBrand('5555 5555 5555 4444')).toEqual(ok('mastercard'));
    expect(cardBrand('3530111333300000')).toEqual(err({ kind: 'unsupported-brand' }));
  });
});

describe('card type codes', () => {
  it('"type_code (V Visa, M Mastercard, A Amex, D Discover)"', () => {
    expect(CARD_TYPE_CODES).toEqual({ visa: 'V', mastercard: 'M', amex: 'A', discover: 'D' });
    expect(brandOfTypeCode('A')).toBe('amex');
    expect(brandOfTypeCode('D')).toBe('discover');
    expect(brandOfTypeCode('X')).toBeNull();
    expect(brandOfTypeCode('toString')).toBeNull();
  });
});
