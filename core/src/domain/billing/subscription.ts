import {
  addPeriods,
  nextRenewal,
  periodEnd,
  type PeriodLength,
  PRODUCT_PERIODS,
  type ProProductCode,
  type SubscriptionProduct,
} from './subscription-period.js';
import { err, ok, type Result } from '../result.js';
import type { Money } from '../money/money.js';

/**
 * Where a Pro subscription stands, the states of the Pro pill (part 3 section 4): `active`;
 * `canceled` (the user cancelled; Pro is kept until the period's end, nothing is refunded);
 * `suspended` (a renewal charge failed; Pro is kept for a grace period while the charge is
 * retried); `expired` (over: no Pro).
 *
 * @example
 * const s: SubscriptionState = 'suspended';
 */
export type SubscriptionState = 'active' | 'canceled' | 'suspended' | 'expired';

/**
 * Every subscription state.
 *
 * @example
 * SUBSCRIPTION_STATES.length // 4
 */
export const SUBSCRIPTION_STATES: readonly SubscriptionState[] = ['active', 'canceled', 'suspended', 'expired'];

/**
 * How a subscription began: bought with a card (`paid`), as a free trial (`trial`), with a
 * promotion code (`promo`), or given by a company (`bulk`). The billing page's copy variants
 * (trial, promotion, company-paid) follow from it.
 *
 * @example
 * const o: SubscriptionOrigin = 'promo';
 */
export type SubscriptionOrigin = 'paid' | 'trial' | 'promo' | 'bulk';

/**
 * Who pays the next period: the card on file (`card`), the company of a bulk campaign
 * (`company`), or nobody (`none`: a promotion or trial without a card, or one that downgrades at
 * its end; the subscription expires when its period ends).
 *
 * @example
 * const r: RenewalPayer = 'company';
 */
export type RenewalPayer = 'card' | 'company' | 'none';

/**
 * Days after the end of the unpaid period during which a suspended subscription keeps Pro while
 * the renewal is retried (the Pro product's isInGracePeriod). The spec names a grace period
 * without its length; 14 days is this product's choice. After it the subscription may expire.
 *
 * @example
 * graceEnd({ periodEnd: '2026-03-01' }) // '2026-03-15'
 */
export const SUSPENSION_GRACE_DAYS = 14;

/**
 * A Pro subscription. Dates are internal dates (y-MM-dd) of the billing calendar, which is UTC
 * (see {@link billingDay}). The current period covers `periodStart` up to, not including,
 * `periodEnd`, the day the renewal falls due. Renewal dates are `anchorDate` plus whole product
 * periods (see nextRenewal): the anchor is the start of a paid subscription, or the end of a trial
 * or promotion period. `renewalRate` is what a card renewal charges (null unless `renewsBy` is
 * card); `failedRenewals` counts the failed renewal charges since the last success.
 *
 * @example
 * const s: Subscription = { state: 'active', product: 'P', origin: 'paid', startDate: '2026-01-10', anchorDate: '2026-01-10', periodStart: '2026-01-10', periodEnd: '2027-01-10', renewsBy: 'card', renewalRate: { minor: 4900, currency: 'USD' }, canceledOn: null, failedRenewals: 0, campaignName: null };
 */
export interface Subscription {
  readonly state: SubscriptionState;
  readonly product: SubscriptionProduct;
  readonly origin: SubscriptionOrigin;
  readonly startDate: string;
  readonly anchorDate: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly renewsBy: RenewalPayer;
  readonly renewalRate: Money | null;
  /** The day the user cancelled, or null. */
  readonly canceledOn: string | null;
  readonly failedRenewals: number;
  /** The promotion's or bulk campaign's company name, or null. */
  readonly campaignName: string | null;
}

/**
 * How a subscription starts:
 * - `paid`: the first period of the product was charged at `rate`, and renews at that rate;
 * - `trial`: a free first period of `length`; then the product renews at `renewalRate` on the card
 *   given, or, with no card (`renewalRate` null), the subscription expires at the trial's end;
 * - `promo`: a first period of `length` at the promotion's price (charged by the caller); then
 *   renewal at `renewalRate`, or expiry when it is null (no card, or the promotion downgrades);
 * - `bulk`: a company-paid 90-day cycle, renewed by the company.
 *
 * @example
 * const e: SubscriptionStart = { type: 'start', kind: 'trial', product: 'B', length: { unit: 'D', length: 30 }, renewalRate: { minor: 499, currency: 'USD' } };
 */
