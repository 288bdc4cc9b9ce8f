import type { BillingErrorCode } from './billing-errors.js';
import { CARD_TYPE_CODES, type CardBrand } from './card-brand.js';
import type { CardExpiry } from './card-expiry.js';
import type { PaymentInfo } from './payment-info.js';

/**
 * A card as the payment processor keeps it for us: its opaque `token` (what charges use), brand,
 * last four digits, expiry and billing country, and a `fingerprint` that is the same for the same
 * card number at this processor (to allow one free trial per card). Never the number or the
 * security code.
 *
 * @example
 * const card: CardToken = { token: 'tok_sandbox_3f1c…', brand: 'visa', lastFour: '4242', expiry: { month: 9, year: 2027 }, countryCode: 'US', fingerprint: 'fp_sandbox_a81e…' };
 */
export interface CardToken {
  readonly token: string;
  readonly brand: CardBrand;
  readonly lastFour: string;
  readonly expiry: CardExpiry;
  readonly countryCode: string;
  readonly fingerprint: string;
}

/**
 * What tokenizing a card gives: the token, or a refusal (the processor does not know the number,
 * or could not be reached).
 *
 * @example
 * const t: TokenizeOutcome = { kind: 'invalid_number' };
 */
export type TokenizeOutcome =
  { readonly kind: 'tokenized'; readonly card: CardToken } | { readonly kind: 'invalid_number' } | { readonly kind: 'processor_error' };

/**
 * What a charge gives: `succeeded` with the processor's reference; `declined`; `bad_security_code`;
 * `processor_error` (nothing was charged, try later); `needs_void` (the processor took the charge
 * but it must not stand: the caller voids the reference and the upgrade fails).
 *
 * @example
 * const c: ChargeOutcome = { kind: 'needs_void', reference: 'ch_sandbox_91b2…' };
 */
export type ChargeOutcome =
  | { readonly kind: 'succeeded'; readonly reference: string }
  | { readonly kind: 'declined' }
  | { readonly kind: 'bad_security_code' }
  | { readonly kind: 'processor_error' }
  | { readonly kind: 'needs_void'; readonly reference: string };

/**
 * What voiding a charge gives.
 *
 * @example
 * const v: VoidOutcome = { kind: 'voided' };
 */
export type VoidOutcome = { readonly kind: 'voided' } | { readonly kind: 'processor_error' };

/**
 * The billing failure of a payment outcome (part 3 section 8, card errors), or null for a success:
 * declined -> card_declined ("card declined"); bad security code -> card_invalid_security_code;
 * processor error -> payment_service_error; needs a void -> void_payment_error ("cannot upgrade,
 * contact support"); unknown number -> card_invalid_number.
 *
 * @example
 * paymentErrorFor({ kind: 'declined' })                      // 'card_declined'
 * paymentErrorFor({ kind: 'needs_void', reference: 'ch_1' }) // 'void_payment_error'
 * paymentErrorFor({ kind: 'succeeded', reference: 'ch_1' })  // null
 */
export function paymentErrorFor(outcome: TokenizeOutcome | ChargeOutcome): BillingErrorCode | null {
  switch (outcome.kind) {
    case 'tokenized':
    case 'succeeded':
      return null;
    case 'declined':
      return 'card_declined';
    case 'bad_security_code':
      return 'card_invalid_security_code';
    case 'processor_error':
      return 'payment_service_error';
    case 'needs_void':
      return 'void_payment_error';
    case 'invalid_number':
      return 'card_invalid_number';
  }
}

/**
 * The card on file as the billing response shows it (PaymentInfo) from a tokenized card: the
 * brand's type code, expiry, country and last four. The authorization has not expired (a card
 * was just given).
 *
 * @example
 * paymentInfoOfCard(card) // { typeCode: 'V', expirationMonth: 9, expirationYear: 2027, countryCode: 'US', ccSuffix: '4242', hasAuthorizationExpired: false }
 */
export function paymentInfoOfCard(card: CardToken): PaymentInfo {
  return {
    typeCode: CARD_TYPE_CODES[card.brand],
    expirationMonth: card.expiry.month,
    expirationYear: card.expiry.year,
    countryCode: card.countryCode,
    ccSuffix: card.lastFour,
    hasAuthorizationExpired: false,
  };
}
