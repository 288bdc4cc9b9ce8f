import { DOCUMENTS_PER_PLAN_MAX } from '../plans/document-limits.js';
import { billingDay, graceEnd, type Subscription } from './subscription.js';

/**
 * Whether a user has Pro at an instant, and how: `isPro`; `isTrial` while a free trial's first
 * period runs; `isEnterprisePro` for an enterprise-Pro account; `isInGracePeriod` while a failed
 * renewal is being retried (the Pro product's isInGracePeriod).
 *
 * @example
 * const access: ProAccess = { isPro: true, isTrial: false, isEnterprisePro: false, isInGracePeriod: false };
 */
export interface ProAccess {
  readonly isPro: boolean;
  readonly isTrial: boolean;
  readonly isEnterprisePro: boolean;
  readonly isInGracePeriod: boolean;
}

/**
 * No Pro at all: a free user.
 *
 * @example
 * hasProCapability(FREE_ACCESS, 'proAlerts') // false
 */
export const FREE_ACCESS: ProAccess = { isPro: false, isTrial: false, isEnterprisePro: false, isInGracePeriod: false };

/**
 * Whether the subscription gives Pro on `today` (y-MM-dd, the billing day): active or canceled
 * before the period's end; suspended before the end of its grace period; an active subscription
 * renewing by card is also kept through the grace period, so a renewal job that runs late never
 * takes Pro away. Expired never.
 *
 * @example
 * subscriptionGivesPro({ state: 'canceled', renewsBy: 'card', periodEnd: '2026-03-01' }, '2026-02-28') // true
 * subscriptionGivesPro({ state: 'canceled', renewsBy: 'card', periodEnd: '2026-03-01' }, '2026-03-01') // false
 * subscriptionGivesPro({ state: 'suspended', renewsBy: 'card', periodEnd: '2026-03-01' }, '2026-03-10') // true (grace)
 */
export function subscriptionGivesPro(subscription: Pick<Subscription, 'state' | 'renewsBy' | 'periodEnd'>, today: string): boolean {
  switch (subscription.state) {
    case 'expired':
      return false;
    case 'canceled':
      return today < subscription.periodEnd;
    case 'suspended':
      return today < graceEnd(subscription);
    case 'active':
      return today < (subscription.renewsBy === 'card' ? graceEnd(subscription) : subscription.periodEnd);
  }
}

/**
 * The one rule of who has Pro (the profile's isPro comes from it): an enterprise-Pro account
 * always; otherwise the subscription at `now` (see {@link subscriptionGivesPro}). A trial is Pro
 * until the trial period ends (its renewal anchor). The grace period is the time after the paid
 * period's end while Pro holds only because a renewal is pending or being retried.
 *
 * @example
 * proAccessOf(null, { isEnterprisePro: true }, now)  // { isPro: true, isTrial: false, isEnterprisePro: true, isInGracePeriod: false }
 * proAccessOf(null, { isEnterprisePro: false }, now) // FREE_ACCESS
 * proAccessOf(trial, { isEnterprisePro: false }, new Date('2026-01-20T00:00:00Z')) // { isPro: true, isTrial: true, ... }
 */
export function proAccessOf(subscription: Subscription | null, flags: { readonly isEnterprisePro: boolean }, now: Date): ProAccess {
  const today = billingDay(now);
  if (flags.isEnterprisePro) return { isPro: true, isTrial: false, isEnterprisePro: true, isInGracePeriod: false };
  if (subscription === null || !subscriptionGivesPro(subscription, today)) return FREE_ACCESS;
  return {
    isPro: true,
    isTrial: subscription.origin === 'trial' && today < subscription.anchorDate,
    isEnterprisePro: false,
    isInGracePeriod: today >= subscription.periodEnd,
  };
}

/**
 * The Pro capabilities the server enforces, named after the spec: `proAlerts` (the Pro alerts,
 * every code outside FP-FH, and their notification settings; part 3 sections 3 and 6);
 * `smsNotifications` (text-message alerts, not during a free trial; part 3 section 6); the flight
 * tools of part 2 (`flightStatus`, `flightConflicts` resolution, `seatTracker`, `seatMaps`,
 * `alternateFlights`, `fareTracker`, `compensationClaims`: part 3's "flight monitoring, seat
 * tracker, fare tracker and travel tools"); `pointsTracker` (rewards tracking); `expenseSharing`
 * (sharing with the expense system, which also needs a linked account; part 1 section 6); and
 * `documentLimitPro` (the Pro document limit; part 2 section 5).
 *
 * @example
 * PRO_CAPABILITIES.includes('seatTracker') // true
 */
