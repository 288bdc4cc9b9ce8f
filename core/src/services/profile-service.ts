import { RESTRICTED_LOCATION_DESCRIPTION } from '../contract/error.js';
import { appConfigEntry, getProfileEntry, replaceProfileEntry } from '../contract/profile-entries.js';
import { profileFromWire, profilePatchToWire, profileToWire } from '../contract/profile.js';
import { profileWire } from '../contract/profile.js';
import type { Profile, ProfilePatch } from '../domain/profile/profile.js';
import { err, ok, type Result } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import type { KeyValueStore, PageNavigator } from '../ports/browser.port.js';

/** The two keys the app keeps in local storage, and nothing else. */
export const STORAGE_KEYS = { profile: 'profile', inboxSyncEmailRef: 'inboxSyncEmailRef' } as const;

/** Application flags, parsed to booleans. */
export interface AppConfig {
  readonly removeLegacyWeb: boolean;
  readonly isGenaiAlertEnabled: boolean;
  readonly isRecaptchaEnabled: boolean;
  readonly recaptchaSiteKey: string;
  readonly mustOnboard: boolean;
  /** Where the old web application lives; '' when there is none. */
  readonly legacyWebUrl: string;
}

/** Why a profile update failed, each with its own message in the interface. */
export type ProfileUpdateError =
  | { readonly kind: 'restricted-location' }
  | { readonly kind: 'invalid-full-name' }
  | { readonly kind: 'invalid-field'; readonly field: string }
  | { readonly kind: 'failed' };

/**
 * Maps a failed replace/profile to the message the spec names.
 *
 * @example
 * profileUpdateError({ kind: 'http', status: 403, code: 'forbidden', detailedErrorCode: 'restricted_location', description: 'restricted_location' })
 * // { kind: 'restricted-location' }
 */
export function profileUpdateError(failure: ApiFailure): ProfileUpdateError {
  if (failure.kind !== 'http') return { kind: 'failed' };
  if (failure.status === 403 && failure.description === RESTRICTED_LOCATION_DESCRIPTION) return { kind: 'restricted-location' };
  if (failure.status === 400 && failure.detailedErrorCode === 'invalid_full_name') return { kind: 'invalid-full-name' };
  if (failure.status === 400 && failure.detailedErrorCode.startsWith('invalid_field:')) {
    return { kind: 'invalid-field', field: failure.detailedErrorCode.slice('invalid_field:'.length).replace(/^Profile\./, '') };
  }
  return { kind: 'failed' };
}

/**
 * The signed-in user's profile and session, as the app uses them.
 *
 * @example
 * const profiles = new ProfileService(transport, storage, navigator);
 * const cached = profiles.cached(); const fresh = await profiles.load();
 */
export class ProfileService {
  constructor(
    private readonly api: ApiTransport,
    private readonly storage: KeyValueStore,
    private readonly nav: PageNavigator,
  ) {}

  /** The profile kept in storage from the last visit, if it still parses. */
  cached(): Profile | undefined {
    const raw = this.storage.get(STORAGE_KEYS.profile);
    if (raw === undefined) return undefined;
    try {
      const parsed = profileWire.safeParse(JSON.parse(raw));
      return parsed.success ? profileFromWire(parsed.data) : undefined;
    } catch {
      return undefined;
    }
  }

  /** Fetches the profile; a blocked user is logged out with the reason. */
  async load(): Promise<Result<Profile, ApiFailure | { kind: 'blocked' }>> {
    const result = await this.api.call(getProfileEntry, {});
    if (!result.ok) return result;
    const profile = profileFromWire(result.value.Profile);
    if (profile.blockedStatus !== '') {
      this.logout(`/uhp/blocked?status=${encodeURIComponent(profile.blockedStatus)}`);
      return err({ kind: 'blocked' });
    }
    this.remember(profile);
    return ok(profile);
  }

  /** Sends the changed fields; the answer is the whole updated profile. */
  async update(patch: ProfilePatch, options: { onboarding?: boolean } = {}): Promise<Result<Profile, ProfileUpdateError>> {
    const result = await this.api.call(replaceProfileEntry, {
      query: options.onboarding ? { is_onboarding: 'true' } : {},
      body: profilePatchToWire(patch),
    });
    if (!result.ok) return err(profileUpdateError(result.error));
    const profile = profileFromWire(result.value.Profile);
    this.remember(profile);
    return ok(profile);
  }

  /** The application flags. */
  async appConfig(): Promise<Result<AppConfig, ApiFailure>> {
    const result = await this.api.call(appConfigEntry, {});
    if (!result.ok) return result;
    const c = result.value;
    return ok({
      removeLegacyWeb: c.remove_legacy_web === 'true',
      isGenaiAlertEnabled: c.is_genai_alert_enabled === 'true',
      isRecaptchaEnabled: c.is_recaptcha_enabled === 'true',
      recaptchaSiteKey: c.recaptcha_site_key,
      mustOnboard: c.is_onboarding_required === 'true',
      legacyWebUrl: c.legacy_web_url,
    });
  }

  /** Clears local data and leaves through the server's logout (a POST with the CSRF token). */
  logout(redirectUrl?: string): void {
    this.clearLocal();
    const query = redirectUrl ? `?redirect_url=${encodeURIComponent(redirectUrl)}` : '';
    this.nav.postForm(`/account/logout${query}`);
  }

  /** Forgets everything this app keeps in the browser. */
  clearLocal(): void {
    this.storage.remove(STORAGE_KEYS.profile);
    this.storage.remove(STORAGE_KEYS.inboxSyncEmailRef);
  }

  /** Keeps a profile another call answered (the photo calls) as the one for the next visit. */
  remember(profile: Profile): void {
    this.storage.set(STORAGE_KEYS.profile, JSON.stringify(profileToWire(profile).Profile));
  }
}
