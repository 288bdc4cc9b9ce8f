import { z } from 'zod';
import { toWireBoolean, wireBooleanOut } from '../wire.js';
import type { Promo } from '../../domain/billing/promo.js';

/**
 * A Promo on the wire (answer of isValidPromo). is_payment_info_required may be left out, which
 * means "not said" (and a card is then needed). Spellings the spec leaves open:
 * campaign_company_name, external_description, image_url, image_alt_text.
 *
 * @example
 * promoWire.parse(promoToWire(promo)) // succeeds
 */
export const promoWire = z.object({
  is_trial: wireBooleanOut,
  discount_rate: z.number().nonnegative().nullable(),
  next_rate: z.number().nonnegative().nullable(),
  period_type_code: z.string(),
  period_length: z.number().int().nonnegative().nullable(),
  will_downgrade_after_expiration: wireBooleanOut,
  is_payment_info_required: wireBooleanOut.optional(),
  promo_code: z.string(),
  campaign_company_name: z.string(),
  external_description: z.string(),
  image_url: z.string(),
  image_alt_text: z.string(),
});

/**
 * A Promo as the wire carries it.
 *
 * @example
 * const w: PromoWire = promoToWire(promo);
 */
export type PromoWire = z.infer<typeof promoWire>;

/**
 * Domain promotion to wire; an unknown payment-info requirement leaves the key out.
 *
 * @example
 * promoToWire({ ...promo, isPaymentInfoRequired: false }).is_payment_info_required // 'false'
 */
export function promoToWire(p: Promo): PromoWire {
  return {
    is_trial: toWireBoolean(p.isTrial),
    discount_rate: p.discountRate,
    next_rate: p.nextRate,
    period_type_code: p.periodTypeCode,
    period_length: p.periodLength,
    will_downgrade_after_expiration: toWireBoolean(p.willDowngradeAfterExpiration),
    ...(p.isPaymentInfoRequired === null ? {} : { is_payment_info_required: toWireBoolean(p.isPaymentInfoRequired) }),
    promo_code: p.promoCode,
    campaign_company_name: p.campaignCompanyName,
    external_description: p.externalDescription,
    image_url: p.imageUrl,
    image_alt_text: p.imageAltText,
  };
}

/**
 * Wire promotion to domain; a missing is_payment_info_required becomes null.
 *
 * @example
 * promoFromWire(promoToWire(promo)) // deep-equals promo
 */
export function promoFromWire(w: PromoWire): Promo {
  return {
    isTrial: w.is_trial === 'true',
    discountRate: w.discount_rate,
    nextRate: w.next_rate,
    periodTypeCode: w.period_type_code,
    periodLength: w.period_length,
    willDowngradeAfterExpiration: w.will_downgrade_after_expiration === 'true',
    isPaymentInfoRequired: w.is_payment_info_required === undefined ? null : w.is_payment_info_required === 'true',
    promoCode: w.promo_code,
    campaignCompanyName: w.campaign_company_name,
    externalDescription: w.external_description,
    imageUrl: w.image_url,
    imageAltText: w.image_alt_text,
  };
}