export type SubscriptionStart =
  | { readonly type: 'start'; readonly kind: 'paid'; readonly product: ProProductCode; readonly rate: Money }
  | { readonly type: 'start'; readonly kind: 'trial'; readonly product: ProProductCode; readonly length: PeriodLength; readonly renewalRate: Money | null }
  | {
      readonly type: 'start';
      readonly kind: 'promo';
      readonly product: ProProductCode;
      readonly length: PeriodLength;
      readonly renewalRate: Money | null;
      readonly campaignName: string;
    }
  | { readonly type: 'start'; readonly kind: 'bulk'; readonly campaignName: string };

/**
 * What happens to a subscription: it starts; a renewal succeeds (charged, or renewed by the
 * company) or a renewal charge fails; the user cancels, or resumes a cancelled subscription before
 * its end; it expires.
 *
 * @example
 * const e: SubscriptionEvent = { type: 'renewalFailed' };
 */
export type SubscriptionEvent =
  | SubscriptionStart
  | { readonly type: 'renewed' }
  | { readonly type: 'renewalFailed' }
  | { readonly type: 'cancel' }
  | { readonly type: 'resume' }
  | { readonly type: 'expire' };

/**
 * Why an event was refused: it does not apply in this state (`illegal`; `from` is `none` when
 * there is no subscription), or it applies but not yet (`not-due`, with the day it becomes due).
 *
 * @example
 * const e: SubscriptionError = { kind: 'not-due', on: '2027-01-10' };
 */
export type SubscriptionError =
  | { readonly kind: 'illegal'; readonly from: SubscriptionState | 'none'; readonly event: SubscriptionEvent['type'] }
  | { readonly kind: 'not-due'; readonly on: string };

/**
 * The billing day of an instant: its UTC calendar date (y-MM-dd). Choice: one billing calendar
 * for every user and server, so a period ends at 00:00 UTC of its end day whatever the user's zone.
 *
 * @example
 * billingDay(new Date('2026-03-01T23:30:00-05:00')) // '2026-03-02'
 */
export function billingDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The last day of the grace period of a renewal that failed: {@link SUSPENSION_GRACE_DAYS} days
 * after the period's end. Pro is kept before this day; on it, a suspended subscription may expire.
 *
 * @example
 * graceEnd({ periodEnd: '2026-03-01' }) // '2026-03-15'
 */
export function graceEnd(subscription: Pick<Subscription, 'periodEnd'>): string {
  return addPeriods(subscription.periodEnd, { unit: 'D', length: SUSPENSION_GRACE_DAYS }, 1);
}

function started(event: SubscriptionStart, today: string): Subscription {
  const base = { state: 'active', startDate: today, periodStart: today, canceledOn: null, failedRenewals: 0 } as const;
  switch (event.kind) {
    case 'paid': {
      const end = periodEnd(today, event.product);
      return {
        ...base,
        product: event.product,
        origin: 'paid',
        anchorDate: today,
        periodEnd: end,
        renewsBy: 'card',
        renewalRate: event.rate,
        campaignName: null,
      };
    }
    case 'trial':
    case 'promo': {
      const end = periodEnd(today, event.length);
      const renews = event.renewalRate !== null;
      const campaign = event.kind === 'promo' && event.campaignName.trim() !== '' ? event.campaignName.trim() : null;
      return {
        ...base,
        product: event.product,
        origin: event.kind,
        anchorDate: end,
        periodEnd: end,
        renewsBy: renews ? 'card' : 'none',
        renewalRate: event.renewalRate,
        campaignName: campaign,
      };
    }
    case 'bulk': {
      const end = periodEnd(today, 'bulk');
      const campaign = event.campaignName.trim() === '' ? null : event.campaignName.trim();
      return { ...base, product: 'bulk', origin: 'bulk', anchorDate: today, periodEnd: end, renewsBy: 'company', renewalRate: null, campaignName: campaign };
    }
  }
}

