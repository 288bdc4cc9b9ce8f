import { err, ok, type Result } from '../result.js';
import { validationMessage, type ValidationMessage } from './message-keys.js';

/**
 * Fewest letters a name may have once separators are stripped.
 *
 * @example
 * validateName('Al') // ok: exactly NAME_MIN_LETTERS letters
 */
export const NAME_MIN_LETTERS = 2;

/**
 * Shortest run of one character that is refused (case-insensitive); see {@link NAME_REPEAT_LIMIT_I}.
 *
 * @example
 * validateName('Aaa') // err({ kind: 'consecutive-identical', count: NAME_REPEAT_LIMIT })
 */
export const NAME_REPEAT_LIMIT = 3;

/**
 * Shortest refused run of the letter i, which is often doubled or tripled (Hawaiian names, roman numerals).
 *
 * @example
 * validateName('Kiiia')  // ok
 * validateName('Kiiiia') // err({ kind: 'consecutive-identical', count: NAME_REPEAT_LIMIT_I })
 */
export const NAME_REPEAT_LIMIT_I = 4;

/**
 * Why a single name was refused.
 *
 * @example
 * const e: NameError = { kind: 'consecutive-identical', count: 3 };
 */
export type NameError =
  | { readonly kind: 'required' }
  | { readonly kind: 'special-characters' }
  | { readonly kind: 'too-short'; readonly min: number }
  | { readonly kind: 'consecutive-identical'; readonly count: 3 | 4 };

/**
 * A per-field error of a full name: a single-name error, or the two names being the same.
 *
 * @example
 * const e: FullNameFieldError = { kind: 'names-same' };
 */
export type FullNameFieldError = NameError | { readonly kind: 'names-same' };

/**
 * Why a first + last name pair was refused; `field` says which input to mark.
 *
 * @example
 * const e: FullNameError = { field: 'last', first: null, last: { kind: 'required' } };
 */
export type FullNameError = {
  readonly field: 'first' | 'last' | 'both';
  readonly first: FullNameFieldError | null;
  readonly last: FullNameFieldError | null;
};

// Letters and combining marks of any script plus the separators a name may contain.
const ALLOWED = /^[\p{L}\p{M} '’\-.,]*$/u;
const SEPARATORS = /[ '’\-.,]/gu;
const LETTER = /\p{L}/u;

function firstRepeatViolation(name: string): 3 | 4 | null {
  let previous = '';
  let run = 0;
  for (const ch of name.toLowerCase()) {
    run = ch === previous ? run + 1 : 1;
    previous = ch;
    const limit = ch === 'i' ? NAME_REPEAT_LIMIT_I : NAME_REPEAT_LIMIT;
    if (run >= limit) return limit;
  }
  return null;
}

// Upper- then lower-casing approximates Unicode case folding, so 'ß' and 'SS' compare equal.
function caseFold(s: string): string {
  return s.toUpperCase().toLowerCase();
}

function letterCount(name: string): number {
  return [...name.replace(SEPARATORS, '')].filter((ch) => LETTER.test(ch)).length;
}

/**
 * Checks one name (first, middle or last). The name is trimmed and NFC-normalised first so that
 * a letter typed as base + accent counts once. Checks run in order: required, allowed characters
 * (letters of any script, space, ' ’ - . ,), at least 2 letters, no run of 3 identical characters
 * (case-insensitive; 4 for the letter i).
 *
 * @example
 * validateName('Anne-Marie')  // ok('Anne-Marie')
 * validateName('R2D2')        // err({ kind: 'special-characters' })
 * validateName('J.')          // err({ kind: 'too-short', min: 2 })
 * validateName('Aaron Aaa')   // err({ kind: 'consecutive-identical', count: 3 })
 * validateName('Liiii')       // err({ kind: 'consecutive-identical', count: 4 })
 */
export function validateName(name: string): Result<string, NameError> {
  const value = name.normalize('NFC').trim();
  if (value === '') return err({ kind: 'required' });
  if (!ALLOWED.test(value)) return err({ kind: 'special-characters' });
  if (letterCount(value) < NAME_MIN_LETTERS) return err({ kind: 'too-short', min: NAME_MIN_LETTERS });
  const count = firstRepeatViolation(value);
  return count === null ? ok(value) : err({ kind: 'consecutive-identical', count });
}

/**
 * Checks a first and last name: each must pass {@link validateName}, and (only once both do) they
 * must differ, compared trimmed and case-insensitively.
 *
 * @example
 * validateFullName('Ada', 'Lovelace') // ok({ first: 'Ada', last: 'Lovelace' })
 * validateFullName('Ada', ' ada ')    // err({ field: 'both', first: { kind: 'names-same' }, last: { kind: 'names-same' } })
 * validateFullName('Ada', '')         // err({ field: 'last', first: null, last: { kind: 'required' } })
 */
export function validateFullName(first: string, last: string): Result<{ readonly first: string; readonly last: string }, FullNameError> {
  const f = validateName(first);
  const l = validateName(last);
  if (!f.ok || !l.ok) {
    const field = !f.ok && !l.ok ? 'both' : !f.ok ? 'first' : 'last';
    return err({ field, first: f.ok ? null : f.error, last: l.ok ? null : l.error });
  }
  if (caseFold(f.value) === caseFold(l.value)) {
    const same = { kind: 'names-same' } as const;
    return err({ field: 'both', first: same, last: same });
  }
  return ok({ first: f.value, last: l.value });
}

/**
 * Maps a name error to its `validation` message key and interpolation values.
 *
 * @example
 * nameErrorMessage({ kind: 'too-short', min: 2 })
 * // { key: 'validation:name.tooShort', values: { min: 2 } }
 */
export function nameErrorMessage(error: FullNameFieldError): ValidationMessage {
  switch (error.kind) {
    case 'required':
      return validationMessage('validation:required');
    case 'special-characters':
      return validationMessage('validation:name.specialCharacters');
    case 'too-short':
      return validationMessage('validation:name.tooShort', { min: error.min });
    case 'consecutive-identical':
      return validationMessage('validation:name.consecutiveIdentical', { count: error.count });
    case 'names-same':
      return validationMessage('validation:name.namesSame');
  }
}

/**
 * Same as {@link nameErrorMessage}; the name the onboarding form asks for.
 *
 * @example
 * nameErrorMessageKey({ kind: 'names-same' }) // { key: 'validation:name.namesSame' }
 */
export const nameErrorMessageKey: (error: FullNameFieldError) => ValidationMessage = nameErrorMessage;

/**
 * The message shown when the server refuses a full name (profile update answered bad request):
 * with a support address it asks the user to contact support, otherwise the plain standards text.
 *
 * @example
 * fullNameRejectedMessage('help@waybook.app')
 * // { key: 'validation:name.fullNameContactSupport', values: { email: 'help@waybook.app' } }
 * fullNameRejectedMessage() // { key: 'validation:name.fullNameStandards' }
 */
export function fullNameRejectedMessage(supportEmail?: string): ValidationMessage {
  return supportEmail === undefined || supportEmail === ''
    ? validationMessage('validation:name.fullNameStandards')
    : validationMessage('validation:name.fullNameContactSupport', { email: supportEmail });
}
