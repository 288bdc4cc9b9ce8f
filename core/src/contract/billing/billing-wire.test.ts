import { describe, expect, it } from 'vitest';
import { err, ok } from '../../domain/result.js';
import { proBillingPeriodFromWire, proBillingPeriodToWire, proBillingPeriodWire } from './billing-period-wire.js';
import type { ProBillingPeriod } from '../../domain/billing/billing-period.js';
import { cardDetailsWire, cardExpiryToWire, cardExpiryWire, proUpgradeRequest, proUpgradeWire } from './card-request-wire.js';
import type { ValidCardForm } from '../../domain/billing/card-form.js';
import { paymentInfoExpiry, paymentInfoBrand, type PaymentInfo } from '../../domain/billing/payment-info.js';
import { paymentInfoFromWire, paymentInfoToWire, paymentInfoWire, transactionFromWire, transactionWire } from './payment-wire.js';
import { promoFromWire, promoToWire, promoWire } from './promo-wire.js';
import type { Promo } from '../../domain/billing/promo.js';
import { purchasedProductInfoFromWire, purchasedProductInfoToWire, purchasedProductInfoWire } from './purchased-product-info-wire.js';

const period: ProBillingPeriod = {
  isExpired: false,
  renewalChargeAmount: 49,
  renewalChargeAmountDisplay: '$49.00',
  cancellationCode: 'C',
  cancellationDate: '2026-03-01',
  startDate: '2026-01-10',
  endDate: '2027-01-10',
  hardEndDate: '2027-01-10',
  didLastTransactionFail: false,
  bulkCampaignCompanyName: '',
  promoCampaignCompanyName: 'Acme',
  isTrial: false,
};
const info: PaymentInfo = { typeCode: 'A', expirationMonth: 9, expirationYear: 2027, countryCode: 'US', ccSuffix: '0005', hasAuthorizationExpired: true };
const promo: Promo = {
  isTrial: true,
  discountRate: 0,
  nextRate: 49,
  periodTypeCode: 'M',
  periodLength: 1,
  willDowngradeAfterExpiration: true,
  isPaymentInfoRequired: false,
  promoCode: 'TRYPRO',
  campaignCompanyName: '',
  externalDescription: 'One month free',
  imageUrl: '',
  imageAltText: '',
};
const card: ValidCardForm = {
  number: { digits: '4111111111111111', brand: 'visa' },
  securityCode: '123',
  expiry: { month: 9, year: 2027 },
  countryCode: 'US',
  zip: '94105',
};

describe('ProBillingPeriod on the wire', () => {
  it('is snake_case with "true"/"false" booleans and round-trips', () => {
    const wire = proBillingPeriodToWire(period);
    expect(wire).toMatchObject({
      is_expired: 'false',
      cancellation_code: 'C',
      cancellation_date: '2026-03-01',
      renewal_charge_amount: 49,
      promo_campaign_company_name: 'Acme',
    });
    expect(proBillingPeriodFromWire(proBillingPeriodWire.parse(wire))).toEqual(period);
  });
  it('refuses JSON booleans and dates not in y-MM-dd', () => {
    expect(proBillingPeriodWire.safeParse({ ...proBillingPeriodToWire(period), is_expired: false }).success).toBe(false);
    expect(proBillingPeriodWire.safeParse({ ...proBillingPeriodToWire(period), end_date: '01/10/2027' }).success).toBe(false);
  });
});

describe('PaymentInfo and Transaction on the wire', () => {
  it('"type_code (V Visa, M Mastercard, A Amex, D Discover)" round-trips', () => {
    const wire = paymentInfoToWire(info);
    expect(wire).toEqual({
      type_code: 'A',
      expiration_month: 9,
      expiration_year: 2027,
      country_code: 'US',
      cc_suffix: '0005',
      has_authorization_expired: 'true',
    });
    expect(paymentInfoFromWire(paymentInfoWire.parse(wire))).toEqual(info);
    expect(paymentInfoWire.safeParse({ ...wire, type_code: 'J' }).success).toBe(false);
    expect(paymentInfoExpiry(info)).toEqual({ month: 9, year: 2027 });
    expect(paymentInfoBrand(info)).toBe('amex');
  });
  it('reads a transaction', () => {
    const wire = {
      id: 1201,
      transaction_code: 'S',
      amount: 49,
      amount_display: '$49.00',
      description: 'Pro yearly',
      display_date: 'Jan 10, 2026',
      display_datetime: 'Jan 10, 2026 9:14 AM',
      billing_period_start: '2026-01-10',
      billing_period_end: '2027-01-10',
    };
    expect(transactionFromWire(transactionWire.parse(wire))).toMatchObject({ id: 1201, amountDisplay: '$49.00', billingPeriodEnd: '2027-01-10' });
  });
});

