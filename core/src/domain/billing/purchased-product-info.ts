import type { ProBillingPeriod } from './billing-period.js';
import type { PaymentInfo } from './payment-info.js';
import type { Transaction } from './transaction.js';

/**
 * The billing address on file. The spec names billingAddress without its fields; the choice is
 * what the card form collects: the country and the zip/postal code.
 *
 * @example
 * const address: BillingAddress = { countryCode: 'US', zip: '94105' };
 */
export interface BillingAddress {
  readonly countryCode: string;
  readonly zip: string;
}

/**
 * Everything GET v2/purchasedProductInfo answers (part 3 section 7): the billing address, the
 * default yearly Pro rate in US dollars (null when not known), the current billing period and
 * card (null for a user who has none), free-trial eligibility and the billing history.
 *
 * @example
 * const info: PurchasedProductInfo = { billingAddress: null, defaultProYearlyRate: 49, billingPeriod: null, paymentInfo: null, isEligibleForFreeTrial: true, transactions: [] };
 */
export interface PurchasedProductInfo {
  readonly billingAddress: BillingAddress | null;
  readonly defaultProYearlyRate: number | null;
  readonly billingPeriod: ProBillingPeriod | null;
  readonly paymentInfo: PaymentInfo | null;
  readonly isEligibleForFreeTrial: boolean;
  readonly transactions: readonly Transaction[];
}
