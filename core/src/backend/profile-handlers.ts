import { apiError, commonErrors, RESTRICTED_LOCATION_DESCRIPTION, type ApiError } from '../contract/error.js';
import { appConfigEntry, getProfileEntry, replaceProfileEntry } from '../contract/profile-entries.js';
import { profilePatchFromWire, profileToWire, type ProfileWire } from '../contract/profile.js';
import type { AiImportOut } from '../contract/imports/ai-import-entries.js';
import { toWireBoolean } from '../contract/wire.js';
import { validateDateOfBirth } from '../domain/account/date-of-birth.js';
import { validateFullName } from '../domain/account/name-rules.js';
import { recordedAcknowledgement } from '../domain/profile/privacy.js';
import { isRestrictedCountry } from '../domain/profile/restricted-location.js';
import { needsOnboarding, type LanguageTag, type Profile, type ProfilePatch } from '../domain/profile/profile.js';
import { err, ok, type Result } from '../domain/result.js';
import type { AccountStore, StoredProfilePatch } from '../ports/account-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { PlaceLookup } from '../ports/place-lookup.port.js';
import { bind, type BoundHandler } from './handler.js';

/** Deployment flags answered by appConfig. */
export interface AppFlags {
  readonly removeLegacyWeb: boolean;
  readonly isGenaiAlertEnabled: boolean;
  readonly recaptchaSiteKey: string;
  /** The old web application's address, '' when this deployment has none. */
  readonly legacyWebUrl: string;
}

/** What the profile use cases need. */
export interface ProfileDeps {
  readonly accounts: AccountStore;
  readonly places: PlaceLookup;
  readonly clock: Clock;
  readonly flags: AppFlags;
  /** The profile's notificationSettings in a language (GET v2/get/profile only); absent: left out. */
  readonly notificationSettings?: (profile: Profile, locale: LanguageTag) => Promise<ProfileWire['NotificationSettings']>;
  /** The profile's aiImport (GET v2/get/profile and replace/profile); absent: left out. */
  readonly aiImport?: (userId: string) => Promise<AiImportOut>;
  /** The calendar feed's secret URL ('' when off: CalendarFeedService icalUrl); absent: ''. */
  readonly icalUrl?: (userId: string) => Promise<string>;
}

const invalid = (field: string, description: string): ApiError => apiError(400, 'bad_request', `invalid_field:${field}`, description);

function checkNames(current: Profile, patch: ProfilePatch, onboarding: boolean): ApiError | undefined {
  if (!onboarding && patch.firstName === undefined && patch.lastName === undefined) return undefined;
  const first = patch.firstName ?? current.firstName;
  const last = patch.lastName ?? current.lastName;
  const result = validateFullName(first, last);
  if (result.ok) return undefined;
  return apiError(400, 'bad_request', 'invalid_full_name', 'Full name does not meet standards.');
}

function checkDateOfBirth(patch: ProfilePatch, onboarding: boolean, today: string): ApiError | undefined {
  const dob = patch.dateOfBirth;
  if (dob === undefined || dob === '') {
    return onboarding ? invalid('date_of_birth', 'Date of birth is required.') : undefined;
  }
  const result = validateDateOfBirth(dob, today);
  return result.ok ? undefined : invalid('date_of_birth', `Date of birth refused: ${result.error.kind}.`);
}

async function checkHomeCity(
  deps: ProfileDeps,
  patch: ProfilePatch,
  ctx: { onboarding: boolean; locale: string },
): Promise<Result<StoredProfilePatch, ApiError>> {
  const { homeCityId, ...rest } = patch;
  const label = patch.homeCity;
  if (label === undefined || label.trim() === '') {
    return ctx.onboarding ? err(invalid('home_city', 'Home city is required.')) : ok(rest);
  }
  // Labels can repeat (many towns share a name): the suggestion's id decides when it is sent.
  const place = homeCityId ? await deps.places.byId(homeCityId, ctx.locale) : await deps.places.byLabel(label.trim(), ctx.locale);
  if (!place) return err(invalid('home_city', 'Home city must be one of the suggested places.'));
  if (isRestrictedCountry(place.countryCode)) {
    return err(apiError(403, 'forbidden', 'restricted_location', RESTRICTED_LOCATION_DESCRIPTION));
  }
  return ok({ ...rest, homeCity: place.label, homeCountryCode: place.countryCode });
}

