import { billingMessage, type BillingMessage, type BillingMessageKey } from './message-keys.js';
import type { PromoRefusal } from './promo.js';

/**
 * The billing failures the server answers (detailed_error_code), one per entry of part 3 section 8
 * "Billing and card" that a call can cause. The spec gives the texts, not the codes; these
 * spellings are the product's. Card errors: `card_declined`, `card_invalid_number`,
 * `card_invalid_security_code`, `card_invalid` (the generic invalid), `payment_service_error`,
 * `void_payment_error` (cannot upgrade, contact support) and `billing_error` (the default server
 * error); promotions: `invalid_promo`, `not_eligible_for_free_trial`, `too_many_promo_attempts`;
 * and `cancel_failed`.
 *
 * @example
 * BILLING_ERROR_CODES.includes('card_declined') // true
 */
export const BILLING_ERROR_CODES = [
  'card_declined',
  'card_invalid_number',
  'card_invalid_security_code',
  'card_invalid',
  'payment_service_error',
  'void_payment_error',
  'billing_error',
  'invalid_promo',
  'not_eligible_for_free_trial',
  'too_many_promo_attempts',
  'cancel_failed',
] as const;

/**
 * One billing failure code.
 *
 * @example
 * const c: BillingErrorCode = 'void_payment_error';
 */
export type BillingErrorCode = (typeof BILLING_ERROR_CODES)[number];

const KEYS: Readonly<Record<BillingErrorCode, BillingMessageKey>> = {
  card_declined: 'billing:card.declined',
  card_invalid_number: 'billing:card.invalidNumber',
  card_invalid_security_code: 'billing:card.invalidSecurityCode',
  card_invalid: 'billing:card.invalid',
  payment_service_error: 'billing:card.paymentServiceError',
  void_payment_error: 'billing:card.voidPaymentError',
  billing_error: 'billing:card.serverError',
  invalid_promo: 'billing:promo.invalid',
  not_eligible_for_free_trial: 'billing:promo.notEligibleForTrial',
  too_many_promo_attempts: 'billing:promo.tooManyAttempts',
  cancel_failed: 'billing:error.cancelFailed',
};

/**
 * Reads a server error code into a {@link BillingErrorCode}; an unknown, empty or missing code is
 * `billing_error`, the default server error.
 *
 * @example
 * toBillingErrorCode('card_declined') // 'card_declined'
 * toBillingErrorCode('E42')           // 'billing_error'
 * toBillingErrorCode(undefined)       // 'billing_error'
 */
export function toBillingErrorCode(raw: string | null | undefined): BillingErrorCode {
  const code = (raw ?? '').trim();
  return (BILLING_ERROR_CODES as readonly string[]).includes(code) ? (code as BillingErrorCode) : 'billing_error';
}

/**
 * The message of a billing failure (part 3 section 8): "Invalid Promo Code Provided", "Sorry, you
 * are not eligible for a free trial.", "Too many promo codes attempted. Please try again later.",
 * "Error attempting to cancel pro subscription, please contact support", and the card errors.
 *
 * @example
 * billingErrorMessage('card_declined')          // { key: 'billing:card.declined' }
 * billingErrorMessage('too_many_promo_attempts') // { key: 'billing:promo.tooManyAttempts' }
 */
export function billingErrorMessage(code: BillingErrorCode): BillingMessage {
  return billingMessage(KEYS[code]);
}

/**
 * The toast of a billing page that could not load ("Unable to load billing information").
 *
 * @example
 * billingLoadFailedMessage() // { key: 'billing:error.loadFailed' }
 */
export function billingLoadFailedMessage(): BillingMessage {
  return billingMessage('billing:error.loadFailed');
}

/**
 * The toast of a receipt that could not load ("Unable to load receipt").
 *
 * @example
 * receiptLoadFailedMessage() // { key: 'billing:error.receiptLoadFailed' }
 */
export function receiptLoadFailedMessage(): BillingMessage {
  return billingMessage('billing:error.receiptLoadFailed');
}

/**
 * The failure code of a refused promotion: a trial the customer may not take is
 * `not_eligible_for_free_trial`; outside its window or used up is `invalid_promo` (like an
 * unknown code: the user is not told which).
 *
 * @example
 * promoRefusalError({ kind: 'used-up' })                              // 'invalid_promo'
 * promoRefusalError({ kind: 'trial', reason: 'already-trialled' })    // 'not_eligible_for_free_trial'
 */
export function promoRefusalError(refusal: PromoRefusal): BillingErrorCode {
  return refusal.kind === 'trial' ? 'not_eligible_for_free_trial' : 'invalid_promo';
}
