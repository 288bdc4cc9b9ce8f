import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { cardSuffix, passesLuhn, validateCardNumber } from './card-number.js';

describe('passesLuhn', () => {
  it("accepts the networks' published test numbers and refuses a changed digit", () => {
    for (const n of [
      '4111111111111111',
      '4222222222222',
      '5555555555554444',
      '2221000000000009',
      '378282246310005',
      '371449635398431',
      '6011111111111117',
      '6011000990139424',
    ]) {
      expect(passesLuhn(n), n).toBe(true);
    }
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('378282246310006')).toBe(false);
  });
  it('refuses anything that is not digits', () => {
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4111 1111 1111 1111')).toBe(false);
  });
});

describe('validateCardNumber', () => {
  it('accepts numbers of the four brands with spaces and dashes ("spaces and dashes ignored")', () => {
    expect(validateCardNumber('4111 1111 1111 1111')).toEqual(ok({ digits: '4111111111111111', brand: 'visa' }));
    expect(validateCardNumber('3782-822463-10005')).toEqual(ok({ digits: '378282246310005', brand: 'amex' }));
    expect(validateCardNumber('5555-5555-5555-4444')).toEqual(ok({ digits: '5555555555554444', brand: 'mastercard' }));
    expect(validateCardNumber('6011 1111 1111 1117')).toEqual(ok({ digits: '6011111111111117', brand: 'discover' }));
  });
  it('requires a number', () => {
    expect(validateCardNumber('')).toEqual(err({ kind: 'required' }));
    expect(validateCardNumber(' - ')).toEqual(err({ kind: 'required' }));
  });
  it('"Only Visa, Mastercard, Discover and American Express are accepted"', () => {
    expect(validateCardNumber('3530111333300000')).toEqual(err({ kind: 'unsupported-brand' }));
    expect(validateCardNumber('30569309025904')).toEqual(err({ kind: 'unsupported-brand' }));
  });
  it('refuses a failed check digit, a wrong length or stray characters', () => {
    expect(validateCardNumber('4111 1111 1111 1112')).toEqual(err({ kind: 'invalid-number' }));
    expect(validateCardNumber('41111111111111111')).toEqual(err({ kind: 'invalid-number' }));
    expect(validateCardNumber('3782822463100005')).toEqual(err({ kind: 'invalid-number' }));
    expect(validateCardNumber('4111.1111.1111.1111')).toEqual(err({ kind: 'invalid-number' }));
  });
});

describe('cardSuffix', () => {
  it('gives the last four digits, as cc_suffix', () => {
    expect(cardSuffix('4111 1111 1111 1234')).toBe('1234');
    expect(cardSuffix('12')).toBe('');
  });
});
