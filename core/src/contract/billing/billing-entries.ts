import { z } from 'zod';
import { apiError, type ApiError } from '../error.js';
import { defineEntry, noBody, nothing } from '../entry.js';
import { wireBoolean, wireBooleanOut } from '../wire.js';
import { wireBillingDate } from './billing-period-wire.js';
import { promoWire } from './promo-wire.js';
import { purchasedProductInfoWire } from './purchased-product-info-wire.js';

// Card fields arrive as the form's text; the card rules (validateCardForm) judge them, so a bad
// value is said with the spec's card wording rather than a schema message. Limits only bound size.
const formText = (max: number) => z.string().trim().max(max).default('');

/**
 * The card fields of the upgrade and payment forms (part 3 section 7): all text, each may be
 * missing (an upgrade with a promo code that needs no card sends none).
 *
 * @example
 * cardFormFields.parse({ cc_number: '4242424242424242' }).zip // ''
 */
export const cardFormFields = z.object({
  cc_number: formText(40),
  security_code: formText(8),
  country_code: formText(8),
  zip: formText(20),
  cc_exp_month: formText(4),
  cc_exp_year: formText(6),
});

/**
 * GET v2/purchasedProductInfo (part 3 section 7): the caller's subscription, card, eligibility for
 * a free trial and billing history.
 *
 * @example
 * const { ProBillingPeriod } = await api.call(purchasedProductInfoEntry, {});
 */
export const purchasedProductInfoEntry = defineEntry({
  id: 'purchasedProductInfo',
  method: 'GET',
  path: 'v2/purchasedProductInfo',
  auth: 'session',
  summary:
    'The caller’s Pro subscription: billingAddress, default_pro_yearly_rate, ProBillingPeriod (null when never ' +
    'subscribed), PaymentInfo (null without a card), is_eligible_for_free_trial and PaymentTransactionHistory (newest first).',
  params: nothing,
  query: nothing,
  body: noBody,
  response: purchasedProductInfoWire,
});

/**
 * POST v2/updateCancelPremium (part 3 section 7): cancels; Pro stays until the period ends, fees
 * are not refunded. A suspended subscription ends at once.
 *
 * @example
 * await api.call(updateCancelPremiumEntry, { body: { product_type_code: 'P', cancellation_reason: 'price', cancellation_feedback: '' } });
 */
export const updateCancelPremiumEntry = defineEntry({
  id: 'updateCancelPremium',
  method: 'POST',
  path: 'v2/updateCancelPremium',
  auth: 'session',
  summary:
    'Cancels the caller’s Pro subscription (form product_type_code, cancellation_reason, cancellation_feedback): Pro ' +
    'is kept until the period’s end date, no refund; a suspended one ends at once. Answers purchasedProductInfo. ' +
    '400 cancel_failed when there is nothing the caller may cancel (none, already cancelled or expired, company-paid).',
  params: nothing,
  query: nothing,
  body: {
    kind: 'form',
    schema: z.object({ product_type_code: formText(8), cancellation_reason: formText(200), cancellation_feedback: formText(2000) }),
  },
  response: purchasedProductInfoWire,
});

/**
 * POST v2/updateProUpgrade (part 3 section 7): upgrades with a card, a promo code, or both. The
 * card fields may be left out only for a promo code whose payment info is not required.
 *
 * @example
 * await api.call(updateProUpgradeEntry, { body: { cc_number: '4242424242424242', security_code: '123', country_code: 'US', zip: '94107', cc_exp_month: '12', cc_exp_year: '2030', promo_code: '' } });
 */
