import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { phoneInputMessage, validateSmsPhone, validateVerificationCode, VERIFICATION_CODE_LENGTH } from './phone-input.js';

describe('phone number and verification code', () => {
  it('takes a country code and the number digits', () => {
    expect(validateSmsPhone({ countryCode: '+1', number: '(555) 010-0199' })).toEqual(ok({ countryCode: '1', number: '5550100199' }));
    expect(validateSmsPhone({ countryCode: '', number: '5550100199' })).toEqual(err({ kind: 'country-required' }));
    expect(validateSmsPhone({ countryCode: '44', number: ' ' })).toEqual(err({ kind: 'required' }));
    expect(validateSmsPhone({ countryCode: '44', number: '555-CALL' })).toEqual(err({ kind: 'numbers-only' }));
    expect(validateSmsPhone({ countryCode: '44', number: '123' })).toEqual(err({ kind: 'bad-number' }));
    expect(validateSmsPhone({ countryCode: '44', number: '1234567890123456' })).toEqual(err({ kind: 'bad-number' }));
  });
  it('"Phone verification code has a fixed number of digits (count not shown)."', () => {
    expect(VERIFICATION_CODE_LENGTH).toBe(6);
    expect(validateVerificationCode(' 123 456 ')).toEqual(ok('123456'));
    expect(validateVerificationCode('12345')).toEqual(err({ kind: 'code-length' }));
    expect(validateVerificationCode('12a456')).toEqual(err({ kind: 'numbers-only' }));
    expect(validateVerificationCode('')).toEqual(err({ kind: 'required' }));
  });
  it('uses the generic messages ("Please enter numbers only.", "This field is required.", "Selection required.")', () => {
    expect(phoneInputMessage({ kind: 'numbers-only' })).toEqual({ key: 'validation:numbersOnly' });
    expect(phoneInputMessage({ kind: 'required' })).toEqual({ key: 'validation:required' });
    expect(phoneInputMessage({ kind: 'country-required' })).toEqual({ key: 'validation:selectionRequired' });
    expect(phoneInputMessage({ kind: 'bad-number' })).toEqual({ key: 'notifications:sms.badPhoneNumber' });
    expect(phoneInputMessage({ kind: 'code-length' })).toEqual({ key: 'notifications:sms.codeLength', values: { digits: 6 } });
  });
});
