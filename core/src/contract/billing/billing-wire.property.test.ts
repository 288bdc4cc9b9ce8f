import { describe, it } from 'vitest';
import fc from 'fast-check';
import { proBillingPeriodFromWire, proBillingPeriodToWire, proBillingPeriodWire } from './billing-period-wire.js';
import { paymentInfoFromWire, paymentInfoToWire, paymentInfoWire, transactionFromWire, transactionToWire, transactionWire } from './payment-wire.js';
import { promoFromWire, promoToWire, promoWire } from './promo-wire.js';
import { purchasedProductInfoFromWire, purchasedProductInfoToWire, purchasedProductInfoWire } from './purchased-product-info-wire.js';

const date = fc.constantFrom('', '2026-01-10', '2027-01-10', '1999-12-31');
const money = fc.option(fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100));
const period = fc.record({
  isExpired: fc.boolean(),
  renewalChargeAmount: money,
  renewalChargeAmountDisplay: fc.string(),
  cancellationCode: fc.constantFrom('', 'C', 'X'),
  cancellationDate: date,
  startDate: date,
  endDate: date,
  hardEndDate: date,
  didLastTransactionFail: fc.boolean(),
  bulkCampaignCompanyName: fc.string(),
  promoCampaignCompanyName: fc.string(),
  isTrial: fc.boolean(),
});
const info = fc.record({
  typeCode: fc.constantFrom('V', 'M', 'A', 'D' as const),
  expirationMonth: fc.integer({ min: 1, max: 12 }),
  expirationYear: fc.integer({ min: 2000, max: 2100 }),
  countryCode: fc.string({ maxLength: 2 }),
  ccSuffix: fc.stringMatching(/^\d{4}$/),
  hasAuthorizationExpired: fc.boolean(),
});
const transaction = fc.record({
  id: fc.nat(),
  transactionCode: fc.string(),
  amount: fc.integer({ min: -10_000, max: 10_000 }),
  amountDisplay: fc.string(),
  description: fc.string(),
  displayDate: fc.string(),
  displayDatetime: fc.string(),
  billingPeriodStart: date,
  billingPeriodEnd: date,
});
const promo = fc.record({
  isTrial: fc.boolean(),
  discountRate: money,
  nextRate: money,
  periodTypeCode: fc.constantFrom('Y', 'M', 'D', ''),
  periodLength: fc.option(fc.nat(36)),
  willDowngradeAfterExpiration: fc.boolean(),
  isPaymentInfoRequired: fc.constantFrom(true, false, null),
  promoCode: fc.string(),
  campaignCompanyName: fc.string(),
  externalDescription: fc.string(),
  imageUrl: fc.string(),
  imageAltText: fc.string(),
});
const productInfo = fc.record({
  billingAddress: fc.option(fc.record({ countryCode: fc.string(), zip: fc.string() })),
  defaultProYearlyRate: money,
  billingPeriod: fc.option(period),
  paymentInfo: fc.option(info),
  isEligibleForFreeTrial: fc.boolean(),
  transactions: fc.array(transaction, { maxLength: 4 }),
});

describe('billing wire codecs: properties', () => {
  it('every billing period survives to-wire, schema parse and from-wire unchanged', () => {
    fc.assert(
      fc.property(period, (p) => JSON.stringify(proBillingPeriodFromWire(proBillingPeriodWire.parse(proBillingPeriodToWire(p)))) === JSON.stringify(p)),
    );
  });
  it('every card on file and transaction round-trips', () => {
    fc.assert(
      fc.property(
        info,
        transaction,
        (i, t) =>
          JSON.stringify(paymentInfoFromWire(paymentInfoWire.parse(paymentInfoToWire(i)))) === JSON.stringify(i) &&
          JSON.stringify(transactionFromWire(transactionWire.parse(transactionToWire(t)))) === JSON.stringify(t),
      ),
    );
  });
  it('every promotion round-trips, the unknown payment requirement included', () => {
    fc.assert(fc.property(promo, (p) => JSON.stringify(promoFromWire(promoWire.parse(promoToWire(p)))) === JSON.stringify(p)));
  });
  it('the whole purchasedProductInfo answer round-trips and its wire booleans are strings', () => {
    fc.assert(
      fc.property(productInfo, (i) => {
        const wire = purchasedProductInfoToWire(i);
        return (
          typeof wire.is_eligible_for_free_trial === 'string' &&
          JSON.stringify(purchasedProductInfoFromWire(purchasedProductInfoWire.parse(wire))) === JSON.stringify(i)
        );
      }),
    );
  });
});
