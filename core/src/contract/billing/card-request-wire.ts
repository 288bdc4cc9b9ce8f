import { z } from 'zod';
import type { CardExpiry } from '../../domain/billing/card-expiry.js';
import type { ValidCardForm } from '../../domain/billing/card-form.js';
import { canUpgradeWithoutCard, type Promo } from '../../domain/billing/promo.js';
import { err, ok, type Result } from '../../domain/result.js';

/**
 * The expiry fields of a card request: month 1-12 and four-digit year, as numbers. Also the whole
 * body of POST v2/updatePaymentInfo?is_expiration_only=true.
 *
 * @example
 * cardExpiryWire.parse({ cc_exp_month: 9, cc_exp_year: 2027 }) // succeeds
 */
export const cardExpiryWire = z.object({
  cc_exp_month: z.number().int().min(1).max(12),
  cc_exp_year: z.number().int().min(1000).max(9999),
});

/**
 * The card fields of POST v2/updatePaymentInfo and v2/updateProUpgrade: the number as digits
 * only, the security code, billing country, zip/postal code and expiry.
 *
 * @example
 * cardDetailsWire.parse(cardDetailsToWire(card)) // succeeds
 */
export const cardDetailsWire = cardExpiryWire.extend({
  cc_number: z.string().regex(/^\d{12,19}$/, 'expected 12 to 19 digits'),
  security_code: z.string().regex(/^\d{3,4}$/, 'expected 3 or 4 digits'),
  country_code: z.string().min(1),
  zip: z.string().min(1),
});

/**
 * The body of POST v2/updateProUpgrade: the card fields with an optional promo code, or, for a
 * promotion that explicitly needs no payment info, the promo code alone.
 *
 * @example
 * proUpgradeWire.parse({ promo_code: 'TRYPRO' }) // succeeds (upgrade without a card)
 */
export const proUpgradeWire = z.union([cardDetailsWire.extend({ promo_code: z.string().optional() }), z.object({ promo_code: z.string().min(1) })]);

/**
 * The body of POST v2/updateProUpgrade as sent.
 *
 * @example
 * const body: ProUpgradeWire = { promo_code: 'TRYPRO' };
 */
export type ProUpgradeWire = z.infer<typeof proUpgradeWire>;

/**
 * An expiry as the expiry fields of a request.
 *
 * @example
 * cardExpiryToWire({ month: 9, year: 2027 }) // { cc_exp_month: 9, cc_exp_year: 2027 }
 */
export function cardExpiryToWire(expiry: CardExpiry): z.infer<typeof cardExpiryWire> {
  return { cc_exp_month: expiry.month, cc_exp_year: expiry.year };
}

/**
 * A validated card form as the card fields of a request.
 *
 * @example
 * cardDetailsToWire(card).cc_number // '4111111111111111'
 */
export function cardDetailsToWire(card: ValidCardForm): z.infer<typeof cardDetailsWire> {
  return {
    ...cardExpiryToWire(card.expiry),
    cc_number: card.number.digits,
    security_code: card.securityCode,
    country_code: card.countryCode,
    zip: card.zip,
  };
}

/**
 * Why an upgrade body could not be built: no card was given and the promotion does not
 * explicitly waive payment info.
 *
 * @example
 * const e: UpgradeRequestError = { kind: 'card-required' };
 */
export type UpgradeRequestError = { readonly kind: 'card-required' };

/**
 * The upgrade body: the card (when one was given) and the promo code (trimmed, left out when
 * empty). Without a card it is the promo code alone, allowed only when the validated promotion
 * explicitly needs no payment info ({@link canUpgradeWithoutCard}).
 *
 * @example
 * proUpgradeRequest({ card: null, promoCode: ' TRYPRO ', promo: { isPaymentInfoRequired: false } }) // ok({ promo_code: 'TRYPRO' })
 * proUpgradeRequest({ card: null, promoCode: 'TRYPRO', promo: { isPaymentInfoRequired: null } })   // err({ kind: 'card-required' })
 * proUpgradeRequest({ card, promoCode: '', promo: null }) // ok(card fields, no promo_code)
 */
export function proUpgradeRequest(input: {
  readonly card: ValidCardForm | null;
  readonly promoCode: string;
  readonly promo: Pick<Promo, 'isPaymentInfoRequired'> | null;
}): Result<ProUpgradeWire, UpgradeRequestError> {
  const promoCode = input.promoCode.trim();
  if (input.card === null) {
    return promoCode !== '' && canUpgradeWithoutCard(input.promo) ? ok({ promo_code: promoCode }) : err({ kind: 'card-required' });
  }
  return ok({ ...cardDetailsToWire(input.card), ...(promoCode === '' ? {} : { promo_code: promoCode }) });
}
