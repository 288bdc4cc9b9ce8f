import { err, ok, type Result } from '../result.js';
import { parseInternalDate, requireInternalDate } from '../dates/internal-date.js';
import { validationMessage, type ValidationMessage } from './message-keys.js';

/**
 * Youngest age, in full years, the User Agreement allows.
 *
 * @example
 * validateDateOfBirth('2010-06-01', '2026-06-01') // ok: exactly MIN_AGE
 */
export const MIN_AGE = 16;

/**
 * Oldest age, in full years, a date of birth may give.
 *
 * @example
 * validateDateOfBirth('1926-01-01', '2026-12-31') // ok: MAX_AGE
 */
export const MAX_AGE = 100;

/**
 * Why a date of birth was refused. `yearAfter` and `year` both state the earliest allowed birth
 * year (currentYear - 100), once as "after" and once as "or later".
 *
 * @example
 * const e: DateOfBirthError = { kind: 'too-young', years: 16 };
 */
export type DateOfBirthError =
  | { readonly kind: 'required' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'year-too-early'; readonly yearAfter: number }
  | { readonly kind: 'too-young'; readonly years: number }
  | { readonly kind: 'too-old'; readonly year: number };

/**
 * Full years between a birth date and `today` (both y-MM-dd). Someone born on 29 February turns a
 * year older on 1 March in common years. Throws RangeError if either is not an internal date.
 *
 * @example
 * ageOn('2000-06-15', '2026-06-14') // 25
 * ageOn('2000-06-15', '2026-06-15') // 26
 * ageOn('2008-02-29', '2025-02-28') // 16
 */
export function ageOn(dob: string, today: string): number {
  const birth = requireInternalDate(dob);
  const now = requireInternalDate(today);
  const beforeBirthday = now.month < birth.month || (now.month === birth.month && now.day < birth.day);
  return now.year - birth.year - (beforeBirthday ? 1 : 0);
}

/**
 * Checks a date of birth (y-MM-dd) against `today` (y-MM-dd, from the clock; throws RangeError if
 * not an internal date). In order: empty -> required; not a real date -> invalid; older than
 * 100 full years -> too-old; born in currentYear - 101 or earlier (a 100-year-old whose birthday
 * is still to come) -> year-too-early; under 16 full years (or born in the future) -> too-young.
 *
 * @example
 * validateDateOfBirth('1990-04-01', '2026-03-01') // ok('1990-04-01')
 * validateDateOfBirth('1990-02-30', '2026-03-01') // err({ kind: 'invalid' })
 * validateDateOfBirth('1924-07-01', '2026-03-01') // err({ kind: 'too-old', year: 1926 })
 * validateDateOfBirth('1925-06-01', '2026-03-01') // err({ kind: 'year-too-early', yearAfter: 1925 })
 * validateDateOfBirth('2010-03-02', '2026-03-01') // err({ kind: 'too-young', years: 16 })
 */
export function validateDateOfBirth(dob: string, today: string): Result<string, DateOfBirthError> {
  const currentYear = requireInternalDate(today).year;
  const value = dob.trim();
  if (value === '') return err({ kind: 'required' });
  const birth = parseInternalDate(value);
  if (birth === null) return err({ kind: 'invalid' });
  const age = ageOn(value, today);
  if (age > MAX_AGE) return err({ kind: 'too-old', year: currentYear - MAX_AGE });
  if (birth.year <= currentYear - MAX_AGE - 1) return err({ kind: 'year-too-early', yearAfter: currentYear - MAX_AGE - 1 });
  if (age < MIN_AGE) return err({ kind: 'too-young', years: MIN_AGE });
  return ok(value);
}

/**
 * Maps a date-of-birth error to its `validation` message key and values.
 *
 * @example
 * dateOfBirthErrorMessage({ kind: 'too-young', years: 16 })
 * // { key: 'validation:dob.tooYoung', values: { years: 16 } }
 */
export function dateOfBirthErrorMessage(error: DateOfBirthError): ValidationMessage {
  switch (error.kind) {
    case 'required':
      return validationMessage('validation:required');
    case 'invalid':
      return validationMessage('validation:date.invalidFormatPlain');
    case 'year-too-early':
      return validationMessage('validation:dob.yearAfter', { yearAfter: error.yearAfter });
    case 'too-young':
      return validationMessage('validation:dob.tooYoung', { years: error.years });
    case 'too-old':
      return validationMessage('validation:dob.yearOrLater', { year: error.year });
  }
}
