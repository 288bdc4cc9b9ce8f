import { describe, expect, it } from 'vitest';
import { err } from '../result.js';
import { billingDay, graceEnd, subscriptionTransition, type Subscription, type SubscriptionEvent, SUSPENSION_GRACE_DAYS } from './subscription.js';

const USD = (minor: number) => ({ minor, currency: 'USD' });
const at = (iso: string) => new Date(`${iso}T09:00:00Z`);
const step = (s: Subscription | null, e: SubscriptionEvent, day: string): Subscription => {
  const r = subscriptionTransition(s, e, at(day));
  if (!r.ok) throw new Error(`${e.type} on ${day}: ${JSON.stringify(r.error)}`);
  return r.value;
};
const monthly = step(null, { type: 'start', kind: 'paid', product: 'B', rate: USD(499) }, '2026-01-31');
const yearly = step(null, { type: 'start', kind: 'paid', product: 'P', rate: USD(4900) }, '2026-01-10');

describe('starting a subscription', () => {
  it('a paid start is active for one period of the product, renewing by card at its rate', () => {
    expect(yearly).toEqual({
      state: 'active',
      product: 'P',
      origin: 'paid',
      startDate: '2026-01-10',
      anchorDate: '2026-01-10',
      periodStart: '2026-01-10',
      periodEnd: '2027-01-10',
      renewsBy: 'card',
      renewalRate: USD(4900),
      canceledOn: null,
      failedRenewals: 0,
      campaignName: null,
    });
    expect(monthly.periodEnd).toBe('2026-02-28');
  });
  it('a trial runs its length, then renews on the card from its end (the anchor)', () => {
    const trial = step(null, { type: 'start', kind: 'trial', product: 'B', length: { unit: 'D', length: 30 }, renewalRate: USD(499) }, '2026-01-01');
    expect(trial).toMatchObject({ origin: 'trial', periodEnd: '2026-01-31', anchorDate: '2026-01-31', renewsBy: 'card' });
    const renewed = step(trial, { type: 'renewed' }, '2026-01-31');
    expect(renewed).toMatchObject({ state: 'active', periodStart: '2026-01-31', periodEnd: '2026-02-28' });
    expect(step(renewed, { type: 'renewed' }, '2026-02-28')).toMatchObject({ periodStart: '2026-02-28', periodEnd: '2026-03-31' });
  });
  it('a promotion without a card (or that downgrades) does not renew: it expires at its end', () => {
    const promo = step(
      null,
      { type: 'start', kind: 'promo', product: 'P', length: { unit: 'M', length: 3 }, renewalRate: null, campaignName: ' Acme Travel ' },
      '2026-03-01',
    );
    expect(promo).toMatchObject({ origin: 'promo', periodEnd: '2026-06-01', renewsBy: 'none', renewalRate: null, campaignName: 'Acme Travel' });
    expect(subscriptionTransition(promo, { type: 'renewed' }, at('2026-06-01'))).toEqual(err({ kind: 'illegal', from: 'active', event: 'renewed' }));
    expect(subscriptionTransition(promo, { type: 'expire' }, at('2026-05-31'))).toEqual(err({ kind: 'not-due', on: '2026-06-01' }));
    expect(step(promo, { type: 'expire' }, '2026-06-01').state).toBe('expired');
  });
  it('"A bulk subscription cycle is 90 days": company-paid, renewed by the company, not cancellable by the user', () => {
    const bulk = step(null, { type: 'start', kind: 'bulk', campaignName: 'Globex' }, '2026-01-01');
    expect(bulk).toMatchObject({ product: 'bulk', origin: 'bulk', periodEnd: '2026-04-01', renewsBy: 'company', renewalRate: null, campaignName: 'Globex' });
    expect(step(bulk, { type: 'renewed' }, '2026-04-01')).toMatchObject({ periodStart: '2026-04-01', periodEnd: '2026-06-30' });
    expect(subscriptionTransition(bulk, { type: 'renewalFailed' }, at('2026-04-01')).ok).toBe(false);
    expect(subscriptionTransition(bulk, { type: 'cancel' }, at('2026-02-01'))).toEqual(err({ kind: 'illegal', from: 'active', event: 'cancel' }));
    expect(step(bulk, { type: 'expire' }, '2026-04-01').state).toBe('expired');
  });
  it('one subscription at a time: a new start only with none or after expiry', () => {
    expect(subscriptionTransition(yearly, { type: 'start', kind: 'paid', product: 'B', rate: USD(499) }, at('2026-02-01'))).toEqual(
      err({ kind: 'illegal', from: 'active', event: 'start' }),
    );
    const expired = step(step(yearly, { type: 'cancel' }, '2026-02-01'), { type: 'expire' }, '2027-01-10');
    expect(step(expired, { type: 'start', kind: 'paid', product: 'B', rate: USD(499) }, '2027-02-01')).toMatchObject({
      state: 'active',
      startDate: '2027-02-01',
    });
    expect(subscriptionTransition(null, { type: 'cancel' }, at('2026-01-01'))).toEqual(err({ kind: 'illegal', from: 'none', event: 'cancel' }));
  });
});

