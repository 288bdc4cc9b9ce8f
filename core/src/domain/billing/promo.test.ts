import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { FREE_ACCESS } from './pro-capabilities.js';
import {
  applyPromo,
  canUpgradeWithoutCard,
  checkPromoCampaign,
  normalizePromoCode,
  PROMO_ATTEMPT_THROTTLE,
  promoOfCampaign,
  promoStart,
  takePromoAttempt,
  type PromoCampaign,
} from './promo.js';

const USD = (minor: number) => ({ minor, currency: 'USD' });
const standard = USD(4900);
const customer = { hasHadTrial: false, access: FREE_ACCESS };
const spring: PromoCampaign = {
  code: 'SPRING26',
  product: 'P',
  isTrial: false,
  discountedRate: USD(2900),
  period: { unit: 'Y', length: 1 },
  nextRate: null,
  isPaymentInfoRequired: true,
  willDowngradeAfterExpiration: false,
  campaignName: 'Acme Travel',
  description: 'Pro for $29 the first year',
  imageUrl: '',
  imageAltText: '',
  validFrom: '2026-03-01',
  validUntil: '2026-05-31',
  maxRedemptions: 500,
  redemptions: 0,
};
const freeQuarter: PromoCampaign = {
  ...spring,
  code: 'FREEPRO',
  discountedRate: USD(0),
  period: { unit: 'M', length: 3 },
  isPaymentInfoRequired: false,
  willDowngradeAfterExpiration: true,
  validUntil: null,
  maxRedemptions: null,
};
const trial: PromoCampaign = {
  ...spring,
  code: 'TRYPRO',
  product: 'B',
  isTrial: true,
  discountedRate: USD(0),
  period: { unit: 'D', length: 14 },
  nextRate: USD(499),
};

describe('canUpgradeWithoutCard', () => {
  it('"An upgrade without a card is possible only when payment info is explicitly not required"', () => {
    expect(canUpgradeWithoutCard({ isPaymentInfoRequired: false })).toBe(true);
    expect(canUpgradeWithoutCard({ isPaymentInfoRequired: true })).toBe(false);
    expect(canUpgradeWithoutCard({ isPaymentInfoRequired: null })).toBe(false);
    expect(canUpgradeWithoutCard(null)).toBe(false);
  });
});

describe('promo codes', () => {
  it('are read without case or surrounding spaces', () => {
    expect(normalizePromoCode(' spring26 ')).toBe('SPRING26');
    expect(normalizePromoCode('SPRING-26')).toBe('SPRING-26');
    for (const bad of ['', 'ab', 'no way', '-ABC', 'x'.repeat(33), 'PRO€', 'ſALE']) expect(normalizePromoCode(bad), bad).toBeNull();
  });
  it('a campaign is checked before the admin command saves it', () => {
    expect(checkPromoCampaign(spring, 'USD')).toEqual([]);
    expect(checkPromoCampaign(freeQuarter, 'USD')).toEqual([]);
    expect(checkPromoCampaign(trial, 'USD')).toEqual([]);
    expect(checkPromoCampaign({ ...spring, isPaymentInfoRequired: false }, 'USD')).toEqual(['charge-without-card', 'renewal-without-card']);
    expect(checkPromoCampaign({ ...trial, discountedRate: USD(100) }, 'USD')).toEqual(['trial-not-free']);
    expect(checkPromoCampaign({ ...spring, code: 'spring26', discountedRate: USD(-1), validUntil: '2026-02-01', maxRedemptions: 0 }, 'EUR')).toEqual([
      'code',
      'rate',
      'currency',
      'window',
      'cap',
    ]);
  });
});

