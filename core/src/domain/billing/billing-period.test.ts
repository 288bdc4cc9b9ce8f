import { describe, expect, it } from 'vitest';
import { campaignNameOf, CANCELLED_CODE, isSubscriptionCancelled, renewalChargeOf } from './billing-period.js';

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
