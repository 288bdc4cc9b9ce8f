import { commonErrors, type ApiError } from '../contract/error.js';
import {
  getTravelerProfileEntry,
  gtmDataEntry,
  travelerPatchToProfilePatch,
  travelerProfileFromProfile,
  updateTravelerProfileEntry,
  type TravelerProfileWire,
} from '../contract/account/traveler-profile-entries.js';
import { toWireBoolean } from '../contract/wire.js';
import { isBookingPassengerValid } from '../domain/account/booking-passenger.js';
import type { Profile } from '../domain/profile/profile.js';
import { err, ok, type Result } from '../domain/result.js';
import { bind, type BoundHandler } from './handler.js';
import { validateProfilePatch, type ProfileDeps } from './profile-handlers.js';

/** A premium product as the marketing data shows it: price as decimal text in its currency. */
export interface PremiumProduct {
  readonly name: string;
  readonly price: string;
  readonly currency: string;
  readonly period: 'month' | 'year';
}

/**
 * The catalogue's configured premium products, keyed P (Pro, yearly) and B (Pro, monthly: issue 15), answered by
 * GET v2/gtmDataAsJson until billing holds the real prices. A deployment may pass its own.
 *
 * @example
 * DEFAULT_PREMIUM_PRODUCTS.P.price // '49.00'
 */
export const DEFAULT_PREMIUM_PRODUCTS: { readonly P: PremiumProduct; readonly B: PremiumProduct } = {
  P: { name: 'Waybook Pro', price: '49.00', currency: 'USD', period: 'year' },
  B: { name: 'Waybook Pro', price: '4.99', currency: 'USD', period: 'month' },
};

/** What the traveler-profile use cases need: the profile's, plus the premium products. */
export interface TravelerProfileDeps extends ProfileDeps {
  readonly premiumProducts?: { readonly P: PremiumProduct; readonly B: PremiumProduct };
}

function answer(p: Profile, withTemplates: boolean): { TravelerProfile: TravelerProfileWire; Templates?: { template_name: string }[] } {
  const valid = isBookingPassengerValid({
    isConcurLinked: p.isConcurLinked,
    firstName: p.firstName,
    lastName: p.lastName,
    dateOfBirth: p.dateOfBirth,
    homeCity: p.homeCity,
  });
  // No booking templates are kept: the list is empty when asked for.
  return { TravelerProfile: travelerProfileFromProfile(p, valid), ...(withTemplates ? { Templates: [] } : {}) };
}

/**
 * The booking-passenger (traveler profile) and marketing-data use cases, bound to their entries.
 * The booking-passenger data lives on the profile: updating one updates the other.
 *
 * @example
 * const handlers = travelerProfileHandlers({ accounts, places, clock, flags });
 */
export function travelerProfileHandlers(deps: TravelerProfileDeps): BoundHandler[] {
  const products = deps.premiumProducts ?? DEFAULT_PREMIUM_PRODUCTS;
  const load = async (userId: string): Promise<Result<Profile, ApiError>> => {
    const profile = await deps.accounts.profile(userId);
    return profile ? ok(profile) : err(commonErrors.unauthorized);
  };
  return [
    bind(getTravelerProfileEntry, async (input, ctx) => {
      const profile = await load(ctx.userId);
      return profile.ok ? ok(answer(profile.value, input.query.exclude_templates !== true)) : profile;
    }),
    bind(updateTravelerProfileEntry, async (input, ctx) => {
      const current = await load(ctx.userId);
      if (!current.ok) return current;
      const patch = travelerPatchToProfilePatch(input.body.TravelerProfile);
      const checked = await validateProfilePatch(deps, current.value, patch, { onboarding: false, locale: ctx.locale });
      if (!checked.ok) return checked;
      return ok(answer(await deps.accounts.updateProfile(ctx.userId, checked.value), false));
    }),
    bind(gtmDataEntry, async (_input, ctx) => {
      const profile = await load(ctx.userId);
      if (!profile.ok) return profile;
      const p = profile.value;
      return ok({
        is_pro: toWireBoolean(p.isPro),
        jurisdiction: p.jurisdiction,
        language_tag: p.languageTag,
        premium_products: { P: { ...products.P }, B: { ...products.B } },
      });
    }),
  ];
}
