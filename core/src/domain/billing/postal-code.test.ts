import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { MAX_POSTAL_CODE_LENGTH, validateBillingCountry, validatePostalCode } from './postal-code.js';

describe('validatePostalCode ("Zip/postal code required, limited length, letters, numbers, dashes and spaces only")', () => {
  it('accepts postal codes of many countries, trimmed', () => {
    const cases: readonly (readonly [string, string])[] = [
      ['94105', '94105'],
      ['12345-6789', '12345-6789'],
      [' SW1A 1AA ', 'SW1A 1AA'],
      ['K1A 0B1', 'K1A 0B1'],
      ['75008', '75008'],
      ['100-0001', '100-0001'],
      ['1010', '1010'],
      ['d02 x285', 'd02 x285'],
    ];
    for (const [typed, kept] of cases) {
      expect(validatePostalCode(typed), typed).toEqual(ok(kept));
    }
  });
  it('is required', () => {
    expect(validatePostalCode('')).toEqual(err({ kind: 'required' }));
    expect(validatePostalCode('   ')).toEqual(err({ kind: 'required' }));
  });
  it('"letters, numbers, dashes and spaces only" ("Invalid Zip/Postal code.")', () => {
    for (const s of ['75008#', '94105.', 'N1_9GU', '12345/6789', 'Zürich', '- -']) {
      expect(validatePostalCode(s), s).toEqual(err({ kind: 'invalid' }));
    }
  });
  it('"limited length": at most 10 characters', () => {
    expect(MAX_POSTAL_CODE_LENGTH).toBe(10);
    expect(validatePostalCode('1234567890')).toEqual(ok('1234567890'));
    expect(validatePostalCode('12345-67890')).toEqual(err({ kind: 'invalid' }));
  });
});

describe('validateBillingCountry ("Country required")', () => {
  it('requires a country', () => {
    expect(validateBillingCountry('us')).toEqual(ok('US'));
    expect(validateBillingCountry(' ')).toEqual(err({ kind: 'required' }));
  });
});
