import { err, ok, type Result } from '../result.js';
import { validateCardExpiry, type CardExpiry, type CardExpiryError } from './card-expiry.js';
import { validateCardNumber, type CardNumberError, type ValidCardNumber } from './card-number.js';
import { validateBillingCountry, validatePostalCode, type CountryError, type PostalCodeError } from './postal-code.js';
import { validateSecurityCode, type SecurityCodeError } from './security-code.js';

/**
 * The card form as typed (upgrade modal and "replace payment method"): part 3 section 3,
 * "Credit card (form side)".
 *
 * @example
 * const form: CardForm = { number: '4111 1111 1111 1111', securityCode: '123', expirationMonth: '09', expirationYear: '2027', countryCode: 'US', zip: '94105' };
 */
export type CardForm = {
  readonly number: string;
  readonly securityCode: string;
  readonly expirationMonth: string;
  readonly expirationYear: string;
  readonly countryCode: string;
  readonly zip: string;
};

/**
 * A card form that passed {@link validateCardForm}, normalised.
 *
 * @example
 * const card: ValidCardForm = { number: { digits: '4111111111111111', brand: 'visa' }, securityCode: '123', expiry: { month: 9, year: 2027 }, countryCode: 'US', zip: '94105' };
 */
export type ValidCardForm = {
  readonly number: ValidCardNumber;
  readonly securityCode: string;
  readonly expiry: CardExpiry;
  readonly countryCode: string;
  readonly zip: string;
};

/**
 * The refusals of a card form, one per field at most; fields that passed are absent.
 *
 * @example
 * const e: CardFormErrors = { zip: { kind: 'invalid' }, expiry: { kind: 'in-past' } };
 */
export type CardFormErrors = {
  readonly number?: CardNumberError;
  readonly securityCode?: SecurityCodeError;
  readonly expiry?: CardExpiryError;
  readonly countryCode?: CountryError;
  readonly zip?: PostalCodeError;
};

/**
 * Validates every field of a card form against `today` (y-MM-dd) and reports all refusals at
 * once. The security code is checked against the brand of the number when that brand is known.
 *
 * @example
 * validateCardForm({ number: '4111 1111 1111 1111', securityCode: '123', expirationMonth: '09', expirationYear: '2027', countryCode: 'us', zip: '94105' }, '2026-05-14').ok // true
 * validateCardForm({ number: '3782 822463 10005', securityCode: '123', expirationMonth: '09', expirationYear: '2027', countryCode: 'US', zip: '' }, '2026-05-14')
 * // err({ securityCode: { kind: 'invalid' }, zip: { kind: 'required' } })
 */
export function validateCardForm(form: CardForm, today: string): Result<ValidCardForm, CardFormErrors> {
  const number = validateCardNumber(form.number);
  const brand = number.ok ? number.value.brand : null;
  const securityCode = validateSecurityCode(form.securityCode, brand);
  const expiry = validateCardExpiry({ month: form.expirationMonth, year: form.expirationYear }, today);
  const countryCode = validateBillingCountry(form.countryCode);
  const zip = validatePostalCode(form.zip);
  if (number.ok && securityCode.ok && expiry.ok && countryCode.ok && zip.ok) {
    return ok({ number: number.value, securityCode: securityCode.value, expiry: expiry.value, countryCode: countryCode.value, zip: zip.value });
  }
  return err({
    ...(number.ok ? {} : { number: number.error }),
    ...(securityCode.ok ? {} : { securityCode: securityCode.error }),
    ...(expiry.ok ? {} : { expiry: expiry.error }),
    ...(countryCode.ok ? {} : { countryCode: countryCode.error }),
    ...(zip.ok ? {} : { zip: zip.error }),
  });
}