export const updateProUpgradeEntry = defineEntry({
  id: 'updateProUpgrade',
  method: 'POST',
  path: 'v2/updateProUpgrade',
  auth: 'session',
  summary:
    'Upgrades the caller to Pro (form cc_number, security_code, country_code, zip, cc_exp_month, cc_exp_year, ' +
    'promo_code; the card fields may be left out for a promo code that needs no card). Charges the first period ' +
    '(nothing for a trial), keeps only a processor token with brand, last four, expiry, country and zip, and answers ' +
    'purchasedProductInfo. While a cancelled subscription still runs, the call resumes it instead (no charge; the card ' +
    'given, else the one on file, renews it). 400 card_invalid_number, card_invalid_security_code, card_invalid, card_declined, ' +
    'invalid_promo, not_eligible_for_free_trial; 429 too_many_promo_attempts; 503 payment_service_error, void_payment_error; 409 billing_error when already Pro.',
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: cardFormFields.extend({ promo_code: formText(64) }) },
  response: purchasedProductInfoWire,
});

/**
 * POST v2/updatePaymentInfo (part 3 section 7): replaces the card; with is_expiration_only=true
 * only the expiry of the current card changes (cc_exp_month, cc_exp_year).
 *
 * @example
 * await api.call(updatePaymentInfoEntry, { query: { is_expiration_only: true }, body: { cc_exp_month: '01', cc_exp_year: '2031' } });
 */
export const updatePaymentInfoEntry = defineEntry({
  id: 'updatePaymentInfo',
  method: 'POST',
  path: 'v2/updatePaymentInfo',
  auth: 'session',
  summary:
    'Replaces the caller’s card (form: the card fields) or, with query is_expiration_only=true, only its expiry ' +
    '(cc_exp_month, cc_exp_year). A suspended subscription is charged again at once with the new card. Answers ' +
    'purchasedProductInfo. 400 card_invalid_number, card_invalid_security_code, card_invalid, card_declined; 404 ' +
    'billing_error when there is no card to update; 503 payment_service_error.',
  params: nothing,
  query: z.object({ is_expiration_only: wireBoolean.optional() }),
  body: { kind: 'form', schema: cardFormFields },
  response: purchasedProductInfoWire,
});

/**
 * One billing country: its ISO 3166 code and its name in the caller's language.
 *
 * @example
 * billingCountryWire.parse({ country_code: 'FR', name: 'France' })
 */
export const billingCountryWire = z.object({ country_code: z.string().length(2), name: z.string() });

/**
 * GET v2/billingCountryOptions (part 3 section 7): the countries a card's billing address may be in.
 *
 * @example
 * const { countries } = await api.call(billingCountryOptionsEntry, {});
 */
export const billingCountryOptionsEntry = defineEntry({
  id: 'billingCountryOptions',
  method: 'GET',
  path: 'v2/billingCountryOptions',
  auth: 'session',
  summary: 'The countries of a card’s billing address: countries [{ country_code, name }], named in the caller’s language and sorted by name.',
  params: nothing,
  query: nothing,
  body: noBody,
  response: z.object({ countries: z.array(billingCountryWire) }),
});

/**
 * GET v2/isValidPromo (part 3 section 7): what a promo code gives, before upgrading with it. Each
 * call counts against the promo attempt rate limit.
 *
 * @example
 * const promo = await api.call(isValidPromoEntry, { query: { promo_code: 'SPRING' } });
 */
export const isValidPromoEntry = defineEntry({
  id: 'isValidPromo',
  method: 'GET',
  path: 'v2/isValidPromo',
  auth: 'session',
  summary:
    'Checks a promo code (query promo_code) and answers the Promo: is_trial, discount_rate, next_rate, ' +
    'period_type_code, period_length, will_downgrade_after_expiration, is_payment_info_required, campaign and texts. ' +
    '400 invalid_promo (unknown, not started, ended, used up), 400 not_eligible_for_free_trial, 429 too_many_promo_attempts.',
  params: nothing,
  query: z.object({ promo_code: z.string().trim().max(64) }),
  body: noBody,
  response: promoWire,
});

/**
 * One receipt (designed here: the spec shows the page /account/billing/receipts/{id} with a
 * numeric id but not its call).
 *
 * @example
 * receiptWire.shape.receipt_number // 'WB-2026-00000123'-like text
 */
