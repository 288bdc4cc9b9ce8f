import { z } from 'zod';
import { toWireBoolean, wireBooleanOut } from '../wire.js';
import { proBillingPeriodFromWire, proBillingPeriodToWire, proBillingPeriodWire } from './billing-period-wire.js';
import { paymentInfoFromWire, paymentInfoToWire, paymentInfoWire, transactionFromWire, transactionToWire, transactionWire } from './payment-wire.js';
import type { PurchasedProductInfo } from '../../domain/billing/purchased-product-info.js';

/**
 * The billing address on the wire (fields chosen, see {@link BillingAddress}).
 *
 * @example
 * billingAddressWire.parse({ country_code: 'US', zip: '94105' }) // succeeds
 */
export const billingAddressWire = z.object({ country_code: z.string(), zip: z.string() });

/**
 * The answer of GET v2/purchasedProductInfo. Entity keys are capitalised as the spec writes them
 * (ProBillingPeriod, PaymentInfo, PaymentTransactionHistory) and null when the user has none;
 * PaymentTransactionHistory is the list of transactions.
 *
 * @example
 * purchasedProductInfoWire.parse(purchasedProductInfoToWire(info)) // succeeds
 */
export const purchasedProductInfoWire = z.object({
  billingAddress: billingAddressWire.nullable(),
  default_pro_yearly_rate: z.number().nonnegative().nullable(),
  ProBillingPeriod: proBillingPeriodWire.nullable(),
  PaymentInfo: paymentInfoWire.nullable(),
  is_eligible_for_free_trial: wireBooleanOut,
  PaymentTransactionHistory: z.array(transactionWire),
});

/**
 * The purchasedProductInfo answer as the wire carries it.
 *
 * @example
 * const w: PurchasedProductInfoWire = purchasedProductInfoToWire(info);
 */
export type PurchasedProductInfoWire = z.infer<typeof purchasedProductInfoWire>;

/**
 * Domain billing information to wire.
 *
 * @example
 * purchasedProductInfoToWire(info).is_eligible_for_free_trial // 'true' or 'false'
 */
export function purchasedProductInfoToWire(info: PurchasedProductInfo): PurchasedProductInfoWire {
  return {
    billingAddress: info.billingAddress === null ? null : { country_code: info.billingAddress.countryCode, zip: info.billingAddress.zip },
    default_pro_yearly_rate: info.defaultProYearlyRate,
    ProBillingPeriod: info.billingPeriod === null ? null : proBillingPeriodToWire(info.billingPeriod),
    PaymentInfo: info.paymentInfo === null ? null : paymentInfoToWire(info.paymentInfo),
    is_eligible_for_free_trial: toWireBoolean(info.isEligibleForFreeTrial),
    PaymentTransactionHistory: info.transactions.map(transactionToWire),
  };
}

/**
 * Wire billing information to domain.
 *
 * @example
 * purchasedProductInfoFromWire(purchasedProductInfoToWire(info)) // deep-equals info
 */
export function purchasedProductInfoFromWire(w: PurchasedProductInfoWire): PurchasedProductInfo {
  return {
    billingAddress: w.billingAddress === null ? null : { countryCode: w.billingAddress.country_code, zip: w.billingAddress.zip },
    defaultProYearlyRate: w.default_pro_yearly_rate,
    billingPeriod: w.ProBillingPeriod === null ? null : proBillingPeriodFromWire(w.ProBillingPeriod),
    paymentInfo: w.PaymentInfo === null ? null : paymentInfoFromWire(w.PaymentInfo),
    isEligibleForFreeTrial: w.is_eligible_for_free_trial === 'true',
    transactions: w.PaymentTransactionHistory.map(transactionFromWire),
  };
}
