import { z } from 'zod';
import { toWireBoolean, wireBooleanOut } from '../wire.js';
import { wireCalendarDate } from '../wire-calendar.js';
import type { ProBillingPeriod } from '../../domain/billing/billing-period.js';

/**
 * A date on the billing wire: y-MM-dd, or '' when there is none.
 *
 * @example
 * wireBillingDate.parse('2026-01-10') // '2026-01-10'
 */
export const wireBillingDate = wireCalendarDate;

/**
 * ProBillingPeriod on the wire (snake_case, booleans as "true"/"false"). The campaign names are
 * spelled bulk_campaign_company_name and promo_campaign_company_name (the spec gives no spelling).
 *
 * @example
 * proBillingPeriodWire.parse(proBillingPeriodToWire(period)) // succeeds
 */
export const proBillingPeriodWire = z.object({
  is_expired: wireBooleanOut,
  renewal_charge_amount: z.number().nonnegative().nullable(),
  renewal_charge_amount_display: z.string(),
  cancellation_code: z.string(),
  cancellation_date: wireBillingDate,
  start_date: wireBillingDate,
  end_date: wireBillingDate,
  hard_end_date: wireBillingDate,
  did_last_transaction_fail: wireBooleanOut,
  bulk_campaign_company_name: z.string(),
  promo_campaign_company_name: z.string(),
  /** Beyond the spec's field list: true while the period is a free trial's (the page's trial copy). */
  is_trial: wireBooleanOut,
});

/**
 * A ProBillingPeriod as the wire carries it.
 *
 * @example
 * const w: ProBillingPeriodWire = proBillingPeriodToWire(period);
 */
export type ProBillingPeriodWire = z.infer<typeof proBillingPeriodWire>;

/**
 * Domain billing period to wire.
 *
 * @example
 * proBillingPeriodToWire(period).cancellation_code // 'C' when cancelled
 */
export function proBillingPeriodToWire(p: ProBillingPeriod): ProBillingPeriodWire {
  return {
    is_expired: toWireBoolean(p.isExpired),
    renewal_charge_amount: p.renewalChargeAmount,
    renewal_charge_amount_display: p.renewalChargeAmountDisplay,
    cancellation_code: p.cancellationCode,
    cancellation_date: p.cancellationDate,
    start_date: p.startDate,
    end_date: p.endDate,
    hard_end_date: p.hardEndDate,
    did_last_transaction_fail: toWireBoolean(p.didLastTransactionFail),
    bulk_campaign_company_name: p.bulkCampaignCompanyName,
    promo_campaign_company_name: p.promoCampaignCompanyName,
    is_trial: toWireBoolean(p.isTrial),
  };
}

/**
 * Wire billing period to domain.
 *
 * @example
 * proBillingPeriodFromWire(proBillingPeriodToWire(period)) // deep-equals period
 */
export function proBillingPeriodFromWire(w: ProBillingPeriodWire): ProBillingPeriod {
  return {
    isExpired: w.is_expired === 'true',
    renewalChargeAmount: w.renewal_charge_amount,
    renewalChargeAmountDisplay: w.renewal_charge_amount_display,
    cancellationCode: w.cancellation_code,
    cancellationDate: w.cancellation_date,
    startDate: w.start_date,
    endDate: w.end_date,
    hardEndDate: w.hard_end_date,
    didLastTransactionFail: w.did_last_transaction_fail === 'true',
    bulkCampaignCompanyName: w.bulk_campaign_company_name,
    promoCampaignCompanyName: w.promo_campaign_company_name,
    isTrial: w.is_trial === 'true',
  };
}
