import { isDigitsOnly, validationMessage, type ValidationMessage } from '../account/message-keys.js';
import { err, ok, type Result } from '../result.js';
import { phoneMessage, type PhoneMessage } from './message-keys.js';

/**
 * Digits of an SMS verification code. The spec says the count is fixed but not shown; 6 is the
 * usual length of texted codes.
 *
 * @example
 * VERIFICATION_CODE_LENGTH // 6
 */
export const VERIFICATION_CODE_LENGTH = 6;

/**
 * Fewest and most digits of a phone number without its country code. The spec gives no limits;
 * E.164 numbers have at most 15 digits, and no national number is shorter than 4.
 *
 * @example
 * PHONE_NUMBER_DIGITS // { min: 4, max: 15 }
 */
export const PHONE_NUMBER_DIGITS = { min: 4, max: 15 } as const;

/**
 * A phone number for SMS: the country calling code (as listed by
 * GET v2/getCountryCodesForSmsSetting) and the number's digits.
 *
 * @example
 * const p: SmsPhone = { countryCode: '44', number: '7700900123' };
 */
export type SmsPhone = { readonly countryCode: string; readonly number: string };

/**
 * Why a typed phone number or code is refused.
 *
 * @example
 * const e: PhoneInputError = { kind: 'code-length' };
 */
export type PhoneInputError =
  | { readonly kind: 'country-required' }
  | { readonly kind: 'required' }
  | { readonly kind: 'numbers-only' }
  | { readonly kind: 'bad-number' }
  | { readonly kind: 'code-length' };

/**
 * Checks a typed phone number and returns its digits: a country code must be chosen; spaces,
 * dashes, dots and brackets are ignored; the rest must be 4 to 15 digits.
 *
 * @example
 * validateSmsPhone({ countryCode: '1', number: '(555) 010-0199' }) // ok({ countryCode: '1', number: '5550100199' })
 * validateSmsPhone({ countryCode: '1', number: '555-CALL' })       // err({ kind: 'numbers-only' })
 */
export function validateSmsPhone(input: SmsPhone): Result<SmsPhone, PhoneInputError> {
  const countryCode = input.countryCode.trim().replace(/^\+/, '');
  if (countryCode === '') return err({ kind: 'country-required' });
  const number = input.number.replace(/[\s\-.()]/gu, '');
  if (number === '') return err({ kind: 'required' });
  if (!isDigitsOnly(number)) return err({ kind: 'numbers-only' });
  if (number.length < PHONE_NUMBER_DIGITS.min || number.length > PHONE_NUMBER_DIGITS.max) return err({ kind: 'bad-number' });
  return ok({ countryCode, number });
}

/**
 * Checks a typed verification code (spaces ignored): exactly 6 digits.
 *
 * @example
 * validateVerificationCode(' 123 456 ') // ok('123456')
 * validateVerificationCode('12345')     // err({ kind: 'code-length' })
 * validateVerificationCode('12a456')    // err({ kind: 'numbers-only' })
 */
export function validateVerificationCode(text: string): Result<string, PhoneInputError> {
  const code = text.replace(/\s/gu, '');
  if (code === '') return err({ kind: 'required' });
  if (!isDigitsOnly(code)) return err({ kind: 'numbers-only' });
  return code.length === VERIFICATION_CODE_LENGTH ? ok(code) : err({ kind: 'code-length' });
}

/**
 * The message of a refused phone number or code.
 *
 * @example
 * phoneInputMessage({ kind: 'numbers-only' }) // { key: 'validation:numbersOnly' } ("Please enter numbers only.")
 * phoneInputMessage({ kind: 'code-length' })  // { key: 'notifications:sms.codeLength', values: { digits: 6 } }
 */
export function phoneInputMessage(error: PhoneInputError): ValidationMessage | PhoneMessage {
  switch (error.kind) {
    case 'country-required':
      return validationMessage('validation:selectionRequired');
    case 'required':
      return validationMessage('validation:required');
    case 'numbers-only':
      return validationMessage('validation:numbersOnly');
    case 'bad-number':
      return phoneMessage('notifications:sms.badPhoneNumber');
    case 'code-length':
      return phoneMessage('notifications:sms.codeLength', { digits: VERIFICATION_CODE_LENGTH });
    default: {
      const unreachable: never = error;
      return unreachable;
    }
  }
}