export const receiptWire = z.object({
  id: z.number().int().nonnegative(),
  receipt_number: z.string(),
  transaction_code: z.string(),
  amount: z.number(),
  amount_display: z.string(),
  currency: z.string().length(3),
  description: z.string(),
  display_date: z.string(),
  display_datetime: z.string(),
  billing_period_start: wireBillingDate,
  billing_period_end: wireBillingDate,
  card_type_code: z.string(),
  cc_suffix: z.string(),
  is_sandbox: wireBooleanOut,
});

export type ReceiptWire = z.infer<typeof receiptWire>;

/**
 * GET v2/billingReceipt?transaction_id=N: the receipt of one of the caller's transactions.
 *
 * @example
 * const { Receipt } = await api.call(billingReceiptEntry, { query: { transaction_id: 3 } });
 */
export const billingReceiptEntry = defineEntry({
  id: 'billingReceipt',
  method: 'GET',
  path: 'v2/billingReceipt',
  auth: 'session',
  summary:
    'The receipt of one of the caller’s transactions (query transaction_id, the numeric id of ' +
    '/account/billing/receipts/{id}): Receipt with receipt_number, amount in the caller’s locale, currency, period, ' +
    'card brand and last four, and is_sandbox. 404 not_found when no transaction of the caller has the id.',
  params: nothing,
  query: z.object({ transaction_id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
  body: noBody,
  response: z.object({ Receipt: receiptWire }),
});

const billingApiError = (status: 400 | 404 | 409 | 429 | 503, code: string, detailed: string, description: string): ApiError =>
  apiError(status, code, detailed, description);

/**
 * The refusals of the billing calls, with the spec's Error object; the detailed codes are those
 * of docs/decisions/billing-rules.md (BILLING_ERROR_CODES), the UI words them in the user's language.
 *
 * @example
 * BILLING_API_ERRORS.card_declined.status // 400
 */
export const BILLING_API_ERRORS = {
  card_declined: billingApiError(400, 'bad_request', 'card_declined', 'The card was declined.'),
  card_invalid_number: billingApiError(400, 'bad_request', 'card_invalid_number', 'The card number is not valid.'),
  card_invalid_security_code: billingApiError(400, 'bad_request', 'card_invalid_security_code', 'The security code is not valid for this card.'),
  card_invalid: billingApiError(400, 'bad_request', 'card_invalid', 'The card details are not valid.'),
  payment_service_error: billingApiError(503, 'service_unavailable', 'payment_service_error', 'The payment service is unavailable. Please try again later.'),
  void_payment_error: billingApiError(503, 'service_unavailable', 'void_payment_error', 'The payment could not be completed. You were not charged.'),
  billing_error: billingApiError(409, 'conflict', 'billing_error', 'Your subscription could not be changed.'),
  invalid_promo: billingApiError(400, 'bad_request', 'invalid_promo', 'This promo code is not valid.'),
  not_eligible_for_free_trial: billingApiError(400, 'bad_request', 'not_eligible_for_free_trial', 'You are not eligible for a free trial.'),
  too_many_promo_attempts: billingApiError(429, 'too_many_requests', 'too_many_promo_attempts', 'Too many promo code attempts. Please try again later.'),
  cancel_failed: billingApiError(400, 'bad_request', 'cancel_failed', 'Your subscription could not be cancelled.'),
  no_card: billingApiError(404, 'not_found', 'billing_error', 'There is no card on your account to update.'),
} as const satisfies Record<string, ApiError>;

/**
 * The billing calls.
 *
 * @example
 * BILLING_ENTRIES.length // 7
 */
export const BILLING_ENTRIES = [
  purchasedProductInfoEntry,
  updateCancelPremiumEntry,
  updateProUpgradeEntry,
  updatePaymentInfoEntry,
  billingCountryOptionsEntry,
  isValidPromoEntry,
  billingReceiptEntry,
] as const;
