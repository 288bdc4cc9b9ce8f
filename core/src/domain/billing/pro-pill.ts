import { isInternalDate } from '../dates/internal-date.js';
import { isSubscriptionCancelled, type ProBillingPeriod } from './billing-period.js';
import { billingMessage, type BillingMessage } from './message-keys.js';

/**
 * The Pro status pill of the billing page: Active, Canceled (on a date), Suspended or Expired.
 * A canceled pill carries its date (y-MM-dd), or null when the server gave none.
 *
 * @example
 * const pill: ProPill = { state: 'canceled', on: '2026-03-01' };
 */
export type ProPill =
  { readonly state: 'active' } | { readonly state: 'canceled'; readonly on: string | null } | { readonly state: 'suspended' } | { readonly state: 'expired' };

/**
 * The pill of a billing period. The spec names the four states but not how they follow from
 * the period; the choice, first match wins: is_expired -> Expired (nothing else matters once the
 * subscription is over); cancellation code C -> Canceled on the cancellation date (the user's
 * decision outranks a payment problem); the last transaction failed -> Suspended; otherwise
 * Active. The server's is_expired flag is trusted; the dates are not compared with today.
 *
 * @example
 * proPill({ isExpired: false, cancellationCode: '', cancellationDate: '', didLastTransactionFail: false }) // { state: 'active' }
 * proPill({ isExpired: false, cancellationCode: 'C', cancellationDate: '2026-03-01', didLastTransactionFail: true }) // { state: 'canceled', on: '2026-03-01' }
 * proPill({ isExpired: false, cancellationCode: '', cancellationDate: '', didLastTransactionFail: true }) // { state: 'suspended' }
 * proPill({ isExpired: true, cancellationCode: 'C', cancellationDate: '2026-03-01', didLastTransactionFail: false }) // { state: 'expired' }
 */
export function proPill(period: Pick<ProBillingPeriod, 'isExpired' | 'cancellationCode' | 'cancellationDate' | 'didLastTransactionFail'>): ProPill {
  if (period.isExpired) return { state: 'expired' };
  if (isSubscriptionCancelled(period)) {
    return { state: 'canceled', on: isInternalDate(period.cancellationDate) ? period.cancellationDate : null };
  }
  if (period.didLastTransactionFail) return { state: 'suspended' };
  return { state: 'active' };
}

/**
 * The text of a pill: a `billing:pill.*` key; a dated Canceled pill passes its date as `date`
 * (y-MM-dd, for the UI to format in the user's date order).
 *
 * @example
 * proPillMessage({ state: 'canceled', on: '2026-03-01' }) // { key: 'billing:pill.canceled', values: { date: '2026-03-01' } }
 * proPillMessage({ state: 'canceled', on: null })         // { key: 'billing:pill.canceledUndated' }
 */
export function proPillMessage(pill: ProPill): BillingMessage {
  switch (pill.state) {
    case 'active':
      return billingMessage('billing:pill.active');
    case 'canceled':
      return pill.on === null ? billingMessage('billing:pill.canceledUndated') : billingMessage('billing:pill.canceled', { date: pill.on });
    case 'suspended':
      return billingMessage('billing:pill.suspended');
    case 'expired':
      return billingMessage('billing:pill.expired');
  }
}
