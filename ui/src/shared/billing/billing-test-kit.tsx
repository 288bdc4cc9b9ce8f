import { vi } from 'vitest';
import { ok, type BillingCountry, type ProBillingService, type Promo, type PurchasedProductInfo } from '@waybook/core';

/** Billing state after an upgrade, for the fakes' answers. */
export const UPGRADED: PurchasedProductInfo = {
  billingAddress: { countryCode: 'US', zip: '94105' },
  defaultProYearlyRate: 49,
  billingPeriod: null,
  paymentInfo: null,
  isEligibleForFreeTrial: false,
  transactions: [],
};

export const COUNTRIES: readonly BillingCountry[] = [
  { code: 'FR', name: 'France' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
];

/** A promotion; by default one that needs no payment information. */
export function samplePromo(overrides: Partial<Promo> = {}): Promo {
  return {
    isTrial: true,
    discountRate: 0,
    nextRate: 49,
    periodTypeCode: 'M',
    periodLength: 3,
    willDowngradeAfterExpiration: false,
    isPaymentInfoRequired: false,
    promoCode: 'ACME3',
    campaignCompanyName: 'Acme Travel',
    externalDescription: '',
    imageUrl: '',
    imageAltText: '',
    ...overrides,
  };
}

/** A fake ProBillingService whose calls succeed unless told otherwise. */
export function fakeBilling() {
  return {
    info: vi.fn<ProBillingService['info']>(async () => ok(UPGRADED)),
    countries: vi.fn<ProBillingService['countries']>(async () => ok(COUNTRIES)),
    checkPromo: vi.fn<ProBillingService['checkPromo']>(async () => ok(samplePromo())),
    upgrade: vi.fn<ProBillingService['upgrade']>(async () => ok(UPGRADED)),
    replaceCard: vi.fn<ProBillingService['replaceCard']>(async () => ok(UPGRADED)),
  };
}

export type FakeBilling = ReturnType<typeof fakeBilling>;
