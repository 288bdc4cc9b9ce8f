import { describe, expect, it } from 'vitest';
import { DOCUMENTS_PER_PLAN_MAX } from '../plans/document-limits.js';
import {
  canOfferProPurchase,
  documentLimitOf,
  FREE_ACCESS,
  FREE_DOCUMENTS_PER_PLAN_MAX,
  hasProCapability,
  PRO_CAPABILITIES,
  proAccessOf,
  subscriptionGivesPro,
  type ProAccess,
} from './pro-capabilities.js';
import type { Subscription } from './subscription.js';
import { ACTIVE_YEARLY } from '../../testing/billing-fixtures.js';

const yearly = ACTIVE_YEARLY;
const trial: Subscription = {
  ...yearly,
  product: 'B',
  origin: 'trial',
  startDate: '2026-01-01',
  anchorDate: '2026-01-31',
  periodStart: '2026-01-01',
  periodEnd: '2026-01-31',
};
const pro: ProAccess = { isPro: true, isTrial: false, isEnterprisePro: false, isInGracePeriod: false };
const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe('isPro', () => {
  it('"isPro on the profile comes from the subscription (or an enterprise flag)"', () => {
    expect(proAccessOf(null, { isEnterprisePro: false }, at('2026-05-01'))).toEqual(FREE_ACCESS);
    expect(proAccessOf(null, { isEnterprisePro: true }, at('2026-05-01'))).toEqual({
      isPro: true,
      isTrial: false,
      isEnterprisePro: true,
      isInGracePeriod: false,
    });
    expect(proAccessOf(yearly, { isEnterprisePro: false }, at('2026-05-01'))).toEqual(pro);
    expect(proAccessOf({ ...yearly, state: 'expired' }, { isEnterprisePro: false }, at('2026-05-01'))).toEqual(FREE_ACCESS);
  });
  it('"cancelling keeps Pro until the period ends"', () => {
    const canceled: Subscription = { ...yearly, state: 'canceled', canceledOn: '2026-05-01' };
    expect(subscriptionGivesPro(canceled, '2027-01-09')).toBe(true);
    expect(subscriptionGivesPro(canceled, '2027-01-10')).toBe(false);
  });
  it('a failed renewal keeps Pro through the grace period; so does a renewal job that is late', () => {
    const suspended: Subscription = { ...yearly, state: 'suspended', failedRenewals: 1 };
    expect(proAccessOf(suspended, { isEnterprisePro: false }, at('2027-01-12'))).toEqual({ ...pro, isInGracePeriod: true });
    expect(subscriptionGivesPro(suspended, '2027-01-23')).toBe(true);
    expect(subscriptionGivesPro(suspended, '2027-01-24')).toBe(false);
    expect(subscriptionGivesPro(yearly, '2027-01-11')).toBe(true);
    const promoWithoutCard: Subscription = { ...yearly, origin: 'promo', renewsBy: 'none', renewalRate: null };
    expect(subscriptionGivesPro(promoWithoutCard, '2027-01-10')).toBe(false);
  });
  it('a trial is Pro and a trial until its end', () => {
    expect(proAccessOf(trial, { isEnterprisePro: false }, at('2026-01-20'))).toEqual({ ...pro, isTrial: true });
    expect(proAccessOf({ ...trial, state: 'canceled', canceledOn: '2026-01-05' }, { isEnterprisePro: false }, at('2026-01-20')).isTrial).toBe(true);
  });
});

describe('Pro capabilities', () => {
  it('every capability needs Pro', () => {
    for (const capability of PRO_CAPABILITIES) {
      expect(hasProCapability(FREE_ACCESS, capability), capability).toBe(false);
      expect(hasProCapability(pro, capability), capability).toBe(true);
    }
  });
  it('"Phone SMS setup is not available during a free trial"', () => {
    expect(hasProCapability({ ...pro, isTrial: true }, 'smsNotifications')).toBe(false);
    expect(hasProCapability({ ...pro, isTrial: true }, 'proAlerts')).toBe(true);
  });
  it('"Free users see a document limit with an upgrade prompt; Pro users have a limit too"', () => {
    expect(documentLimitOf(FREE_ACCESS, { shouldAllowProPurchase: true })).toEqual({ max: FREE_DOCUMENTS_PER_PLAN_MAX, offersUpgrade: true });
    expect(documentLimitOf(FREE_ACCESS, { shouldAllowProPurchase: false })).toEqual({ max: FREE_DOCUMENTS_PER_PLAN_MAX, offersUpgrade: false });
    expect(documentLimitOf(pro, { shouldAllowProPurchase: true })).toEqual({ max: DOCUMENTS_PER_PLAN_MAX, offersUpgrade: false });
    expect(FREE_DOCUMENTS_PER_PLAN_MAX).toBeLessThan(DOCUMENTS_PER_PLAN_MAX);
  });
  it('"Purchase allowed only if shouldAllowProPurchase"', () => {
    expect(canOfferProPurchase(FREE_ACCESS, { shouldAllowProPurchase: true })).toBe(true);
    expect(canOfferProPurchase(FREE_ACCESS, { shouldAllowProPurchase: false })).toBe(false);
    expect(canOfferProPurchase(pro, { shouldAllowProPurchase: true })).toBe(false);
  });
});
