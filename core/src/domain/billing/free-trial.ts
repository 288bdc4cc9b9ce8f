import type { ProAccess } from './pro-capabilities.js';
import type { PeriodLength } from './subscription-period.js';

/**
 * Days of a free trial when no promotion says otherwise. The spec gives no trial length; it lists
 * "a promotion constant of 30" beside the card's expiring-soon days (part 3 section 9), read here
 * as the default trial: 30 days.
 *
 * @example
 * DEFAULT_TRIAL // { unit: 'D', length: DEFAULT_TRIAL_DAYS }
 */
export const DEFAULT_TRIAL_DAYS = 30;

/**
 * The default free trial period: {@link DEFAULT_TRIAL_DAYS} days.
 *
 * @example
 * DEFAULT_TRIAL.length // 30
 */
export const DEFAULT_TRIAL: PeriodLength = { unit: 'D', length: DEFAULT_TRIAL_DAYS };

/**
 * What decides a customer's free-trial eligibility: whether the account ever started a trial, and,
 * once a card is given, whether that card (by the processor's fingerprint) already served a trial
 * on any account; plus the user's current Pro access.
 *
 * @example
 * const c: TrialCustomer = { hasHadTrial: false, cardHasHadTrial: false, access: FREE_ACCESS };
 */
export interface TrialCustomer {
  readonly hasHadTrial: boolean;
  /** Unknown (no card yet) counts as false. */
  readonly cardHasHadTrial?: boolean;
  readonly access: ProAccess;
}

/**
 * Why a free trial is refused ("Sorry, you are not eligible for a free trial."): the account or
 * the card already had one, or the user has Pro now.
 *
 * @example
 * const r: TrialRefusal = 'already-trialled';
 */
export type TrialRefusal = 'already-trialled' | 'card-trialled' | 'already-pro';

/**
 * Why this customer may not start a free trial, or null when they may: one free trial per
 * customer (part 3 section 4), the customer being the account and, once known, the card (so a
 * second account with the same card is refused too); and none while Pro. Choice: a customer who
 * paid before but never trialled may still trial (the spec limits trials, not former customers).
 *
 * @example
 * freeTrialRefusal({ hasHadTrial: false, access: FREE_ACCESS })                        // null
 * freeTrialRefusal({ hasHadTrial: true, access: FREE_ACCESS })                         // 'already-trialled'
 * freeTrialRefusal({ hasHadTrial: false, cardHasHadTrial: true, access: FREE_ACCESS }) // 'card-trialled'
 */
export function freeTrialRefusal(customer: TrialCustomer): TrialRefusal | null {
  if (customer.access.isPro) return 'already-pro';
  if (customer.hasHadTrial) return 'already-trialled';
  return customer.cardHasHadTrial === true ? 'card-trialled' : null;
}

/**
 * The billing response's is_eligible_for_free_trial: no reason to refuse a trial (see
 * {@link freeTrialRefusal}).
 *
 * @example
 * isEligibleForFreeTrial({ hasHadTrial: false, access: FREE_ACCESS }) // true
 */
export function isEligibleForFreeTrial(customer: TrialCustomer): boolean {
  return freeTrialRefusal(customer) === null;
}

/**
 * The length of a free trial: the trial promotion's period when one is used, else
 * {@link DEFAULT_TRIAL}.
 *
 * @example
 * trialLength(null)                       // { unit: 'D', length: 30 }
 * trialLength({ unit: 'M', length: 2 })   // { unit: 'M', length: 2 }
 */
export function trialLength(promoPeriod: PeriodLength | null): PeriodLength {
  return promoPeriod ?? DEFAULT_TRIAL;
}
