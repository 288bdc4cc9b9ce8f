import { describe, expect, it } from 'vitest';
import { billingPeriodOf, campaignNameOf, CANCELLED_CODE, isSubscriptionCancelled, renewalChargeOf } from './billing-period.js';
import { proPill } from './pro-pill.js';
import { ACTIVE_YEARLY, ACTIVE_YEARLY_PERIOD } from '../../testing/billing-fixtures.js';

describe('billing period', () => {
  it('"cancellation_code (value C means cancelled)"', () => {
    expect(CANCELLED_CODE).toBe('C');
    expect(isSubscriptionCancelled({ cancellationCode: 'C' })).toBe(true);
    for (const code of ['', 'c', 'X', ' C']) expect(isSubscriptionCancelled({ cancellationCode: code }), code).toBe(false);
  });
  it('"A promotion or bulk campaign name is shown when set"', () => {
    expect(campaignNameOf({ bulkCampaignCompanyName: '', promoCampaignCompanyName: 'Acme' })).toBe('Acme');
    expect(campaignNameOf({ bulkCampaignCompanyName: 'Globex', promoCampaignCompanyName: 'Acme' })).toBe('Globex');
    expect(campaignNameOf({ bulkCampaignCompanyName: ' ', promoCampaignCompanyName: '' })).toBeNull();
  });
  it('"the renewal charge is shown when an amount is present"', () => {
    expect(renewalChargeOf({ renewalChargeAmount: 49, renewalChargeAmountDisplay: '$49.00' })).toBe('$49.00');
    expect(renewalChargeOf({ renewalChargeAmount: 0, renewalChargeAmountDisplay: '' })).toBe('0');
    expect(renewalChargeOf({ renewalChargeAmount: null, renewalChargeAmountDisplay: '$49.00' })).toBeNull();
  });
});

const yearly = ACTIVE_YEARLY;

describe('billingPeriodOf', () => {
  it('an active yearly subscription: its period, the renewal charge, the grace period as the hard end', () => {
    expect(billingPeriodOf(yearly, 'en-US')).toEqual(ACTIVE_YEARLY_PERIOD);
  });
  it('a free trial is one during its own period only', () => {
    const trial = { ...yearly, origin: 'trial' as const, periodStart: '2026-01-10', periodEnd: '2026-01-24', anchorDate: '2026-01-24' };
    expect(billingPeriodOf(trial, 'en-US').isTrial).toBe(true);
    expect(billingPeriodOf({ ...trial, periodStart: '2026-01-24', periodEnd: '2027-01-24' }, 'en-US').isTrial).toBe(false);
  });
  it('canceled on a date: code C, no renewal charge, Pro until the end', () => {
    const period = billingPeriodOf({ ...yearly, state: 'canceled', canceledOn: '2026-06-01' }, 'en-US');
    expect(period).toMatchObject({ cancellationCode: 'C', cancellationDate: '2026-06-01', renewalChargeAmount: null, hardEndDate: '2027-01-10' });
    expect(proPill(period)).toEqual({ state: 'canceled', on: '2026-06-01' });
  });
  it('suspended: the last transaction failed, the charge still shown', () => {
    const period = billingPeriodOf({ ...yearly, state: 'suspended', failedRenewals: 1 }, 'fr-FR');
    expect(period).toMatchObject({ didLastTransactionFail: true, renewalChargeAmount: 49 });
    expect(period.renewalChargeAmountDisplay).toMatch(/49,00/);
    expect(proPill(period)).toEqual({ state: 'suspended' });
  });
  it('campaign names by origin; expired', () => {
    expect(
      billingPeriodOf({ ...yearly, origin: 'bulk', product: 'bulk', renewsBy: 'company', renewalRate: null, campaignName: 'Globex' }, 'en-US'),
    ).toMatchObject({
      bulkCampaignCompanyName: 'Globex',
      promoCampaignCompanyName: '',
      renewalChargeAmount: null,
    });
    expect(billingPeriodOf({ ...yearly, origin: 'promo', campaignName: 'Acme' }, 'en-US')).toMatchObject({ promoCampaignCompanyName: 'Acme' });
    expect(proPill(billingPeriodOf({ ...yearly, state: 'expired' }, 'en-US'))).toEqual({ state: 'expired' });
  });
});