describe('applyPromo', () => {
  it('"discount ... next rate": the discounted first period, then the next rate (the standard one when the promotion sets none)', () => {
    expect(applyPromo(spring, standard, '2026-04-01', customer, true)).toEqual(
      ok({
        product: 'P',
        isTrial: false,
        firstCharge: USD(2900),
        period: { unit: 'Y', length: 1 },
        periodEnd: '2027-04-01',
        nextRate: USD(4900),
        needsCard: true,
        renews: true,
        campaignName: 'Acme Travel',
      }),
    );
    expect(applyPromo({ ...spring, nextRate: USD(3900) }, standard, '2026-04-01', customer, true)).toMatchObject(ok({ nextRate: USD(3900) }));
  });
  it('"payment info required or not": a free promotion without a card upgrades and downgrades at its end', () => {
    const terms = applyPromo(freeQuarter, standard, '2026-04-01', customer, false);
    expect(terms).toMatchObject(ok({ firstCharge: USD(0), periodEnd: '2026-07-01', needsCard: false, renews: false }));
    if (terms.ok) {
      expect(promoStart(terms.value)).toEqual({
        type: 'start',
        kind: 'promo',
        product: 'P',
        length: { unit: 'M', length: 3 },
        renewalRate: null,
        campaignName: 'Acme Travel',
      });
    }
  });
  it('a trial promotion gives the trial length and needs an eligible customer', () => {
    const terms = applyPromo(trial, standard, '2026-04-01', customer, true);
    expect(terms).toMatchObject(ok({ isTrial: true, firstCharge: USD(0), periodEnd: '2026-04-15', nextRate: USD(499), renews: true }));
    if (terms.ok)
      expect(promoStart(terms.value)).toEqual({ type: 'start', kind: 'trial', product: 'B', length: { unit: 'D', length: 14 }, renewalRate: USD(499) });
    expect(applyPromo(trial, standard, '2026-04-01', { ...customer, hasHadTrial: true }, true)).toEqual(err({ kind: 'trial', reason: 'already-trialled' }));
  });
  it('"validity window, usage cap"', () => {
    expect(applyPromo(spring, standard, '2026-02-28', customer, true)).toEqual(err({ kind: 'not-started' }));
    expect(applyPromo(spring, standard, '2026-03-01', customer, true).ok).toBe(true);
    expect(applyPromo(spring, standard, '2026-05-31', customer, true).ok).toBe(true);
    expect(applyPromo(spring, standard, '2026-06-01', customer, true)).toEqual(err({ kind: 'ended' }));
    expect(applyPromo({ ...spring, redemptions: 499 }, standard, '2026-04-01', customer, true).ok).toBe(true);
    expect(applyPromo({ ...spring, redemptions: 500 }, standard, '2026-04-01', customer, true)).toEqual(err({ kind: 'used-up' }));
  });
  it('answers isValidPromo with the campaign as a Promo (rates in currency units)', () => {
    expect(promoOfCampaign(spring, standard)).toEqual({
      isTrial: false,
      discountRate: 29,
      nextRate: 49,
      periodTypeCode: 'Y',
      periodLength: 1,
      willDowngradeAfterExpiration: false,
      isPaymentInfoRequired: true,
      promoCode: 'SPRING26',
      campaignCompanyName: 'Acme Travel',
      externalDescription: 'Pro for $29 the first year',
      imageUrl: '',
      imageAltText: '',
    });
    expect(promoOfCampaign(freeQuarter, standard)).toMatchObject({ discountRate: 0, nextRate: null, isPaymentInfoRequired: false });
  });
});

describe('promo attempts', () => {
  it('"Promo codes have a rate limit": 5 at once, then one every 12 minutes', () => {
    const now = new Date('2026-04-01T10:00:00Z');
    expect(PROMO_ATTEMPT_THROTTLE).toEqual({ capacity: 5, refillSeconds: 720 });
    let bucket = undefined as Parameters<typeof takePromoAttempt>[0];
    for (let i = 0; i < 5; i += 1) {
      const take = takePromoAttempt(bucket, now);
      expect(take.allowed).toBe(true);
      bucket = take.bucket;
    }
    const refused = takePromoAttempt(bucket, now);
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 720 });
    expect(takePromoAttempt(refused.bucket, new Date('2026-04-01T10:12:00Z')).allowed).toBe(true);
  });
});
