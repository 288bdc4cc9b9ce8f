import type { Money } from '../domain/money/money.js';
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
