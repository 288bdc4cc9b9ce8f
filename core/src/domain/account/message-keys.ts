/**
 * Every i18next key of the `validation` namespace that core can produce. The UI's seven
 * `validation` catalogues must hold each of them (checked in ui/src/i18n/validation).
 *
 * @example
 * VALIDATION_KEYS.includes('validation:required') // true
 */
export const VALIDATION_KEYS = [
  'validation:required',
  'validation:characterLimit',
  'validation:characterLimitOf',
  'validation:numbersOnly',
  'validation:selectionRequired',
  'validation:extendsTrip',
  'validation:name.specialCharacters',
  'validation:name.tooShort',
  'validation:name.consecutiveIdentical',
  'validation:name.namesSame',
  'validation:name.fullNameStandards',
  'validation:name.fullNameContactSupport',
  'validation:dob.tooYoung',
  'validation:dob.yearAfter',
  'validation:dob.yearOrLater',
  'validation:date.invalidFormat',
  'validation:date.invalidFormatPlain',
  'validation:date.beforeMin',
  'validation:date.endBeforeStart',
  'validation:time.invalidFormat',
  'validation:time.endBeforeStart',
  'validation:email.invalid',
  'validation:password.length',
  'validation:password.notEmail',
  'validation:password.notRecent',
  'validation:password.mismatch',
  'validation:password.requirements',
  'validation:login.throttled',
] as const;

/**
 * A key of the `validation` namespace, namespace prefix included.
 *
 * @example
 * const key: ValidationKey = 'validation:email.invalid';
 */
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/**
 * What the UI needs to show an error: an i18next key and its interpolation values.
 *
 * @example
 * const m: ValidationMessage = { key: 'validation:name.tooShort', values: { min: 2 } };
 * // t(m.key, m.values) -> "Name must have at least 2 letters."
 */
export type ValidationMessage = {
  readonly key: ValidationKey;
  readonly values?: Readonly<Record<string, string | number>>;
};

/**
 * Builds a {@link ValidationMessage}, leaving `values` out when there are none.
 *
 * @example
 * validationMessage('validation:required') // { key: 'validation:required' }
 * validationMessage('validation:characterLimitOf', { number: 50 })
 */
export function validationMessage(key: ValidationKey, values?: Readonly<Record<string, string | number>>): ValidationMessage {
  return values === undefined ? { key } : { key, values };
}

/**
 * The default message of an empty required field ("This field is required.").
 *
 * @example
 * t(REQUIRED_MESSAGE.key) // "This field is required."
 */
export const REQUIRED_MESSAGE: ValidationMessage = validationMessage('validation:required');

/**
 * "Selection required.": a required choice (select, radio group) was left empty.
 *
 * @example
 * t(SELECTION_REQUIRED_MESSAGE.key) // "Selection required."
 */
export const SELECTION_REQUIRED_MESSAGE: ValidationMessage = validationMessage('validation:selectionRequired');

/**
 * "Please enter numbers only.": a digits-only field (verification code, phone) got other text.
 *
 * @example
 * t(NUMBERS_ONLY_MESSAGE.key) // "Please enter numbers only."
 */
export const NUMBERS_ONLY_MESSAGE: ValidationMessage = validationMessage('validation:numbersOnly');

/**
 * The character-limit message: with a limit it names it, without one it is the plain message.
 *
 * @example
 * characterLimitMessage(50) // { key: 'validation:characterLimitOf', values: { number: 50 } }
 * characterLimitMessage()   // { key: 'validation:characterLimit' }
 */
export function characterLimitMessage(limit?: number): ValidationMessage {
  return limit === undefined ? validationMessage('validation:characterLimit') : validationMessage('validation:characterLimitOf', { number: limit });
}

/**
 * Whether text is made of ASCII digits only (and is not empty), for numbers-only fields.
 *
 * @example
 * isDigitsOnly('123456') // true
 * isDigitsOnly('12 34')  // false
 */
export function isDigitsOnly(text: string): boolean {
  return /^[0-9]+$/.test(text);
}