describe('renewals', () => {
  it('renewal at the period end: the next period, anchored (Jan 31 -> Feb 28 -> Mar 31)', () => {
    expect(subscriptionTransition(monthly, { type: 'renewed' }, at('2026-02-27'))).toEqual(err({ kind: 'not-due', on: '2026-02-28' }));
    const feb = step(monthly, { type: 'renewed' }, '2026-02-28');
    expect(feb).toMatchObject({ state: 'active', periodStart: '2026-02-28', periodEnd: '2026-03-31' });
    expect(step(feb, { type: 'renewed' }, '2026-03-31')).toMatchObject({ periodStart: '2026-03-31', periodEnd: '2026-04-30' });
  });
  it('"a failed renewal suspends ... a later success reactivates"', () => {
    const suspended = step(yearly, { type: 'renewalFailed' }, '2027-01-10');
    expect(suspended).toMatchObject({ state: 'suspended', failedRenewals: 1, periodEnd: '2027-01-10' });
    const again = step(suspended, { type: 'renewalFailed' }, '2027-01-11');
    expect(again.failedRenewals).toBe(2);
    // The late renewal pays the period from the old end: the renewal dates do not move.
    expect(step(again, { type: 'renewed' }, '2027-01-14')).toMatchObject({
      state: 'active',
      failedRenewals: 0,
      periodStart: '2027-01-10',
      periodEnd: '2028-01-10',
    });
  });
  it('a suspended subscription expires once its grace period is over', () => {
    const suspended = step(yearly, { type: 'renewalFailed' }, '2027-01-10');
    expect(SUSPENSION_GRACE_DAYS).toBe(14);
    expect(graceEnd(suspended)).toBe('2027-01-24');
    expect(subscriptionTransition(suspended, { type: 'expire' }, at('2027-01-23'))).toEqual(err({ kind: 'not-due', on: '2027-01-24' }));
    expect(step(suspended, { type: 'expire' }, '2027-01-24').state).toBe('expired');
  });
  it('an active card subscription never expires by itself: it renews or fails', () => {
    expect(subscriptionTransition(yearly, { type: 'expire' }, at('2027-02-01'))).toEqual(err({ kind: 'illegal', from: 'active', event: 'expire' }));
  });
});

describe('cancelling', () => {
  it('"cancelling keeps Pro until the period ends; fees are not refunded": canceled, the end kept, then expired', () => {
    const canceled = step(yearly, { type: 'cancel' }, '2026-06-01');
    expect(canceled).toMatchObject({ state: 'canceled', canceledOn: '2026-06-01', periodEnd: '2027-01-10', renewalRate: USD(4900) });
    expect(subscriptionTransition(canceled, { type: 'renewed' }, at('2027-01-10'))).toEqual(err({ kind: 'illegal', from: 'canceled', event: 'renewed' }));
    expect(subscriptionTransition(canceled, { type: 'expire' }, at('2027-01-09'))).toEqual(err({ kind: 'not-due', on: '2027-01-10' }));
    expect(step(canceled, { type: 'expire' }, '2027-01-10')).toMatchObject({ state: 'expired', canceledOn: '2026-06-01' });
    expect(subscriptionTransition(canceled, { type: 'cancel' }, at('2026-06-02')).ok).toBe(false);
  });
  it('a cancelled subscription may be resumed before its end, not after', () => {
    const canceled = step(yearly, { type: 'cancel' }, '2026-06-01');
    expect(step(canceled, { type: 'resume' }, '2026-07-01')).toEqual(yearly);
    expect(subscriptionTransition(canceled, { type: 'resume' }, at('2027-01-10'))).toEqual(err({ kind: 'illegal', from: 'canceled', event: 'resume' }));
  });
  it('cancelling a suspended subscription ends it at once (its paid period is over)', () => {
    const suspended = step(yearly, { type: 'renewalFailed' }, '2027-01-10');
    expect(step(suspended, { type: 'cancel' }, '2027-01-12')).toMatchObject({ state: 'expired', canceledOn: '2027-01-12' });
  });
});

describe('billingDay', () => {
  it('is the UTC calendar date', () => {
    expect(billingDay(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
    expect(billingDay(new Date('2026-03-01T00:00:00Z'))).toBe('2026-03-01');
  });
});
