import { z } from 'zod';
import { toWireBoolean, wireBooleanOut } from '../wire.js';
import { wireBillingDate } from './billing-period-wire.js';
import type { PaymentInfo } from '../../domain/billing/payment-info.js';
import type { Transaction } from '../../domain/billing/transaction.js';

/**
 * PaymentInfo on the wire: type_code V, M, A or D; expiry month 1-12 and four-digit year as
 * numbers; booleans as "true"/"false".
 *
 * @example
 * paymentInfoWire.parse(paymentInfoToWire(info)) // succeeds
 */
export const paymentInfoWire = z.object({
  type_code: z.enum(['V', 'M', 'A', 'D']),
  expiration_month: z.number().int().min(1).max(12),
  expiration_year: z.number().int().min(1000).max(9999),
  country_code: z.string(),
  cc_suffix: z.string().regex(/^\d{0,4}$/, 'expected the last four digits'),
  has_authorization_expired: wireBooleanOut,
});

/**
 * A PaymentInfo as the wire carries it.
 *
 * @example
 * const w: PaymentInfoWire = paymentInfoToWire(info);
 */
export type PaymentInfoWire = z.infer<typeof paymentInfoWire>;

/**
 * Domain card on file to wire.
 *
 * @example
 * paymentInfoToWire(info).type_code // 'V'
 */
export function paymentInfoToWire(p: PaymentInfo): PaymentInfoWire {
  return {
    type_code: p.typeCode,
    expiration_month: p.expirationMonth,
    expiration_year: p.expirationYear,
    country_code: p.countryCode,
    cc_suffix: p.ccSuffix,
    has_authorization_expired: toWireBoolean(p.hasAuthorizationExpired),
  };
}

/**
 * Wire card on file to domain.
 *
 * @example
 * paymentInfoFromWire(paymentInfoToWire(info)) // deep-equals info
 */
export function paymentInfoFromWire(w: PaymentInfoWire): PaymentInfo {
  return {
    typeCode: w.type_code,
    expirationMonth: w.expiration_month,
    expirationYear: w.expiration_year,
    countryCode: w.country_code,
    ccSuffix: w.cc_suffix,
    hasAuthorizationExpired: w.has_authorization_expired === 'true',
  };
}

/**
 * A billing history Transaction on the wire; the billing period ends are spelled
 * billing_period_start and billing_period_end (the spec gives no spelling).
 *
 * @example
 * transactionWire.parse(transactionToWire(t)) // succeeds
 */
export const transactionWire = z.object({
  id: z.number().int().nonnegative(),
  transaction_code: z.string(),
  amount: z.number(),
  amount_display: z.string(),
  description: z.string(),
  display_date: z.string(),
  display_datetime: z.string(),
  billing_period_start: wireBillingDate,
  billing_period_end: wireBillingDate,
});

/**
 * A Transaction as the wire carries it.
 *
 * @example
 * const w: TransactionWire = transactionToWire(t);
 */
export type TransactionWire = z.infer<typeof transactionWire>;

/**
 * Domain transaction to wire.
 *
 * @example
 * transactionToWire(t).amount_display // '$49.00'
 */
export function transactionToWire(t: Transaction): TransactionWire {
  return {
    id: t.id,
    transaction_code: t.transactionCode,
    amount: t.amount,
    amount_display: t.amountDisplay,
    description: t.description,
    display_date: t.displayDate,
    display_datetime: t.displayDatetime,
    billing_period_start: t.billingPeriodStart,
    billing_period_end: t.billingPeriodEnd,
  };
}

/**
 * Wire transaction to domain.
 *
 * @example
 * transactionFromWire(transactionToWire(t)) // deep-equals t
 */
export function transactionFromWire(w: TransactionWire): Transaction {
  return {
    id: w.id,
    transactionCode: w.transaction_code,
    amount: w.amount,
    amountDisplay: w.amount_display,
    description: w.description,
    displayDate: w.display_date,
    displayDatetime: w.display_datetime,
    billingPeriodStart: w.billing_period_start,
    billingPeriodEnd: w.billing_period_end,
  };
}
