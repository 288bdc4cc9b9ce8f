import { isSubscriptionCancelled, type ProBillingPeriod } from './billing-period.js';

/**
 * Which description the billing page shows above the Pro pill (part 3 section 2: "variants for
 * company-paid, promotion, trial, canceled, suspended and app-store-managed subscriptions"), plus
 * `free` (never subscribed or nothing current: the upgrade offer), `expired` and `active` (a plain
 * paid subscription).
 *
 * @example
 * const v: BillingCopyVariant = 'company-paid';
 */
export type BillingCopyVariant = 'free' | 'app-store' | 'company-paid' | 'promotion' | 'trial' | 'canceled' | 'suspended' | 'expired' | 'active';

/**
 * The copy variant of a billing page. The order is what the user must know first: Pro bought in a
 * phone app store is managed there (the profile's isLegacyPaidAppUser, with no subscription here);
 * an enterprise flag with no subscription is company-paid; then the state (expired, suspended,
 * canceled), then how an active subscription is paid (a company's bulk campaign, a trial, a
 * promotion), else a plain paid subscription.
 *
 * @example
 * billingCopyVariant(null, { isLegacyPaidAppUser: false, isEnterprisePro: false }) // 'free'
 * billingCopyVariant(null, { isLegacyPaidAppUser: true, isEnterprisePro: false })  // 'app-store'
 * billingCopyVariant({ ...period, cancellationCode: 'C' }, flags)                  // 'canceled'
 * billingCopyVariant({ ...period, bulkCampaignCompanyName: 'Acme' }, flags)         // 'company-paid'
 */
export function billingCopyVariant(
  period: Pick<
    ProBillingPeriod,
    'isExpired' | 'didLastTransactionFail' | 'cancellationCode' | 'bulkCampaignCompanyName' | 'promoCampaignCompanyName' | 'isTrial'
  > | null,
  flags: { readonly isLegacyPaidAppUser: boolean; readonly isEnterprisePro: boolean },
): BillingCopyVariant {
  if (period === null || period.isExpired) {
    if (flags.isLegacyPaidAppUser) return 'app-store';
    if (flags.isEnterprisePro) return 'company-paid';
    return period === null ? 'free' : 'expired';
  }
  if (period.didLastTransactionFail) return 'suspended';
  if (isSubscriptionCancelled(period)) return 'canceled';
  if (period.bulkCampaignCompanyName.trim() !== '') return 'company-paid';
  if (period.isTrial) return 'trial';
  if (period.promoCampaignCompanyName.trim() !== '') return 'promotion';
  return 'active';
}