export const PRO_CAPABILITIES = [
  'proAlerts',
  'smsNotifications',
  'flightStatus',
  'flightConflicts',
  'seatTracker',
  'seatMaps',
  'alternateFlights',
  'fareTracker',
  'compensationClaims',
  'pointsTracker',
  'expenseSharing',
  'documentLimitPro',
] as const;

/**
 * One Pro capability.
 *
 * @example
 * const c: ProCapability = 'fareTracker';
 */
export type ProCapability = (typeof PRO_CAPABILITIES)[number];

/**
 * Whether a user may use a Pro capability: every capability needs Pro; text-message alerts are
 * also refused during a free trial ("Phone SMS setup is not available during a free trial").
 *
 * @example
 * hasProCapability({ isPro: true, isTrial: true, isEnterprisePro: false, isInGracePeriod: false }, 'seatTracker')      // true
 * hasProCapability({ isPro: true, isTrial: true, isEnterprisePro: false, isInGracePeriod: false }, 'smsNotifications') // false
 * hasProCapability(FREE_ACCESS, 'proAlerts') // false
 */
export function hasProCapability(access: ProAccess, capability: ProCapability): boolean {
  if (!access.isPro) return false;
  return capability === 'smsNotifications' ? !access.isTrial : true;
}

/**
 * The most documents a free user's plan holds (part 2 section 5: "Free users see a document limit
 * with an upgrade prompt"). The spec gives no value; 5 is this product's choice. Pro users have
 * {@link DOCUMENTS_PER_PLAN_MAX}.
 *
 * @example
 * documentLimitOf(FREE_ACCESS, { shouldAllowProPurchase: true }).max // FREE_DOCUMENTS_PER_PLAN_MAX
 */
export const FREE_DOCUMENTS_PER_PLAN_MAX = 5;

/**
 * The document limit per plan of a user, and whether reaching it shows the upgrade prompt: Pro
 * (the `documentLimitPro` capability) has {@link DOCUMENTS_PER_PLAN_MAX} and no prompt; a free user
 * has {@link FREE_DOCUMENTS_PER_PLAN_MAX}, with the prompt only when purchase is offered
 * ({@link canOfferProPurchase}). Choice: the limit is the uploading user's; documents already
 * above a limit (a lapsed Pro user's) stay, only new ones are refused.
 *
 * @example
 * documentLimitOf(FREE_ACCESS, { shouldAllowProPurchase: true })  // { max: 5, offersUpgrade: true }
 * documentLimitOf(FREE_ACCESS, { shouldAllowProPurchase: false }) // { max: 5, offersUpgrade: false }
 * documentLimitOf({ isPro: true, isTrial: false, isEnterprisePro: false, isInGracePeriod: false }, { shouldAllowProPurchase: true }) // { max: 20, offersUpgrade: false }
 */
export function documentLimitOf(
  access: ProAccess,
  profile: { readonly shouldAllowProPurchase: boolean },
): { readonly max: number; readonly offersUpgrade: boolean } {
  if (hasProCapability(access, 'documentLimitPro')) return { max: DOCUMENTS_PER_PLAN_MAX, offersUpgrade: false };
  return { max: FREE_DOCUMENTS_PER_PLAN_MAX, offersUpgrade: canOfferProPurchase(access, profile) };
}

/**
 * Whether Pro may be offered for sale to a user (upgrade modal, upsells): only when the profile's
 * shouldAllowProPurchase says so (part 1 section 6) and the user has no Pro already.
 *
 * @example
 * canOfferProPurchase(FREE_ACCESS, { shouldAllowProPurchase: true })  // true
 * canOfferProPurchase(FREE_ACCESS, { shouldAllowProPurchase: false }) // false
 */
export function canOfferProPurchase(access: ProAccess, profile: { readonly shouldAllowProPurchase: boolean }): boolean {
  return profile.shouldAllowProPurchase && !access.isPro;
}
