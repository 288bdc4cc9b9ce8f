import { describe, it } from 'vitest';
import fc from 'fast-check';
import { validateSmsPhone, validateVerificationCode } from './phone-input.js';

describe('phone input: properties', () => {
  it('a code is accepted exactly when, spaces aside, it is 6 digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (text) => {
        const bare = text.replace(/\s/gu, '');
        return validateVerificationCode(text).ok === /^[0-9]{6}$/.test(bare);
      }),
    );
  });
  it('a formatted number of 4 to 15 digits keeps exactly its digits', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 0, max: 9 }).map(String), fc.constantFrom(' ', '-', '.', '(', ')')), { maxLength: 24 }), (chars) => {
        const typed = chars.join('');
        const digits = typed.replace(/\D/gu, '');
        const r = validateSmsPhone({ countryCode: '33', number: typed });
        const valid = digits.length >= 4 && digits.length <= 15;
        return r.ok ? valid && r.value.number === digits : !valid;
      }),
    );
  });
});
