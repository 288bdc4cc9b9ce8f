import { err, ok, type Result } from '../result.js';
import type { CardBrand } from './card-brand.js';

/**
 * Digits of the security code of each brand: 4 for American Express (on the front), 3 for the
 * others (on the back).
 *
 * @example
 * securityCodeLength('amex') // 4
 * securityCodeLength('visa') // 3
 */
export function securityCodeLength(brand: CardBrand): 3 | 4 {
  return brand === 'amex' ? 4 : 3;
}

/**
 * Why a security code was refused ("Invalid security code.").
 *
 * @example
 * const e: SecurityCodeError = { kind: 'required' };
 */
export type SecurityCodeError = { readonly kind: 'required' } | { readonly kind: 'invalid' };

/**
 * Validates a security code for the card's brand ("must be valid for the card"): exactly
 * {@link securityCodeLength} ASCII digits, surrounding spaces ignored. When the brand is not
 * known yet (the number is invalid) any 3 or 4 digits are accepted here and the number's own
 * error is shown instead.
 *
 * @example
 * validateSecurityCode('1234', 'amex') // ok('1234')
 * validateSecurityCode('123', 'amex')  // err({ kind: 'invalid' })
 * validateSecurityCode(' 123 ', 'visa') // ok('123')
 * validateSecurityCode('', 'visa')     // err({ kind: 'required' })
 */
export function validateSecurityCode(input: string, brand: CardBrand | null): Result<string, SecurityCodeError> {
  const code = input.trim();
  if (code === '') return err({ kind: 'required' });
  const pattern = brand === null ? /^\d{3,4}$/ : new RegExp(`^\\d{${securityCodeLength(brand)}}$`);
  return pattern.test(code) ? ok(code) : err({ kind: 'invalid' });
}
