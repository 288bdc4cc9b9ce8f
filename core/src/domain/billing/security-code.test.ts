import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { securityCodeLength, validateSecurityCode } from './security-code.js';

describe('validateSecurityCode ("Security code must be valid for the card")', () => {
  it('takes 4 digits for American Express and 3 for the others', () => {
    expect(securityCodeLength('amex')).toBe(4);
    expect(validateSecurityCode('1234', 'amex')).toEqual(ok('1234'));
    expect(validateSecurityCode('123', 'amex')).toEqual(err({ kind: 'invalid' }));
    for (const brand of ['visa', 'mastercard', 'discover'] as const) {
      expect(validateSecurityCode(' 123 ', brand), brand).toEqual(ok('123'));
      expect(validateSecurityCode('1234', brand), brand).toEqual(err({ kind: 'invalid' }));
    }
  });
  it('requires a code and refuses non-digits', () => {
    expect(validateSecurityCode('', 'visa')).toEqual(err({ kind: 'required' }));
    expect(validateSecurityCode('12a', 'visa')).toEqual(err({ kind: 'invalid' }));
    expect(validateSecurityCode('1 23', 'visa')).toEqual(err({ kind: 'invalid' }));
  });
  it('accepts 3 or 4 digits while the brand is unknown', () => {
    expect(validateSecurityCode('123', null)).toEqual(ok('123'));
    expect(validateSecurityCode('1234', null)).toEqual(ok('1234'));
    expect(validateSecurityCode('12', null)).toEqual(err({ kind: 'invalid' }));
  });
});
