import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { purchasedProductInfoToWire } from '../contract/billing/purchased-product-info-wire.js';
import { BILLING_ERROR_CODES } from '../domain/billing/billing-errors.js';
import type { ValidCardForm } from '../domain/billing/card-form.js';
import type { PurchasedProductInfo } from '../domain/billing/purchased-product-info.js';
import { err, ok } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import { billingFailureMessage, ProBillingService } from './pro-billing-service.js';

const http = (status: number, detailedErrorCode: string): ApiFailure => ({ kind: 'http', status, code: 'x', detailedErrorCode, description: '' });
const info: PurchasedProductInfo = {
  billingAddress: null,
  defaultProYearlyRate: 49,
  billingPeriod: null,
  paymentInfo: null,
  isEligibleForFreeTrial: true,
  transactions: [],
};
const card: ValidCardForm = {
  number: { digits: '4242424242424242', brand: 'visa' },
  securityCode: '739',
  expiry: { month: 9, year: 2031 },
  countryCode: 'US',
  zip: '94107',
};

function recording(answer: unknown = purchasedProductInfoToWire(info)) {
  const calls: [string, unknown, unknown][] = [];
  const api: ApiTransport = { call: async (entry, input) => (calls.push([entry.path, input.query, input.body]), ok(answer) as never) };
  return { api, calls };
}

describe('ProBillingService', () => {
  it('upgrades with a card: the card fields as the form sends them', async () => {
    const { api, calls } = recording();
    const r = await new ProBillingService(api).upgrade({ card, promoCode: ' SPRING ', promo: null });
    expect(r).toEqual(ok(info));
    expect(calls).toEqual([
      [
        'v2/updateProUpgrade',
        undefined,
        {
          cc_number: '4242424242424242',
          security_code: '739',
          country_code: 'US',
          zip: '94107',
          cc_exp_month: '09',
          cc_exp_year: '2031',
          promo_code: 'SPRING',
        },
      ],
    ]);
  });

  it('upgrades with a promo code alone only when the promotion needs no payment info', async () => {
    const { api, calls } = recording();
    expect(await new ProBillingService(api).upgrade({ card: null, promoCode: 'FREEPRO', promo: { isPaymentInfoRequired: false } })).toEqual(ok(info));
    expect(calls[0]?.[2]).toEqual({ promo_code: 'FREEPRO' });
    expect(await new ProBillingService(api).upgrade({ card: null, promoCode: 'FREEPRO', promo: { isPaymentInfoRequired: null } })).toEqual(
      err({ key: 'billing:card.invalidNumber' }),
    );
    expect(calls).toHaveLength(1);
  });

  it('resumes a cancelled subscription by an upgrade with no card', async () => {
    const { api, calls } = recording();
    expect(await new ProBillingService(api).resume()).toEqual(ok(info));
    expect(calls).toEqual([['v2/updateProUpgrade', undefined, {}]]);
  });

  it('updates only the expiry with is_expiration_only=true', async () => {
    const { api, calls } = recording();
    await new ProBillingService(api).updateExpiry({ month: 1, year: 2032 });
    expect(calls).toEqual([['v2/updatePaymentInfo', { is_expiration_only: true }, { cc_exp_month: '01', cc_exp_year: '2032' }]]);
  });

  it('words failures as the spec does (part 3 section 8)', async () => {
    const failing = (f: ApiFailure): ApiTransport => ({ call: async () => err(f) });
    expect(await new ProBillingService(failing(http(400, 'card_declined'))).replaceCard(card)).toEqual(err({ key: 'billing:card.declined' }));
    expect(await new ProBillingService(failing(http(429, 'too_many_promo_attempts'))).checkPromo('X')).toEqual(err({ key: 'billing:promo.tooManyAttempts' }));
    expect(await new ProBillingService(failing({ kind: 'network' })).info()).toEqual(err({ key: 'billing:error.loadFailed' }));
    expect(await new ProBillingService(failing(http(400, 'x'))).cancel({ productTypeCode: 'P', reason: 'price', feedback: '' })).toEqual(
      err({ key: 'billing:error.cancelFailed' }),
    );
    expect(await new ProBillingService(failing(http(404, 'not_found'))).receipt(3)).toEqual(err({ key: 'billing:error.receiptLoadFailed' }));
  });

  it('reads a receipt with its card brand', async () => {
    const { api, calls } = recording({
      Receipt: {
        id: 3,
        receipt_number: 'WB-2026-000003',
        transaction_code: 'S',
        amount: 49,
        amount_display: '$49.00',
        currency: 'USD',
        description: 'Waybook Pro, yearly',
        display_date: '2026-11-21',
        display_datetime: '2026-11-21T10:00:00.000Z',
        billing_period_start: '2026-11-21',
        billing_period_end: '2027-11-21',
        card_type_code: 'A',
        cc_suffix: '0005',
        is_sandbox: 'true',
      },
    });
    const r = await new ProBillingService(api).receipt(3);
    expect(calls[0]?.[1]).toEqual({ transaction_id: 3 });
    expect(r.ok && r.value).toMatchObject({ receiptNumber: 'WB-2026-000003', cardBrand: 'amex', cardLastFour: '0005', isSandbox: true });
  });

  it('never shows a raw server code: any unknown code is the default card error (property)', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        fc.pre(!(BILLING_ERROR_CODES as readonly string[]).includes(code.trim()));
        expect(billingFailureMessage(http(400, code))).toEqual({ key: 'billing:card.serverError' });
      }),
    );
  });
});