/**
 * Validates a profile patch against the current profile: names, date of birth, home city.
 * During onboarding, first name, last name, date of birth and home city are all required.
 *
 * @example
 * await validateProfilePatch(deps, current, { distance: 'K' }, { onboarding: false, locale: 'en-US' })
 */
export async function validateProfilePatch(
  deps: ProfileDeps,
  current: Profile,
  patch: ProfilePatch,
  ctx: { onboarding: boolean; locale: string },
): Promise<Result<StoredProfilePatch, ApiError>> {
  const today = deps.clock.now().toISOString().slice(0, 10);
  if (ctx.onboarding && (patch.firstName ?? '').trim() === '') return err(invalid('first_name', 'First name is required.'));
  if (ctx.onboarding && (patch.lastName ?? '').trim() === '') return err(invalid('last_name', 'Last name is required.'));
  const nameError = checkNames(current, patch, ctx.onboarding);
  if (nameError) return err(nameError);
  const dobError = checkDateOfBirth(patch, ctx.onboarding, today);
  if (dobError) return err(dobError);
  const trimmed: ProfilePatch = {
    ...patch,
    ...(patch.firstName !== undefined ? { firstName: patch.firstName.trim() } : {}),
    ...(patch.lastName !== undefined ? { lastName: patch.lastName.trim() } : {}),
    // An acknowledgement of the privacy statement is stamped with the server's clock, never going back.
    ...(patch.lastPrivacyStatementAcknowledgement !== undefined
      ? { lastPrivacyStatementAcknowledgement: recordedAcknowledgement(current.lastPrivacyStatementAcknowledgement, deps.clock.now()) }
      : {}),
  };
  return checkHomeCity(deps, trimmed, ctx);
}

/**
 * The profile and app-config use cases, bound to their contract entries.
 *
 * @example
 * const handlers = profileHandlers(deps); // mount them on the server
 */
export function profileHandlers(deps: ProfileDeps): BoundHandler[] {
  const withIcalUrl = async (wire: ReturnType<typeof profileToWire>, userId: string): Promise<ReturnType<typeof profileToWire>> =>
    deps.icalUrl === undefined ? wire : { Profile: { ...wire.Profile, ical_url: await deps.icalUrl(userId) } };
  const load = async (userId: string): Promise<Result<Profile, ApiError>> => {
    const profile = await deps.accounts.profile(userId);
    return profile ? ok(profile) : err(commonErrors.unauthorized);
  };
  return [
    bind(appConfigEntry, async (_input, ctx) => {
      const profile = await load(ctx.userId);
      if (!profile.ok) return profile;
      return ok({
        remove_legacy_web: toWireBoolean(deps.flags.removeLegacyWeb),
        is_genai_alert_enabled: toWireBoolean(deps.flags.isGenaiAlertEnabled),
        is_recaptcha_enabled: toWireBoolean(deps.flags.recaptchaSiteKey !== ''),
        recaptcha_site_key: deps.flags.recaptchaSiteKey,
        is_onboarding_required: toWireBoolean(needsOnboarding(profile.value)),
        legacy_web_url: deps.flags.legacyWebUrl,
      });
    }),
    bind(getProfileEntry, async (_input, ctx) => {
      const profile = await load(ctx.userId);
      if (!profile.ok) return profile;
      const wire = await withIcalUrl(profileToWire(profile.value), ctx.userId);
      const settings = await deps.notificationSettings?.(profile.value, ctx.locale);
      const ai = await deps.aiImport?.(ctx.userId);
      const withAi = ai === undefined ? wire : { Profile: { ...wire.Profile, AiImport: ai } };
      return ok(settings === undefined ? withAi : { Profile: { ...withAi.Profile, NotificationSettings: settings } });
    }),
    bind(replaceProfileEntry, async (input, ctx) => {
      const current = await load(ctx.userId);
      if (!current.ok) return current;
      const patch = profilePatchFromWire(input.body.Profile);
      const onboarding = input.query.is_onboarding === true;
      const checked = await validateProfilePatch(deps, current.value, patch, { onboarding, locale: ctx.locale });
      if (!checked.ok) return checked;
      const updated = await withIcalUrl(profileToWire(await deps.accounts.updateProfile(ctx.userId, checked.value)), ctx.userId);
      const ai = await deps.aiImport?.(ctx.userId);
      return ok(ai === undefined ? updated : { Profile: { ...updated.Profile, AiImport: ai } });
    }),
  ];
}
