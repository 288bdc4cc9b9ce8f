import { describe, it } from 'vitest';
import fc from 'fast-check';
import { isValidEmail } from './email.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, validatePassword, validatePasswordConfirmation } from './password-rules.js';

const anyPassword = fc.string({ unit: 'binary', maxLength: 80 });

describe('password rules: properties', () => {
  it('refuses for length exactly when the code-point count is outside 8..64', () => {
    fc.assert(
      fc.property(anyPassword, (p) => {
        const n = [...p].length;
        const result = validatePassword(p);
        const lengthRefused = !result.ok && result.error.kind === 'length';
        return n === 0 || lengthRefused === (n < PASSWORD_MIN_LENGTH || n > PASSWORD_MAX_LENGTH);
      }),
    );
  });
  it('accepts every in-range password that is not an address, unless it is the most recent one', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 8, maxLength: 30 }), fc.boolean(), (p, recent) => {
        const n = [...p].length;
        fc.pre(n >= PASSWORD_MIN_LENGTH && n <= PASSWORD_MAX_LENGTH && !isValidEmail(p.trim()));
        const result = validatePassword(p, { mostRecentPasswordMatches: recent });
        return recent ? !result.ok && result.error.kind === 'most-recent' : result.ok && result.value === p;
      }),
    );
  });
  it('never accepts a valid e-mail address', () => {
    fc.assert(fc.property(fc.emailAddress(), (e) => !isValidEmail(e) || !validatePassword(e).ok));
  });
  it('a confirmation is accepted exactly when it equals the password', () => {
    fc.assert(
      fc.property(anyPassword, fc.oneof(anyPassword, fc.constant(null)), (p, other) => {
        const confirmation = other ?? p;
        return validatePasswordConfirmation(p, confirmation).ok === (confirmation !== '' && confirmation === p);
      }),
    );
  });
});