describe('Promo on the wire', () => {
  it('round-trips, and a missing is_payment_info_required means "not said"', () => {
    expect(promoFromWire(promoWire.parse(promoToWire(promo)))).toEqual(promo);
    const silent = promoToWire({ ...promo, isPaymentInfoRequired: null });
    expect('is_payment_info_required' in silent).toBe(false);
    expect(promoFromWire(promoWire.parse(silent)).isPaymentInfoRequired).toBeNull();
  });
});

describe('purchasedProductInfo on the wire', () => {
  it('"returns billingAddress, default_pro_yearly_rate, ProBillingPeriod, PaymentInfo, is_eligible_for_free_trial, PaymentTransactionHistory"', () => {
    const domain = {
      billingAddress: { countryCode: 'US', zip: '94105' },
      defaultProYearlyRate: 49,
      billingPeriod: period,
      paymentInfo: info,
      isEligibleForFreeTrial: false,
      transactions: [],
    };
    const wire = purchasedProductInfoToWire(domain);
    expect(Object.keys(wire).sort()).toEqual([
      'PaymentInfo',
      'PaymentTransactionHistory',
      'ProBillingPeriod',
      'billingAddress',
      'default_pro_yearly_rate',
      'is_eligible_for_free_trial',
    ]);
    expect(purchasedProductInfoFromWire(purchasedProductInfoWire.parse(wire))).toEqual(domain);
    const free = { billingAddress: null, defaultProYearlyRate: null, billingPeriod: null, paymentInfo: null, isEligibleForFreeTrial: true, transactions: [] };
    expect(purchasedProductInfoFromWire(purchasedProductInfoWire.parse(purchasedProductInfoToWire(free)))).toEqual(free);
  });
});

describe('card requests', () => {
  it('"POST v2/updatePaymentInfo?is_expiration_only=true: cc_exp_month, cc_exp_year"', () => {
    expect(cardExpiryToWire({ month: 9, year: 2027 })).toEqual({ cc_exp_month: 9, cc_exp_year: 2027 });
    expect(cardExpiryWire.safeParse({ cc_exp_month: 13, cc_exp_year: 2027 }).success).toBe(false);
  });
  it('"POST v2/updateProUpgrade: cc_number, security_code, country_code, zip, cc_exp_month, cc_exp_year, promo_code"', () => {
    const body = proUpgradeRequest({ card, promoCode: ' SAVE10 ', promo: null });
    expect(body).toEqual(
      ok({ cc_number: '4111111111111111', security_code: '123', country_code: 'US', zip: '94105', cc_exp_month: 9, cc_exp_year: 2027, promo_code: 'SAVE10' }),
    );
    expect(proUpgradeRequest({ card, promoCode: '', promo: null })).toEqual(
      ok({ cc_number: '4111111111111111', security_code: '123', country_code: 'US', zip: '94105', cc_exp_month: 9, cc_exp_year: 2027 }),
    );
    if (body.ok) expect(proUpgradeWire.safeParse(body.value).success).toBe(true);
    expect(
      cardDetailsWire.safeParse({ cc_number: '4111', security_code: '123', country_code: 'US', zip: '1', cc_exp_month: 1, cc_exp_year: 2027 }).success,
    ).toBe(false);
  });
  it('upgrades without a card only with a promotion that explicitly needs no payment info', () => {
    expect(proUpgradeRequest({ card: null, promoCode: ' TRYPRO ', promo: { isPaymentInfoRequired: false } })).toEqual(ok({ promo_code: 'TRYPRO' }));
    expect(proUpgradeRequest({ card: null, promoCode: 'TRYPRO', promo: { isPaymentInfoRequired: null } })).toEqual(err({ kind: 'card-required' }));
    expect(proUpgradeRequest({ card: null, promoCode: '', promo: { isPaymentInfoRequired: false } })).toEqual(err({ kind: 'card-required' }));
    expect(proUpgradeWire.safeParse({ promo_code: 'TRYPRO' }).success).toBe(true);
    expect(proUpgradeWire.safeParse({}).success).toBe(false);
  });
});
