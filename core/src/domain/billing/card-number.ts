import { err, ok, type Result } from '../result.js';
import { detectCardBrand, normalizeCardNumber, type CardBrand } from './card-brand.js';

/**
 * The number lengths each brand issues: Visa 13, 16 or 19 digits; Mastercard 16; American
 * Express 15; Discover 16 to 19. The spec names no lengths; these are the networks' published ones.
 *
 * @example
 * CARD_NUMBER_LENGTHS.amex // [15]
 */
export const CARD_NUMBER_LENGTHS: Readonly<Record<CardBrand, readonly number[]>> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 17, 18, 19],
};

/**
 * Whether a string of digits passes the Luhn (mod 10) check digit test. Anything that is not a
 * non-empty run of ASCII digits fails.
 *
 * @example
 * passesLuhn('4111111111111111') // true
 * passesLuhn('4111111111111112') // false
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/**
 * A card number that passed {@link validateCardNumber}: its digits only, and its brand.
 *
 * @example
 * const card: ValidCardNumber = { digits: '4111111111111111', brand: 'visa' };
 */
export type ValidCardNumber = { readonly digits: string; readonly brand: CardBrand };

/**
 * Why a card number was refused: empty; not one of the four brands; or not a number that brand
 * issues (a character other than digits, spaces and dashes, a wrong length, a failed check digit).
 *
 * @example
 * const e: CardNumberError = { kind: 'invalid-number' };
 */
export type CardNumberError = { readonly kind: 'required' } | { readonly kind: 'unsupported-brand' } | { readonly kind: 'invalid-number' };

/**
 * Validates a typed card number (spaces and dashes ignored). In order: empty -> required;
 * other characters -> invalid-number; no accepted brand -> unsupported-brand; wrong length for
 * the brand ({@link CARD_NUMBER_LENGTHS}) or failed Luhn check -> invalid-number.
 * Choice: the Luhn check is applied because every number of the four accepted brands carries a
 * Luhn check digit, so a failure is always a typo and the user learns it before any charge is
 * attempted; the payment service stays the judge of whether the card really exists.
 *
 * @example
 * validateCardNumber('4111 1111 1111 1111') // ok({ digits: '4111111111111111', brand: 'visa' })
 * validateCardNumber('')                    // err({ kind: 'required' })
 * validateCardNumber('3530111333300000')    // err({ kind: 'unsupported-brand' })
 * validateCardNumber('4111 1111 1111 1112') // err({ kind: 'invalid-number' })
 */
export function validateCardNumber(input: string): Result<ValidCardNumber, CardNumberError> {
  const digits = normalizeCardNumber(input);
  if (digits === '') return err({ kind: 'required' });
  if (!/^\d+$/.test(digits)) return err({ kind: 'invalid-number' });
  const brand = detectCardBrand(digits);
  if (brand === null) return err({ kind: 'unsupported-brand' });
  if (!CARD_NUMBER_LENGTHS[brand].includes(digits.length) || !passesLuhn(digits)) return err({ kind: 'invalid-number' });
  return ok({ digits, brand });
}

/**
 * The last four digits of a card number, as PaymentInfo.cc_suffix carries them ('' when the
 * number has fewer than four digits).
 *
 * @example
 * cardSuffix('4111 1111 1111 1234') // '1234'
 */
export function cardSuffix(input: string): string {
  const digits = normalizeCardNumber(input);
  return digits.length < 4 ? '' : digits.slice(-4);
}
