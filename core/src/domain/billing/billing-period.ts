import { formatMoneyValue, moneyDecimal } from '../money/money.js';
import { graceEnd, type Subscription } from './subscription.js';

/**
 * The Pro billing period of the billing response (ProBillingPeriod, part 3 section 3), as the
 * domain sees it. Dates are internal dates (y-MM-dd) or '' when the server sent none; the
 * renewal charge is null when no amount is present (then no renewal charge is shown).
 *
 * @example
 * const period: ProBillingPeriod = { isExpired: false, renewalChargeAmount: 49, renewalChargeAmountDisplay: '$49.00', cancellationCode: '', cancellationDate: '', startDate: '2026-01-10', endDate: '2027-01-10', hardEndDate: '2027-01-10', didLastTransactionFail: false, bulkCampaignCompanyName: '', promoCampaignCompanyName: '', isTrial: false };
 */
export interface ProBillingPeriod {
  readonly isExpired: boolean;
  readonly renewalChargeAmount: number | null;
  readonly renewalChargeAmountDisplay: string;
  /** 'C' means cancelled; any other value (usually '') means not cancelled. */
  readonly cancellationCode: string;
  readonly cancellationDate: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly hardEndDate: string;
  readonly didLastTransactionFail: boolean;
  readonly bulkCampaignCompanyName: string;
  readonly promoCampaignCompanyName: string;
  /** True during a free trial's period (not in the spec's list; the billing page's trial copy needs it). */
  readonly isTrial: boolean;
}

/**
 * The cancellation code that means the subscription was cancelled.
 *
 * @example
 * isSubscriptionCancelled({ cancellationCode: CANCELLED_CODE }) // true
 */
export const CANCELLED_CODE = 'C';

/**
 * Whether the subscription was cancelled: its cancellation code is C (exactly; case matters).
 *
 * @example
 * isSubscriptionCancelled({ cancellationCode: 'C' }) // true
 * isSubscriptionCancelled({ cancellationCode: '' })  // false
 */
export function isSubscriptionCancelled(period: Pick<ProBillingPeriod, 'cancellationCode'>): boolean {
  return period.cancellationCode === CANCELLED_CODE;
}

/**
 * The campaign name to show with the subscription: the bulk campaign's company, else the
 * promotion's, else null (part 3 section 2: "shown when set"). Choice: when both are set the
 * bulk one wins, since a bulk (company-paid) subscription is what the user actually holds.
 *
 * @example
 * campaignNameOf({ bulkCampaignCompanyName: '', promoCampaignCompanyName: 'Acme' }) // 'Acme'
 */
export function campaignNameOf(period: Pick<ProBillingPeriod, 'bulkCampaignCompanyName' | 'promoCampaignCompanyName'>): string | null {
  const bulk = period.bulkCampaignCompanyName.trim();
  const promo = period.promoCampaignCompanyName.trim();
  return bulk !== '' ? bulk : promo !== '' ? promo : null;
}

/**
 * The renewal charge to show, or null when no amount is present. The server's display text is
 * preferred; without one, the amount itself is returned as text for the UI to format.
 *
 * @example
 * renewalChargeOf({ renewalChargeAmount: 49, renewalChargeAmountDisplay: '$49.00' }) // '$49.00'
 * renewalChargeOf({ renewalChargeAmount: null, renewalChargeAmountDisplay: '' })     // null
 */
export function renewalChargeOf(period: Pick<ProBillingPeriod, 'renewalChargeAmount' | 'renewalChargeAmountDisplay'>): string | null {
  if (period.renewalChargeAmount === null) return null;
  const display = period.renewalChargeAmountDisplay.trim();
  return display !== '' ? display : String(period.renewalChargeAmount);
}

/**
 * The billing period the billing page shows for a subscription (ProBillingPeriod of GET
 * v2/purchasedProductInfo): is_expired for expired; cancellation code C and the day the user
 * cancelled; the current period's start and end; the hard end date, the last day before which Pro
 * can end without a new payment (the end of the grace period when a card renews it, else the
 * period's end); did_last_transaction_fail while suspended; the renewal charge (amount in the
 * currency's units and its display in `locale`) only while a card renewal is coming (active or
 * suspended, renewing by card); the campaign name as the bulk or the promotion one by origin.
 * is_trial while the period is a free trial's. Its Pro pill is the subscription's state.
 *
 * @example
 * billingPeriodOf(activeYearly, 'en-US')
 * // { isExpired: false, renewalChargeAmount: 49, renewalChargeAmountDisplay: '$49.00', cancellationCode: '', cancellationDate: '', startDate: '2026-01-10', endDate: '2027-01-10', hardEndDate: '2027-01-24', didLastTransactionFail: false, bulkCampaignCompanyName: '', promoCampaignCompanyName: '', isTrial: false }
 */
export function billingPeriodOf(subscription: Subscription, locale: string): ProBillingPeriod {
  const s = subscription;
  const charged = s.renewsBy === 'card' && (s.state === 'active' || s.state === 'suspended') ? s.renewalRate : null;
  const campaign = s.campaignName ?? '';
  return {
    isExpired: s.state === 'expired',
    renewalChargeAmount: charged === null ? null : Number(moneyDecimal(charged)),
    renewalChargeAmountDisplay: charged === null ? '' : formatMoneyValue(charged, locale),
    cancellationCode: s.canceledOn === null ? '' : CANCELLED_CODE,
    cancellationDate: s.canceledOn ?? '',
    startDate: s.periodStart,
    endDate: s.periodEnd,
    hardEndDate: s.renewsBy === 'card' && s.state !== 'canceled' ? graceEnd(s) : s.periodEnd,
    didLastTransactionFail: s.state === 'suspended',
    bulkCampaignCompanyName: s.origin === 'bulk' ? campaign : '',
    promoCampaignCompanyName: s.origin === 'promo' ? campaign : '',
    isTrial: s.origin === 'trial' && s.periodEnd <= s.anchorDate,
  };
}
