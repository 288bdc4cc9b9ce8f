import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIREMENTS_MESSAGE,
  passwordErrorMessage,
  validatePassword,
  validatePasswordConfirmation,
} from './password-rules.js';

const lengthError = err({ kind: 'length', min: 8, max: 64 });

describe('validatePassword', () => {
  it('accepts 8 to 64 characters', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 64]);
    expect(validatePassword('12345678')).toEqual(ok('12345678'));
    expect(validatePassword('x'.repeat(64))).toEqual(ok('x'.repeat(64)));
    expect(validatePassword('1234567')).toEqual(lengthError);
    expect(validatePassword('x'.repeat(65))).toEqual(lengthError);
    expect(validatePassword('')).toEqual(err({ kind: 'required' }));
  });
  it('counts Unicode code points, not UTF-16 units', () => {
    expect(validatePassword('😀😀😀😀')).toEqual(lengthError);
    expect(validatePassword('😀'.repeat(8))).toEqual(ok('😀'.repeat(8)));
    expect(validatePassword('😀'.repeat(64)).ok).toBe(true);
  });
  it('refuses an e-mail address', () => {
    expect(validatePassword('ada@example.com')).toEqual(err({ kind: 'email' }));
    expect(validatePassword(' ada@example.com ')).toEqual(err({ kind: 'email' }));
    expect(validatePassword('ada@example')).toEqual(ok('ada@example'));
  });
  it('refuses the most recent password', () => {
    expect(validatePassword('correct horse', { mostRecentPasswordMatches: true })).toEqual(err({ kind: 'most-recent' }));
    expect(validatePassword('correct horse', { mostRecentPasswordMatches: false })).toEqual(ok('correct horse'));
  });
});

describe('validatePasswordConfirmation', () => {
  it('needs an exact repeat', () => {
    expect(validatePasswordConfirmation('correct horse', 'correct horse')).toEqual(ok('correct horse'));
    expect(validatePasswordConfirmation('correct horse', 'Correct horse')).toEqual(err({ kind: 'mismatch' }));
    expect(validatePasswordConfirmation('correct horse', '')).toEqual(err({ kind: 'required' }));
  });
});

describe('password messages', () => {
  it('maps each error to its key', () => {
    expect(passwordErrorMessage({ kind: 'length', min: 8, max: 64 }).key).toBe('validation:password.length');
    expect(passwordErrorMessage({ kind: 'email' })).toEqual({ key: 'validation:password.notEmail' });
    expect(passwordErrorMessage({ kind: 'most-recent' })).toEqual({ key: 'validation:password.notRecent' });
    expect(passwordErrorMessage({ kind: 'mismatch' })).toEqual({ key: 'validation:password.mismatch' });
    expect(passwordErrorMessage({ kind: 'required' })).toEqual({ key: 'validation:required' });
    expect(PASSWORD_REQUIREMENTS_MESSAGE).toEqual({ key: 'validation:password.requirements' });
  });
});
