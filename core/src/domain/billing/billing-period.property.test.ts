import { describe, it } from 'vitest';
import fc from 'fast-check';
import { billingPeriodOf } from './billing-period.js';
import { proPill } from './pro-pill.js';
import { subscriptionTransition, type Subscription, type SubscriptionEvent, type SubscriptionStart } from './subscription.js';

const USD = (minor: number) => ({ minor, currency: 'USD' });
const start = fc.constantFrom<SubscriptionStart>(
  { type: 'start', kind: 'paid', product: 'B', rate: USD(499) },
  { type: 'start', kind: 'paid', product: 'P', rate: USD(4900) },
  { type: 'start', kind: 'trial', product: 'B', length: { unit: 'D', length: 30 }, renewalRate: USD(499) },
  { type: 'start', kind: 'promo', product: 'P', length: { unit: 'M', length: 3 }, renewalRate: null, campaignName: 'Acme' },
  { type: 'start', kind: 'bulk', campaignName: 'Globex' },
);
const event = fc.oneof(
  start.map((e): SubscriptionEvent => e),
  fc.constantFrom<SubscriptionEvent>({ type: 'renewed' }, { type: 'renewalFailed' }, { type: 'cancel' }, { type: 'resume' }, { type: 'expire' }),
);

/** The subscriptions a start and events (each some days after the last) reach. */
function reached(first: SubscriptionStart, events: readonly [SubscriptionEvent, number][]): Subscription[] {
  let now = Date.parse('2026-01-31T08:00:00Z');
  const r = subscriptionTransition(null, first, new Date(now));
  if (!r.ok) return [];
  const all = [r.value];
  for (const [e, days] of events) {
    now += days * 86_400_000;
    const next = subscriptionTransition(all[all.length - 1] ?? null, e, new Date(now));
    if (next.ok) all.push(next.value);
  }
  return all;
}

describe('billing period of a subscription: properties', () => {
  it('the Pro pill of the billing period is always the state of the subscription', () => {
    fc.assert(
      fc.property(start, fc.array(fc.tuple(event, fc.integer({ min: 0, max: 120 })), { maxLength: 20 }), (first, events) =>
        reached(first, events).every((s) => proPill(billingPeriodOf(s, 'en-US')).state === s.state),
      ),
    );
  });
  it('a renewal charge is shown exactly while a card renewal is coming, and the hard end is never before the end', () => {
    fc.assert(
      fc.property(start, fc.array(fc.tuple(event, fc.integer({ min: 0, max: 120 })), { maxLength: 20 }), (first, events) =>
        reached(first, events).every((s) => {
          const p = billingPeriodOf(s, 'en-US');
          const coming = s.renewsBy === 'card' && (s.state === 'active' || s.state === 'suspended');
          return (p.renewalChargeAmount !== null) === coming && p.hardEndDate >= p.endDate && p.startDate < p.endDate;
        }),
      ),
    );
  });
});
