import type { Money } from '../domain/money/money.js';
import type { ProBillingPeriod } from '../domain/billing/billing-period.js';
import type { Subscription } from '../domain/billing/subscription.js';

/**
 * An amount in US cents, for billing tests.
 *
 * @example
 * usd(4900) // { minor: 4900, currency: 'USD' }
 */
export const usd = (minor: number): Money => ({ minor, currency: 'USD' });

/**
 * A paid yearly Pro subscription, active from 2026-01-10 to 2027-01-10, renewing by card at
 * $49: the billing tests' common starting point.
 *
 * @example
 * const suspended: Subscription = { ...ACTIVE_YEARLY, state: 'suspended', failedRenewals: 1 };
 */
export const ACTIVE_YEARLY: Subscription = {
  state: 'active',
  product: 'P',
  origin: 'paid',
  startDate: '2026-01-10',
  anchorDate: '2026-01-10',
  periodStart: '2026-01-10',
  periodEnd: '2027-01-10',
  renewsBy: 'card',
  renewalRate: usd(4900),
  canceledOn: null,
  failedRenewals: 0,
  campaignName: null,
};

/**
 * The billing period the page reads for ACTIVE_YEARLY (billingPeriodOf in en-US): $49 renews on
 * 2027-01-10, with a 14-day grace period to 2027-01-24.
 *
 * @example
 * const canceled: ProBillingPeriod = { ...ACTIVE_YEARLY_PERIOD, cancellationCode: 'C', cancellationDate: '2026-06-01' };
 */
export const ACTIVE_YEARLY_PERIOD: ProBillingPeriod = {
  isExpired: false,
  renewalChargeAmount: 49,
  renewalChargeAmountDisplay: '$49.00',
  cancellationCode: '',
  cancellationDate: '',
  startDate: '2026-01-10',
  endDate: '2027-01-10',
  hardEndDate: '2027-01-24',
  didLastTransactionFail: false,
  bulkCampaignCompanyName: '',
  promoCampaignCompanyName: '',
  isTrial: false,
};
