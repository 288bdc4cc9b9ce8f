import type { Money } from '../money/money.js';
import { addPeriods } from './subscription-period.js';
import { billingDay, graceEnd, type Subscription } from './subscription.js';

/**
 * When a failed renewal charge is tried again: days after the period's end, one entry per failure
 * so far (after the first failure on the end day, again 1, 3 and 7 days after it). After the last
 * one no charge is tried automatically; a card update tries at once; the subscription expires at
 * the end of the grace period ({@link graceEnd}). The spec names no schedule; this is the product's.
 *
 * @example
 * nextRenewalAttempt({ state: 'suspended', renewsBy: 'card', periodEnd: '2026-03-01', failedRenewals: 2 }) // '2026-03-04'
 */
export const RENEWAL_RETRY_DAYS: readonly number[] = [1, 3, 7];

/**
 * The day the next automatic renewal charge is due, or null when none is: the period's end for an
 * active subscription renewing by card; the retry day for a suspended one ({@link RENEWAL_RETRY_DAYS},
 * by failures so far) while before the end of its grace period; null for a company-paid, a
 * non-renewing, a cancelled or an expired subscription.
 *
 * @example
 * nextRenewalAttempt({ state: 'active', renewsBy: 'card', periodEnd: '2026-03-01', failedRenewals: 0 })    // '2026-03-01'
 * nextRenewalAttempt({ state: 'suspended', renewsBy: 'card', periodEnd: '2026-03-01', failedRenewals: 1 }) // '2026-03-02'
 * nextRenewalAttempt({ state: 'suspended', renewsBy: 'card', periodEnd: '2026-03-01', failedRenewals: 4 }) // null
 * nextRenewalAttempt({ state: 'canceled', renewsBy: 'card', periodEnd: '2026-03-01', failedRenewals: 0 })  // null
 */
export function nextRenewalAttempt(subscription: Pick<Subscription, 'state' | 'renewsBy' | 'periodEnd' | 'failedRenewals'>): string | null {
  if (subscription.renewsBy !== 'card') return null;
  if (subscription.state === 'active') return subscription.periodEnd;
  if (subscription.state !== 'suspended') return null;
  const offset = RENEWAL_RETRY_DAYS[subscription.failedRenewals - 1];
  if (offset === undefined) return null;
  const day = addPeriods(subscription.periodEnd, { unit: 'D', length: offset }, 1);
  return day < graceEnd(subscription) ? day : null;
}

/**
 * The renewal charge due at `now`, or null when no automatic charge is due (see
 * {@link nextRenewalAttempt}). The amount is the full renewal rate: there is no proration, since
 * fees are not refunded and a period is always paid whole.
 *
 * @example
 * renewalChargeDue(activeYearly, new Date('2027-01-10T00:01:00Z')) // { minor: 4900, currency: 'USD' }
 * renewalChargeDue(activeYearly, new Date('2026-12-31T00:00:00Z')) // null (not due yet)
 */
export function renewalChargeDue(subscription: Subscription, now: Date): Money | null {
  const due = nextRenewalAttempt(subscription);
  return due !== null && billingDay(now) >= due ? subscription.renewalRate : null;
}

/**
 * The idempotency key of one renewal charge: the subscription, the period it pays and the attempt
 * (failures so far). A job that runs twice for the same attempt (a crash, two servers) sends the
 * same key, so the processor charges once; the next attempt after a failure gets a new key.
 *
 * @example
 * renewalIdempotencyKey('sub-1', { periodEnd: '2027-01-10', failedRenewals: 0 }) // 'renewal:sub-1:2027-01-10:0'
 */
export function renewalIdempotencyKey(subscriptionId: string, subscription: Pick<Subscription, 'periodEnd' | 'failedRenewals'>): string {
  return `renewal:${subscriptionId}:${subscription.periodEnd}:${subscription.failedRenewals}`;
}
