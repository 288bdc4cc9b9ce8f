import { takeToken, type ThrottleBucket, type ThrottlePolicy, type ThrottleTake } from '../account/throttle-rules.js';
import { isInternalDate } from '../dates/internal-date.js';
import { isCurrencyCode } from '../money/currency.js';
import { moneyDecimal, type Money } from '../money/money.js';
import { err, ok, type Result } from '../result.js';
import { freeTrialRefusal, type TrialCustomer, type TrialRefusal } from './free-trial.js';
import { periodEnd, type PeriodLength, type ProProductCode } from './subscription-period.js';
import type { SubscriptionStart } from './subscription.js';

/**
 * A promotion as isValidPromo describes it (Promo, part 3 section 3). `isPaymentInfoRequired` is
 * null when the server did not say; rates and the period length are null when absent.
 *
 * @example
 * const promo: Promo = { isTrial: true, discountRate: 0, nextRate: 49, periodTypeCode: 'M', periodLength: 1, willDowngradeAfterExpiration: true, isPaymentInfoRequired: false, promoCode: 'TRYPRO', campaignCompanyName: '', externalDescription: 'One month free', imageUrl: '', imageAltText: '' };
 */
export interface Promo {
  readonly isTrial: boolean;
  readonly discountRate: number | null;
  readonly nextRate: number | null;
  readonly periodTypeCode: string;
  readonly periodLength: number | null;
  readonly willDowngradeAfterExpiration: boolean;
  readonly isPaymentInfoRequired: boolean | null;
  readonly promoCode: string;
  readonly campaignCompanyName: string;
  readonly externalDescription: string;
  readonly imageUrl: string;
  readonly imageAltText: string;
}

/**
 * Whether Pro can be bought without a card: only with a promotion whose payment info is
 * explicitly not required (is_payment_info_required false). No promotion, or one that does not
 * say, needs a card.
 *
 * @example
 * canUpgradeWithoutCard({ isPaymentInfoRequired: false }) // true
 * canUpgradeWithoutCard({ isPaymentInfoRequired: null })  // false
 * canUpgradeWithoutCard(null)                             // false
 */
export function canUpgradeWithoutCard(promo: Pick<Promo, 'isPaymentInfoRequired'> | null): boolean {
  return promo !== null && promo.isPaymentInfoRequired === false;
}

/**
 * A promotion as an admin creates it (the stored campaign behind a promo code): the product it
 * sells; `isTrial` for a free trial; `discountedRate`, the price of the promotion's first period
 * (0 for a trial or a free promotion); that period's length (the trial length of a trial);
 * `nextRate`, the rate of the periods after it (null: the product's standard rate); whether a
 * card is needed; whether the subscription downgrades (expires) at the end of the promotion
 * instead of renewing; the campaign's company name ('' for none); the days it can be redeemed
 * (`validFrom` through `validUntil`, inclusive; null for no end); and the usage cap
 * (`maxRedemptions`, null for none) with the redemptions so far.
 *
 * @example
 * const c: PromoCampaign = { code: 'SPRING26', product: 'P', isTrial: false, discountedRate: { minor: 2900, currency: 'USD' }, period: { unit: 'Y', length: 1 }, nextRate: null, isPaymentInfoRequired: true, willDowngradeAfterExpiration: false, campaignName: 'Acme Travel', description: 'Pro for $29 the first year', imageUrl: '', imageAltText: '', validFrom: '2026-03-01', validUntil: '2026-05-31', maxRedemptions: 500, redemptions: 0 };
 */
export interface PromoCampaign {
  readonly code: string;
  readonly product: ProProductCode;
  readonly isTrial: boolean;
  readonly discountedRate: Money;
  readonly period: PeriodLength;
  readonly nextRate: Money | null;
  readonly isPaymentInfoRequired: boolean;
  readonly willDowngradeAfterExpiration: boolean;
  readonly campaignName: string;
  readonly description: string;
  readonly imageUrl: string;
  readonly imageAltText: string;
  readonly validFrom: string;
  readonly validUntil: string | null;
  readonly maxRedemptions: number | null;
  readonly redemptions: number;
}

/**
 * The shape of a promo code after {@link normalizePromoCode}: 3 to 32 ASCII letters (upper case),
 * digits and dashes, starting with a letter or digit. The spec gives none; this is the product's.
 *
 * @example
 * PROMO_CODE_PATTERN.test('SPRING-26') // true
 */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/;

/**
 * A typed promo code as it is looked up: surrounding spaces removed, upper-cased (codes are not
 * case-sensitive), or null when it cannot be a code ({@link PROMO_CODE_PATTERN}), which is then
 * "Invalid Promo Code Provided" without a lookup (the attempt still counts).
 *
 * @example
 * normalizePromoCode(' spring26 ') // 'SPRING26'
 * normalizePromoCode('no way')     // null
 */
export function normalizePromoCode(input: string): string | null {
  const code = input.trim();
  // Checked before upper-casing, so that no other script's letter (the long s 'ſ') becomes ASCII.
  return PROMO_CODE_PATTERN.test(code.toUpperCase()) && /^[A-Za-z0-9-]+$/.test(code) ? code.toUpperCase() : null;
}