function renewed(s: Subscription): Subscription {
  // One renewal pays exactly one period, continuing from the end of the last one (a late renewal
  // after a suspension does not move the renewal dates).
  const end = nextRenewal(s.anchorDate, PRODUCT_PERIODS[s.product], s.periodEnd);
  return { ...s, state: 'active', periodStart: s.periodEnd, periodEnd: end, failedRenewals: 0, canceledOn: null };
}

/**
 * The subscription state machine: the subscription after `event` at `now`, or why the event does
 * not apply. The rules:
 * - `start`: with no subscription (null) or an expired one, starts a new one (see
 *   {@link SubscriptionStart}); refused otherwise (one subscription at a time).
 * - `renewed`: from active (renewing by card or company) or suspended, once the period has ended:
 *   the next period, active again (a later success reactivates a suspended subscription).
 * - `renewalFailed`: a card renewal charge failed once the period has ended: suspended, the
 *   failures counted; again while suspended counts one more.
 * - `cancel`: from active (not company-paid): canceled, Pro and the period end kept, nothing
 *   refunded. From suspended: expired at once (the paid period is over already).
 * - `resume`: from canceled before the period's end: active again, as if never cancelled.
 * - `expire`: canceled or not renewing (no payer, or a company that did not renew) once the period
 *   has ended; suspended once the grace period has ended.
 * Anything else is `illegal`; a due-date rule not met yet is `not-due`.
 *
 * @example
 * subscriptionTransition(null, { type: 'start', kind: 'paid', product: 'B', rate: { minor: 499, currency: 'USD' } }, new Date('2026-01-31T12:00:00Z'))
 * // ok({ state: 'active', periodStart: '2026-01-31', periodEnd: '2026-02-28', ... })
 * subscriptionTransition(active, { type: 'renewalFailed' }, new Date('2026-02-28T00:05:00Z')) // ok({ state: 'suspended', failedRenewals: 1, ... })
 * subscriptionTransition(active, { type: 'cancel' }, now) // ok({ state: 'canceled', canceledOn: '2026-02-10', periodEnd: '2026-02-28', ... })
 * subscriptionTransition(canceled, { type: 'expire' }, new Date('2026-02-01T00:00:00Z')) // err({ kind: 'not-due', on: '2026-02-28' })
 */
export function subscriptionTransition(subscription: Subscription | null, event: SubscriptionEvent, now: Date): Result<Subscription, SubscriptionError> {
  const today = billingDay(now);
  const illegal = () => err({ kind: 'illegal', from: subscription?.state ?? 'none', event: event.type } as const);
  if (event.type === 'start') {
    return subscription === null || subscription.state === 'expired' ? ok(started(event, today)) : illegal();
  }
  if (subscription === null) return illegal();
  const s = subscription;
  const due = (on: string) => (today >= on ? null : err({ kind: 'not-due', on } as const));
  switch (event.type) {
    case 'renewed': {
      if (!(s.state === 'suspended' || (s.state === 'active' && s.renewsBy !== 'none'))) return illegal();
      return due(s.periodEnd) ?? ok(renewed(s));
    }
    case 'renewalFailed': {
      if (s.renewsBy !== 'card' || !(s.state === 'active' || s.state === 'suspended')) return illegal();
      return due(s.periodEnd) ?? ok({ ...s, state: 'suspended', failedRenewals: s.failedRenewals + 1 });
    }
    case 'cancel': {
      if (s.renewsBy === 'company') return illegal();
      if (s.state === 'active') return ok({ ...s, state: 'canceled', canceledOn: today });
      return s.state === 'suspended' ? ok({ ...s, state: 'expired', canceledOn: today }) : illegal();
    }
    case 'resume': {
      if (s.state !== 'canceled') return illegal();
      return today < s.periodEnd ? ok({ ...s, state: 'active', canceledOn: null }) : illegal();
    }
    case 'expire': {
      if (s.state === 'canceled' || (s.state === 'active' && s.renewsBy !== 'card')) return due(s.periodEnd) ?? ok({ ...s, state: 'expired' });
      return s.state === 'suspended' ? (due(graceEnd(s)) ?? ok({ ...s, state: 'expired' })) : illegal();
    }
  }
}
