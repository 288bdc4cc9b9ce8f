import type { CardBrand, ProBillingPeriod } from '@waybook/core';

/** The reasons the cancel form offers, as sent in cancellation_reason. */
export const CANCEL_REASONS = ['too_expensive', 'not_travelling', 'missing_features', 'other_app', 'other'] as const;

/** One of {@link CANCEL_REASONS}. */
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The catalogue key of each cancel reason. */
export const CANCEL_REASON_KEYS: Readonly<Record<CancelReason, string>> = {
  too_expensive: 'cancel.reasons.tooExpensive',
  not_travelling: 'cancel.reasons.notTravelling',
  missing_features: 'cancel.reasons.missingFeatures',
  other_app: 'cancel.reasons.otherApp',
  other: 'cancel.reasons.other',
};

/** The longest feedback the server takes (updateCancelPremium's cancellation_feedback). */
export const CANCEL_FEEDBACK_MAX = 2000;

/**
 * The catalogue key of a card brand's name (a receipt may not know the brand).
 *
 * @example
 * brandKey('amex') // 'billing:payment.brand.amex'
 */
export function brandKey(brand: CardBrand | null): string {
  return `billing:payment.brand.${brand ?? 'unknown'}`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The product code sent when cancelling: B (monthly Pro) when the current period is exactly one
 * month long, else P (yearly Pro), which is also the answer when the dates say nothing.
 *
 * @example
 * productTypeCodeOf({ startDate: '2026-01-10', endDate: '2026-02-10' }) // 'B'
 * productTypeCodeOf({ startDate: '2026-01-10', endDate: '2027-01-10' }) // 'P'
 */
export function productTypeCodeOf(period: Pick<ProBillingPeriod, 'startDate' | 'endDate'> | null): 'P' | 'B' {
  const start = period === null ? null : DATE.exec(period.startDate);
  const end = period === null ? null : DATE.exec(period.endDate);
  if (start === null || end === null) return 'P';
  const months = (Number(end[1]) - Number(start[1])) * 12 + (Number(end[2]) - Number(start[2]));
  return months === 1 && end[3] === start[3] ? 'B' : 'P';
}