/**
 * What is wrong with a campaign an admin wants to create, none when it can be saved.
 *
 * @example
 * const p: PromoCampaignProblem = 'charge-without-card';
 */
export type PromoCampaignProblem =
  'code' | 'rate' | 'currency' | 'period' | 'trial-not-free' | 'charge-without-card' | 'renewal-without-card' | 'window' | 'cap' | 'redemptions';

/**
 * Checks a campaign before it is saved by the admin command, against the product's `currency`:
 * a well-formed code; rates in whole minor units of that currency (0 or more); a period of 1 or
 * more whole units; a trial is free; a promotion without a card charges nothing and downgrades at
 * its end (nothing could be charged); `validFrom` and `validUntil` real days in order; a cap of 1
 * or more; redemptions 0 or more. Answers every problem found, none for a good campaign.
 *
 * @example
 * checkPromoCampaign(spring, 'USD') // []
 * checkPromoCampaign({ ...spring, isPaymentInfoRequired: false }, 'USD') // ['charge-without-card', 'renewal-without-card']
 */
export function checkPromoCampaign(campaign: PromoCampaign, currency: string): readonly PromoCampaignProblem[] {
  const problems: PromoCampaignProblem[] = [];
  const rates = [campaign.discountedRate, ...(campaign.nextRate === null ? [] : [campaign.nextRate])];
  const isAmount = (n: number) => Number.isSafeInteger(n) && n >= 0;
  if (normalizePromoCode(campaign.code) !== campaign.code) problems.push('code');
  if (!rates.every((r) => isAmount(r.minor))) problems.push('rate');
  if (!isCurrencyCode(currency) || !rates.every((r) => r.currency === currency)) problems.push('currency');
  if (!Number.isInteger(campaign.period.length) || campaign.period.length < 1) problems.push('period');
  if (campaign.isTrial && campaign.discountedRate.minor !== 0) problems.push('trial-not-free');
  if (!campaign.isPaymentInfoRequired && campaign.discountedRate.minor !== 0) problems.push('charge-without-card');
  if (!campaign.isPaymentInfoRequired && !campaign.willDowngradeAfterExpiration) problems.push('renewal-without-card');
  const until = campaign.validUntil;
  if (!isInternalDate(campaign.validFrom) || (until !== null && (!isInternalDate(until) || until < campaign.validFrom))) problems.push('window');
  if (campaign.maxRedemptions !== null && (!Number.isInteger(campaign.maxRedemptions) || campaign.maxRedemptions < 1)) problems.push('cap');
  if (!Number.isInteger(campaign.redemptions) || campaign.redemptions < 0) problems.push('redemptions');
  return problems;
}

/**
 * Why a promo code cannot be used now: outside its window, used up (each maps to "Invalid Promo
 * Code Provided"), or a trial for someone not eligible ("Sorry, you are not eligible for a free
 * trial."; see {@link freeTrialRefusal}).
 *
 * @example
 * const r: PromoRefusal = { kind: 'trial', reason: 'already-trialled' };
 */
export type PromoRefusal =
  { readonly kind: 'not-started' } | { readonly kind: 'ended' } | { readonly kind: 'used-up' } | { readonly kind: 'trial'; readonly reason: TrialRefusal };

/**
 * What a usable promotion gives: the first charge (0 for a trial or free promotion: then no
 * money moves), the promotional period and the day it ends, the rate of the periods after, whether
 * a card is needed, and whether the subscription renews at its end (only with a card, and only
 * when the promotion does not downgrade).
 *
 * @example
 * const t: PromoTerms = { product: 'P', isTrial: false, firstCharge: { minor: 2900, currency: 'USD' }, period: { unit: 'Y', length: 1 }, periodEnd: '2027-04-01', nextRate: { minor: 4900, currency: 'USD' }, needsCard: true, renews: true, campaignName: 'Acme Travel' };
 */
export interface PromoTerms {
  readonly product: ProProductCode;
  readonly isTrial: boolean;
  readonly firstCharge: Money;
  readonly period: PeriodLength;
  readonly periodEnd: string;
  readonly nextRate: Money;
  readonly needsCard: boolean;
  readonly renews: boolean;
  readonly campaignName: string;
}

/**
 * The terms of a promotion redeemed on `today` (y-MM-dd) by `customer`, with a card or not:
 * refused before `validFrom`, after `validUntil`, once `maxRedemptions` is reached, and for a
 * trial the customer may not take. `standardRate` is the product's rate, used after the promotion
 * when it sets no `nextRate`. No proration: the first charge is the discounted rate, whole.
 * Whether a card was needed and given is the caller's check ({@link PromoTerms.needsCard}).
 *
 * @example
 * applyPromo(spring, { minor: 4900, currency: 'USD' }, '2026-04-01', customer, true)
 * // ok({ firstCharge: { minor: 2900, currency: 'USD' }, periodEnd: '2027-04-01', nextRate: { minor: 4900, currency: 'USD' }, renews: true, ... })
 * applyPromo(spring, { minor: 4900, currency: 'USD' }, '2026-06-01', customer, true) // err({ kind: 'ended' })
 */
