import { describe, it } from 'vitest';
import fc from 'fast-check';
import type { ThrottleBucket } from '../account/throttle-rules.js';
import { FREE_ACCESS } from './pro-capabilities.js';
import {
  applyPromo,
  canUpgradeWithoutCard,
  checkPromoCampaign,
  normalizePromoCode,
  PROMO_ATTEMPT_THROTTLE,
  promoStart,
  takePromoAttempt,
  type PromoCampaign,
} from './promo.js';

const USD = (minor: number) => ({ minor, currency: 'USD' });
const campaign: fc.Arbitrary<PromoCampaign> = fc
  .record({
    isTrial: fc.boolean(),
    discounted: fc.integer({ min: 0, max: 10_000 }),
    next: fc.option(fc.integer({ min: 1, max: 10_000 })),
    months: fc.integer({ min: 1, max: 12 }),
    isPaymentInfoRequired: fc.boolean(),
    willDowngradeAfterExpiration: fc.boolean(),
    validFrom: fc.constantFrom('2026-01-01', '2026-03-01', '2026-06-01'),
    validUntil: fc.constantFrom(null, '2026-03-31', '2026-12-31'),
    maxRedemptions: fc.option(fc.integer({ min: 1, max: 5 })),
    redemptions: fc.integer({ min: 0, max: 6 }),
  })
  .map((c) => ({
    code: 'PROMO1',
    product: 'P' as const,
    isTrial: c.isTrial,
    discountedRate: USD(c.discounted),
    period: { unit: 'M' as const, length: c.months },
    nextRate: c.next === null ? null : USD(c.next),
    isPaymentInfoRequired: c.isPaymentInfoRequired,
    willDowngradeAfterExpiration: c.willDowngradeAfterExpiration,
    campaignName: '',
    description: '',
    imageUrl: '',
    imageAltText: '',
    validFrom: c.validFrom,
    validUntil: c.validUntil,
    maxRedemptions: c.maxRedemptions,
    redemptions: c.redemptions,
  }));
const today = fc.constantFrom('2025-12-31', '2026-01-01', '2026-03-15', '2026-03-31', '2026-04-01', '2026-12-31', '2027-01-01');

describe('promo: properties', () => {
  it('a card can be skipped only for a promotion that says false, never for true or silence', () => {
    fc.assert(
      fc.property(
        fc.option(fc.record({ isPaymentInfoRequired: fc.constantFrom(true, false, null) })),
        (promo) => canUpgradeWithoutCard(promo) === (promo !== null && promo.isPaymentInfoRequired === false),
      ),
    );
  });
  it('a promotion applies exactly inside its window and under its cap, charging its discounted rate once, then the next or standard rate', () => {
    fc.assert(
      fc.property(campaign, today, fc.boolean(), (c, t, withCard) => {
        const r = applyPromo(c, USD(4900), t, { hasHadTrial: false, access: FREE_ACCESS }, withCard);
        const usable = t >= c.validFrom && (c.validUntil === null || t <= c.validUntil) && (c.maxRedemptions === null || c.redemptions < c.maxRedemptions);
        if (!r.ok) return !usable;
        const next = c.nextRate ?? USD(4900);
        return usable && r.value.firstCharge === c.discountedRate && r.value.nextRate.minor === next.minor && r.value.periodEnd > t;
      }),
    );
  });
  it('a saved campaign never charges or renews without a card', () => {
    fc.assert(
      fc.property(campaign, today, (c, t) => {
        if (checkPromoCampaign(c, 'USD').length > 0) return true;
        const r = applyPromo(c, USD(4900), t, { hasHadTrial: false, access: FREE_ACCESS }, false);
        if (!r.ok) return true;
        const start = promoStart(r.value);
        const renewal = start.kind === 'trial' || start.kind === 'promo' ? start.renewalRate : null;
        return (c.isPaymentInfoRequired || r.value.firstCharge.minor === 0) && renewal === null;
      }),
    );
  });
  it('normalising a code is idempotent and ignores case and surrounding spaces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const code = normalizePromoCode(s);
        return code === null || (normalizePromoCode(code) === code && normalizePromoCode(` ${s.toLowerCase()} `) === code);
      }),
    );
  });
  it('at most 5 promo attempts pass in a burst and at most 10 in any hour', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3600 }), { minLength: 1, maxLength: 40 }), (offsets) => {
        const start = Date.parse('2026-04-01T10:00:00Z');
        let bucket: ThrottleBucket | undefined;
        const allowed: number[] = [];
        for (const s of [...offsets].sort((a, b) => a - b)) {
          const take = takePromoAttempt(bucket, new Date(start + s * 1000));
          bucket = take.bucket;
          if (take.allowed) allowed.push(s);
        }
        const burst = offsets.filter((s) => s === 0).length;
        const firstBurstOk = allowed.filter((s) => s === 0).length === Math.min(burst, PROMO_ATTEMPT_THROTTLE.capacity);
        return allowed.length <= PROMO_ATTEMPT_THROTTLE.capacity + 3600 / PROMO_ATTEMPT_THROTTLE.refillSeconds && firstBurstOk;
      }),
    );
  });
});
