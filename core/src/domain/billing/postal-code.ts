import { err, ok, type Result } from '../result.js';

/**
 * Longest zip/postal code accepted, after trimming. The spec says only "limited length"; 10 fits
 * the longest common formats (US ZIP+4 "12345-6789", Iran's ten digits).
 *
 * @example
 * validatePostalCode('12345-6789') // ok: exactly MAX_POSTAL_CODE_LENGTH characters
 */
export const MAX_POSTAL_CODE_LENGTH = 10;

/**
 * Why a zip/postal code was refused: empty ("This field is required.") or not a postal code
 * ("Invalid Zip/Postal code.").
 *
 * @example
 * const e: PostalCodeError = { kind: 'invalid' };
 */
export type PostalCodeError = { readonly kind: 'required' } | { readonly kind: 'invalid' };

/**
 * Validates a zip/postal code: required; at most {@link MAX_POSTAL_CODE_LENGTH} characters;
 * letters, numbers, dashes and spaces only (part 3 section 5). Choices: surrounding spaces are
 * trimmed and the trimmed text is returned unchanged otherwise; letters and numbers mean ASCII
 * ones (every country's postal codes use them); at least one letter or number is needed, so
 * "- -" is refused.
 *
 * @example
 * validatePostalCode(' SW1A 1AA ') // ok('SW1A 1AA')
 * validatePostalCode('K1A 0B1')    // ok('K1A 0B1')
 * validatePostalCode('')           // err({ kind: 'required' })
 * validatePostalCode('75008#')     // err({ kind: 'invalid' })
 * validatePostalCode('12345-67890') // err({ kind: 'invalid' }) (11 characters)
 */
export function validatePostalCode(input: string): Result<string, PostalCodeError> {
  const value = input.trim();
  if (value === '') return err({ kind: 'required' });
  const valid = value.length <= MAX_POSTAL_CODE_LENGTH && /^[A-Za-z0-9 -]+$/.test(value) && /[A-Za-z0-9]/.test(value);
  return valid ? ok(value) : err({ kind: 'invalid' });
}

/**
 * Why a billing country was refused ("country required").
 *
 * @example
 * const e: CountryError = { kind: 'required' };
 */
export type CountryError = { readonly kind: 'required' };

/**
 * Validates the billing country: a choice is required. The code is trimmed and upper-cased;
 * whether it is one of the billing country options is for the server to say.
 *
 * @example
 * validateBillingCountry('us') // ok('US')
 * validateBillingCountry('')   // err({ kind: 'required' })
 */
export function validateBillingCountry(input: string): Result<string, CountryError> {
  const value = input.trim().toUpperCase();
  return value === '' ? err({ kind: 'required' }) : ok(value);
}