export function applyPromo(
  campaign: PromoCampaign,
  standardRate: Money,
  today: string,
  customer: TrialCustomer,
  withCard: boolean,
): Result<PromoTerms, PromoRefusal> {
  if (today < campaign.validFrom) return err({ kind: 'not-started' });
  if (campaign.validUntil !== null && today > campaign.validUntil) return err({ kind: 'ended' });
  if (campaign.maxRedemptions !== null && campaign.redemptions >= campaign.maxRedemptions) return err({ kind: 'used-up' });
  if (campaign.isTrial) {
    const refusal = freeTrialRefusal(customer);
    if (refusal !== null) return err({ kind: 'trial', reason: refusal });
  }
  return ok({
    product: campaign.product,
    isTrial: campaign.isTrial,
    firstCharge: campaign.discountedRate,
    period: campaign.period,
    periodEnd: periodEnd(today, campaign.period),
    nextRate: campaign.nextRate ?? standardRate,
    needsCard: campaign.isPaymentInfoRequired,
    renews: withCard && !campaign.willDowngradeAfterExpiration,
    campaignName: campaign.campaignName.trim(),
  });
}

/**
 * The subscription start of redeemed promotion terms (see the subscription state machine): a trial
 * or a promotion of the terms' period, renewing at the next rate only when the terms renew.
 *
 * @example
 * promoStart(terms) // { type: 'start', kind: 'promo', product: 'P', length: { unit: 'Y', length: 1 }, renewalRate: { minor: 4900, currency: 'USD' }, campaignName: 'Acme Travel' }
 */
export function promoStart(terms: PromoTerms): SubscriptionStart {
  const renewalRate = terms.renews ? terms.nextRate : null;
  return terms.isTrial
    ? { type: 'start', kind: 'trial', product: terms.product, length: terms.period, renewalRate }
    : { type: 'start', kind: 'promo', product: terms.product, length: terms.period, renewalRate, campaignName: terms.campaignName };
}

function amountOf(money: Money): number {
  return Number(moneyDecimal(money));
}

/**
 * The promotion as isValidPromo answers it ({@link Promo}): rates as decimal amounts of the
 * currency (49 for USD 49.00), the next rate null when the promotion downgrades at its end,
 * payment info required or not as the campaign says (never unknown).
 *
 * @example
 * promoOfCampaign(spring, { minor: 4900, currency: 'USD' }) // { isTrial: false, discountRate: 29, nextRate: 49, periodTypeCode: 'Y', periodLength: 1, ..., promoCode: 'SPRING26' }
 */
export function promoOfCampaign(campaign: PromoCampaign, standardRate: Money): Promo {
  return {
    isTrial: campaign.isTrial,
    discountRate: amountOf(campaign.discountedRate),
    nextRate: campaign.willDowngradeAfterExpiration ? null : amountOf(campaign.nextRate ?? standardRate),
    periodTypeCode: campaign.period.unit,
    periodLength: campaign.period.length,
    willDowngradeAfterExpiration: campaign.willDowngradeAfterExpiration,
    isPaymentInfoRequired: campaign.isPaymentInfoRequired,
    promoCode: campaign.code,
    campaignCompanyName: campaign.campaignName,
    externalDescription: campaign.description,
    imageUrl: campaign.imageUrl,
    imageAltText: campaign.imageAltText,
  };
}

/**
 * The throttle purpose of promo code attempts on the ThrottleStore, keyed by the user.
 *
 * @example
 * PROMO_ATTEMPT_PURPOSE // 'promo-code'
 */
export const PROMO_ATTEMPT_PURPOSE = 'promo-code';

/**
 * The rate limit on promo code attempts ("Promo codes have a rate limit"; the spec gives no
 * value): a token bucket per user of 5 attempts, then one more every 12 minutes, so at most 5 in
 * a burst and 10 in any hour. Every attempt counts, a valid code too (isValidPromo and an upgrade
 * with a promo code alike), before the code is looked up. It refills whole within the hour
 * (fullAfterSeconds 3600), so the idle-bucket sweep of IDLE_BUCKET_SECONDS never forgets a bucket
 * that still holds attempts back.
 *
 * @example
 * PROMO_ATTEMPT_THROTTLE // { capacity: 5, refillSeconds: 720 }
 */
export const PROMO_ATTEMPT_THROTTLE: ThrottlePolicy = { capacity: 5, refillSeconds: 720 };

/**
 * One promo code attempt against the user's bucket (the sign-in token bucket rule with
 * {@link PROMO_ATTEMPT_THROTTLE}); refused means "Too many promo codes attempted. Please try again
 * later." The server runs it atomically through ThrottleStore.take with the same policy.
 *
 * @example
 * takePromoAttempt(undefined, now).allowed // true (a fresh bucket holds 5)
 * takePromoAttempt({ tokens: 0, updatedAt: now }, now) // { allowed: false, retryAfterSeconds: 720, ... }
 */
export function takePromoAttempt(bucket: ThrottleBucket | undefined, now: Date): ThrottleTake {
  return takeToken(bucket, now, PROMO_ATTEMPT_THROTTLE);
}
