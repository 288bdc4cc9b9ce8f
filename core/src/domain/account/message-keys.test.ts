import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  characterLimitMessage,
  isDigitsOnly,
  NUMBERS_ONLY_MESSAGE,
  REQUIRED_MESSAGE,
  SELECTION_REQUIRED_MESSAGE,
  VALIDATION_KEYS,
  validationMessage,
  type ValidationMessage,
} from './message-keys.js';
import { fullNameRejectedMessage, nameErrorMessage } from './name-rules.js';
import { PASSWORD_REQUIREMENTS_MESSAGE, passwordErrorMessage } from './password-rules.js';
import { emailErrorMessage } from './email.js';
import { dateOfBirthErrorMessage } from './date-of-birth.js';
import { loginThrottledMessage } from './login-throttle.js';
import { dateInputErrorMessage } from '../dates/date-input.js';
import { timeInputErrorMessage } from '../dates/time-input.js';
import { extendsTripMessage, rangeOrderErrorMessage } from '../dates/display-format.js';

// One message for every error variant and helper core has: the UI catalogues are checked against
// VALIDATION_KEYS, so every key produced here must be in it and every key in it must be produced.
const produced: readonly (ValidationMessage | null)[] = [
  REQUIRED_MESSAGE,
  SELECTION_REQUIRED_MESSAGE,
  NUMBERS_ONLY_MESSAGE,
  characterLimitMessage(),
  characterLimitMessage(50),
  nameErrorMessage({ kind: 'required' }),
  nameErrorMessage({ kind: 'special-characters' }),
  nameErrorMessage({ kind: 'too-short', min: 2 }),
  nameErrorMessage({ kind: 'consecutive-identical', count: 3 }),
  nameErrorMessage({ kind: 'names-same' }),
  fullNameRejectedMessage(),
  fullNameRejectedMessage('help@waybook.app'),
  passwordErrorMessage({ kind: 'required' }),
  passwordErrorMessage({ kind: 'length', min: 8, max: 64 }),
  passwordErrorMessage({ kind: 'email' }),
  passwordErrorMessage({ kind: 'most-recent' }),
  passwordErrorMessage({ kind: 'mismatch' }),
  PASSWORD_REQUIREMENTS_MESSAGE,
  emailErrorMessage({ kind: 'invalid' }),
  emailErrorMessage({ kind: 'required' }),
  dateOfBirthErrorMessage({ kind: 'required' }),
  dateOfBirthErrorMessage({ kind: 'invalid' }),
  dateOfBirthErrorMessage({ kind: 'year-too-early', yearAfter: 1925 }),
  dateOfBirthErrorMessage({ kind: 'too-young', years: 16 }),
  dateOfBirthErrorMessage({ kind: 'too-old', year: 1926 }),
  loginThrottledMessage({ kind: 'throttled', retryAfterSeconds: 8 }),
  dateInputErrorMessage({ kind: 'required' }, 'L'),
  dateInputErrorMessage({ kind: 'invalid-format', expected: 'DD/MM/YYYY' }, 'L'),
  dateInputErrorMessage({ kind: 'before-min', min: '2026-01-05' }, 'L'),
  timeInputErrorMessage({ kind: 'invalid-format' }),
  timeInputErrorMessage({ kind: 'required' }),
  rangeOrderErrorMessage({ kind: 'end-before-start', unit: 'date' }),
  rangeOrderErrorMessage({ kind: 'end-before-start', unit: 'time' }),
  extendsTripMessage(2),
];

describe('validation message keys', () => {
  it('are unique and all in the validation namespace', () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
    expect(VALIDATION_KEYS.every((k) => /^validation:[a-zA-Z]+(\.[a-zA-Z]+)?$/.test(k))).toBe(true);
  });
  it('are exactly the keys the mapping functions produce', () => {
    const keys = new Set(produced.flatMap((m) => (m === null ? [] : [m.key])));
    expect([...keys].sort()).toEqual([...VALIDATION_KEYS].sort());
  });
  it('carry values only when there are some', () => {
    expect(validationMessage('validation:required')).toEqual({ key: 'validation:required' });
    expect(characterLimitMessage(50)).toEqual({ key: 'validation:characterLimitOf', values: { number: 50 } });
    expect(characterLimitMessage()).toEqual({ key: 'validation:characterLimit' });
  });
  it('numbers-only fields accept exactly non-empty ASCII digit strings', () => {
    expect(isDigitsOnly('123456')).toBe(true);
    expect(['', '12 34', '１２', '-1', '1.5'].some(isDigitsOnly)).toBe(false);
    fc.assert(fc.property(fc.string(), (s) => isDigitsOnly(s) === (s.length > 0 && [...s].every((c) => c >= '0' && c <= '9'))));
  });
});
