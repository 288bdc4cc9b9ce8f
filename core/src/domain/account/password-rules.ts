import { err, ok, type Result } from '../result.js';
import { isValidEmail } from './email.js';
import { validationMessage, type ValidationMessage } from './message-keys.js';

/**
 * Fewest characters (Unicode code points) a password may have.
 *
 * @example
 * validatePassword('x'.repeat(PASSWORD_MIN_LENGTH)) // ok
 */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Most characters (Unicode code points) a password may have.
 *
 * @example
 * validatePassword('x'.repeat(PASSWORD_MAX_LENGTH + 1)) // err({ kind: 'length', min: 8, max: 64 })
 */
export const PASSWORD_MAX_LENGTH = 64;

/**
 * Why a new password was refused.
 *
 * @example
 * const e: PasswordError = { kind: 'most-recent' };
 */
export type PasswordError =
  | { readonly kind: 'required' }
  | { readonly kind: 'length'; readonly min: number; readonly max: number }
  | { readonly kind: 'email' }
  | { readonly kind: 'most-recent' };

/**
 * Why a password confirmation was refused.
 *
 * @example
 * const e: PasswordConfirmationError = { kind: 'mismatch' };
 */
export type PasswordConfirmationError = { readonly kind: 'required' } | { readonly kind: 'mismatch' };

/**
 * Checks a new password: 8-64 characters counted as code points (an emoji counts once), not an
 * e-mail address, and not the most recent password. Whether it equals the most recent password
 * is known only to the caller that holds the hash, so it comes in as a flag. Not trimmed.
 *
 * @example
 * validatePassword('correct horse')                                     // ok('correct horse')
 * validatePassword('short')                                             // err({ kind: 'length', min: 8, max: 64 })
 * validatePassword('ada@example.com')                                   // err({ kind: 'email' })
 * validatePassword('correct horse', { mostRecentPasswordMatches: true }) // err({ kind: 'most-recent' })
 */
export function validatePassword(password: string, options: { readonly mostRecentPasswordMatches?: boolean } = {}): Result<string, PasswordError> {
  if (password === '') return err({ kind: 'required' });
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    return err({ kind: 'length', min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  }
  if (isValidEmail(password.trim())) return err({ kind: 'email' });
  if (options.mostRecentPasswordMatches === true) return err({ kind: 'most-recent' });
  return ok(password);
}

/**
 * Checks that the confirmation repeats the password exactly.
 *
 * @example
 * validatePasswordConfirmation('correct horse', 'correct horse') // ok('correct horse')
 * validatePasswordConfirmation('correct horse', 'Correct horse') // err({ kind: 'mismatch' })
 * validatePasswordConfirmation('correct horse', '')              // err({ kind: 'required' })
 */
export function validatePasswordConfirmation(password: string, confirmation: string): Result<string, PasswordConfirmationError> {
  if (confirmation === '') return err({ kind: 'required' });
  return confirmation === password ? ok(password) : err({ kind: 'mismatch' });
}

/**
 * Maps a password or confirmation error to its `validation` message key.
 *
 * @example
 * passwordErrorMessage({ kind: 'mismatch' }) // { key: 'validation:password.mismatch' }
 */
export function passwordErrorMessage(error: PasswordError | PasswordConfirmationError): ValidationMessage {
  switch (error.kind) {
    case 'required':
      return validationMessage('validation:required');
    case 'length':
      return validationMessage('validation:password.length', { min: error.min, max: error.max });
    case 'email':
      return validationMessage('validation:password.notEmail');
    case 'most-recent':
      return validationMessage('validation:password.notRecent');
    case 'mismatch':
      return validationMessage('validation:password.mismatch');
  }
}

/**
 * The message shown when the server refuses a new password it was sent
 * ("New Password doesn't meet requirements. Please try again.").
 *
 * @example
 * t(PASSWORD_REQUIREMENTS_MESSAGE.key)
 */
export const PASSWORD_REQUIREMENTS_MESSAGE: ValidationMessage = validationMessage('validation:password.requirements');
