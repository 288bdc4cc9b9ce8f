import { describe, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { DOCUMENTS_PER_PLAN_MAX } from '../plans/document-limits.js';
import {
  canOfferProPurchase,
  documentLimitOf,
  FREE_DOCUMENTS_PER_PLAN_MAX,
  hasProCapability,
  PRO_CAPABILITIES,
  proAccessOf,
  subscriptionGivesPro,
} from './pro-capabilities.js';
import { billingDay, SUBSCRIPTION_STATES, type Subscription } from './subscription.js';

const day = fc
  .date({ min: new Date('2001-01-01T00:00:00Z'), max: new Date('2080-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => DateTime.fromJSDate(d, { zone: 'utc' }).toFormat('y-MM-dd'));
const instant = fc.date({ min: new Date('2001-01-01T00:00:00Z'), max: new Date('2081-12-31T00:00:00Z'), noInvalidDate: true });
const subscription: fc.Arbitrary<Subscription> = fc
  .record({
    state: fc.constantFrom(...SUBSCRIPTION_STATES),
    origin: fc.constantFrom('paid' as const, 'trial' as const, 'promo' as const, 'bulk' as const),
    renewsBy: fc.constantFrom('card' as const, 'company' as const, 'none' as const),
    periodEnd: day,
  })
  // Only a card renewal can fail, so a suspended subscription always renews by card.
  .map(({ state, origin, renewsBy: payer, periodEnd }) => ({ state, origin, renewsBy: state === 'suspended' ? ('card' as const) : payer, periodEnd }))
  .map(({ state, origin, renewsBy, periodEnd }) => ({
    state,
    product: 'B',
    origin,
    startDate: '2000-01-01',
    anchorDate: periodEnd,
    periodStart: '2000-01-01',
    periodEnd,
    renewsBy,
    renewalRate: renewsBy === 'card' ? { minor: 499, currency: 'USD' } : null,
    canceledOn: null,
    failedRenewals: state === 'suspended' ? 1 : 0,
    campaignName: null,
  }));
const flags = fc.record({ isEnterprisePro: fc.boolean() });
const access = fc.tuple(fc.option(subscription), flags, instant).map(([s, f, now]) => proAccessOf(s, f, now));

describe('Pro capabilities: properties', () => {
  it('expired is never Pro; no subscription is Pro only with the enterprise flag; the enterprise flag always is', () => {
    fc.assert(
      fc.property(fc.option(subscription), flags, instant, (s, f, now) => {
        const a = proAccessOf(s, f, now);
        if (f.isEnterprisePro) return a.isPro && !a.isTrial;
        if (s === null || s.state === 'expired') return !a.isPro;
        return a.isPro === subscriptionGivesPro(s, billingDay(now));
      }),
    );
  });
  it('no subscription gives Pro from the end of its period on, save a card renewal in its grace period', () => {
    fc.assert(
      fc.property(subscription, fc.integer({ min: -30, max: 30 }), (s, offset) => {
        const today = DateTime.fromISO(s.periodEnd, { zone: 'utc' }).plus({ days: offset }).toFormat('y-MM-dd');
        return !subscriptionGivesPro(s, today) || today < s.periodEnd || (s.renewsBy === 'card' && s.state !== 'canceled' && offset < 14);
      }),
    );
  });
  it('a trial, a grace period and every capability imply Pro; text alerts never come with a trial', () => {
    fc.assert(
      fc.property(access, fc.constantFrom(...PRO_CAPABILITIES), (a, c) => {
        const implied = (!a.isTrial || a.isPro) && (!a.isInGracePeriod || a.isPro) && (!hasProCapability(a, c) || a.isPro);
        return implied && !(a.isTrial && hasProCapability(a, 'smsNotifications'));
      }),
    );
  });
  it('the document limit is the Pro one exactly for Pro users; the upgrade prompt only for free users who may buy', () => {
    fc.assert(
      fc.property(access, fc.boolean(), (a, allow) => {
        const limit = documentLimitOf(a, { shouldAllowProPurchase: allow });
        return (
          limit.max === (a.isPro ? DOCUMENTS_PER_PLAN_MAX : FREE_DOCUMENTS_PER_PLAN_MAX) &&
          limit.offersUpgrade === (!a.isPro && allow) &&
          limit.offersUpgrade === canOfferProPurchase(a, { shouldAllowProPurchase: allow })
        );
      }),
    );
  });
});
