import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { billingCopyVariant } from './billing-copy.js';
import { ACTIVE_YEARLY_PERIOD } from '../../testing/billing-fixtures.js';

const period = ACTIVE_YEARLY_PERIOD;
const plain = { isLegacyPaidAppUser: false, isEnterprisePro: false };

describe('billingCopyVariant (part 3 section 2: the billing page copy variants)', () => {
  it('names each variant of the spec', () => {
    expect(billingCopyVariant(null, plain)).toBe('free');
    expect(billingCopyVariant(null, { ...plain, isLegacyPaidAppUser: true })).toBe('app-store');
    expect(billingCopyVariant(null, { ...plain, isEnterprisePro: true })).toBe('company-paid');
    expect(billingCopyVariant(period, plain)).toBe('active');
    expect(billingCopyVariant({ ...period, bulkCampaignCompanyName: 'Acme' }, plain)).toBe('company-paid');
    expect(billingCopyVariant({ ...period, promoCampaignCompanyName: 'Spring' }, plain)).toBe('promotion');
    expect(billingCopyVariant({ ...period, promoCampaignCompanyName: 'Spring', isTrial: true }, plain)).toBe('trial');
    expect(billingCopyVariant({ ...period, cancellationCode: 'C' }, plain)).toBe('canceled');
    expect(billingCopyVariant({ ...period, didLastTransactionFail: true }, plain)).toBe('suspended');
    expect(billingCopyVariant({ ...period, isExpired: true }, plain)).toBe('expired');
  });
  it('the state wins over how Pro was paid: a cancelled trial or company subscription says canceled', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.string(), fc.string(), (isTrial, bulk, promo) => {
        const p = { ...period, isTrial, bulkCampaignCompanyName: bulk, promoCampaignCompanyName: promo };
        expect(billingCopyVariant({ ...p, cancellationCode: 'C' }, plain)).toBe('canceled');
        expect(billingCopyVariant({ ...p, didLastTransactionFail: true }, plain)).toBe('suspended');
        expect(billingCopyVariant({ ...p, isExpired: true }, plain)).toBe('expired');
      }),
    );
  });
});
