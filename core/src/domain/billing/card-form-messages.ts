import { REQUIRED_MESSAGE, type ValidationMessage } from '../account/message-keys.js';
import type { CardExpiryError } from './card-expiry.js';
import type { CardFormErrors } from './card-form.js';
import type { CardNumberError } from './card-number.js';
import { billingMessage, type BillingMessage } from './message-keys.js';
import type { CountryError, PostalCodeError } from './postal-code.js';
import type { SecurityCodeError } from './security-code.js';

/**
 * A message of the card form: a `billing` key, or the generic "This field is required." of the
 * `validation` namespace.
 *
 * @example
 * const m: CardFormMessage = { key: 'billing:card.invalidZip' };
 */
export type CardFormMessage = BillingMessage | ValidationMessage;

/**
 * The message of a card number refusal: empty -> "This field is required."; another brand ->
 * "card type must be Visa, MasterCard, Discover or American Express"; otherwise the invalid
 * number card error.
 *
 * @example
 * cardNumberErrorMessage({ kind: 'unsupported-brand' }) // { key: 'billing:card.typeNotAccepted' }
 */
export function cardNumberErrorMessage(error: CardNumberError): CardFormMessage {
  switch (error.kind) {
    case 'required':
      return REQUIRED_MESSAGE;
    case 'unsupported-brand':
      return billingMessage('billing:card.typeNotAccepted');
    case 'invalid-number':
      return billingMessage('billing:card.invalidNumber');
  }
}

/**
 * The message of a security code refusal ("Invalid security code.", or required when empty).
 *
 * @example
 * securityCodeErrorMessage({ kind: 'invalid' }) // { key: 'billing:card.invalidSecurityCode' }
 */
export function securityCodeErrorMessage(error: SecurityCodeError): CardFormMessage {
  return error.kind === 'required' ? REQUIRED_MESSAGE : billingMessage('billing:card.invalidSecurityCode');
}

/**
 * The message of an expiry refusal: "Expiration required" or "Expiry must be in the future".
 *
 * @example
 * cardExpiryErrorMessage({ kind: 'in-past' }) // { key: 'billing:card.expiryInPast' }
 */
export function cardExpiryErrorMessage(error: CardExpiryError): CardFormMessage {
  return billingMessage(error.kind === 'required' ? 'billing:card.expirationRequired' : 'billing:card.expiryInPast');
}

/**
 * The message of a zip/postal code refusal ("Invalid Zip/Postal code.", or required when empty).
 *
 * @example
 * postalCodeErrorMessage({ kind: 'invalid' }) // { key: 'billing:card.invalidZip' }
 */
export function postalCodeErrorMessage(error: PostalCodeError): CardFormMessage {
  return error.kind === 'required' ? REQUIRED_MESSAGE : billingMessage('billing:card.invalidZip');
}

/**
 * The message of a missing billing country ("country required").
 *
 * @example
 * countryErrorMessage({ kind: 'required' }) // { key: 'billing:card.countryRequired' }
 */
export function countryErrorMessage(_error: CountryError): CardFormMessage {
  return billingMessage('billing:card.countryRequired');
}

/**
 * The message of each refused field of a card form.
 *
 * @example
 * cardFormErrorMessages({ zip: { kind: 'invalid' } }) // { zip: { key: 'billing:card.invalidZip' } }
 */
export function cardFormErrorMessages(errors: CardFormErrors): Readonly<Partial<Record<keyof CardFormErrors, CardFormMessage>>> {
  return {
    ...(errors.number === undefined ? {} : { number: cardNumberErrorMessage(errors.number) }),
    ...(errors.securityCode === undefined ? {} : { securityCode: securityCodeErrorMessage(errors.securityCode) }),
    ...(errors.expiry === undefined ? {} : { expiry: cardExpiryErrorMessage(errors.expiry) }),
    ...(errors.countryCode === undefined ? {} : { countryCode: countryErrorMessage(errors.countryCode) }),
    ...(errors.zip === undefined ? {} : { zip: postalCodeErrorMessage(errors.zip) }),
  };
}
