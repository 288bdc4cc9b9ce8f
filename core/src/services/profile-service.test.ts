import { describe, expect, it, vi } from 'vitest';
import type { ContractEntry } from '../contract/entry.js';
import { profileToWire } from '../contract/profile.js';
import type { Profile } from '../domain/profile/profile.js';
import { err, ok } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import type { KeyValueStore } from '../ports/browser.port.js';
import { ProfileService, profileUpdateError, STORAGE_KEYS } from './profile-service.js';

const profile: Profile = {
  profileRef: 'ref',
  uuid: 'u1',
  isClient: false,
  isPro: false,
  isEnterprisePro: false,
  screenName: '',
  displayName: 'Ada Lovelace',
  firstName: 'Ada',
  middleName: '',
  lastName: 'Lovelace',
  dateOfBirth: '1990-05-01',
  profileUrl: '',
  photoUrl: '',
  languageTag: 'fr-FR',
  dateEndianFormat: 'L',
  hourClock: 2,
  distance: 'K',
  temperature: 'C',
  shouldAutoImport: false,
  homeCity: 'Paris',
  homeAirport: '',
  homeCountryCode: 'FR',
  company: '',
  activityFeedUrl: '',
  alertsFeedUrl: '',
  icalUrl: '',
  isCalDetailed: true,
  isCalLocaltime: true,
  shouldAllowProPurchase: true,
  isLegacyPaidAppUser: false,
  isConcurLinked: false,
  jurisdiction: 'EMEA',
  emailAddresses: [{ uuid: 'e', address: 'ada@example.com', isPrimary: true, isConfirmed: true, isAutoImport: false }],
  blockedStatus: '',
  mustAcknowledgePrivacyStatement: false,
  lastPrivacyStatementAcknowledgement: 0,
  isPublicTripSharingDisabled: false,
  smsCountryCode: '',
  smsPhoneNumber: '',
};

function memory(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, get: (k) => data.get(k), set: (k, v) => void data.set(k, v), remove: (k) => void data.delete(k) };
}

function service(answer: (entry: ContractEntry) => unknown) {
  const api: ApiTransport = { call: vi.fn(async (entry: ContractEntry) => answer(entry)) as ApiTransport['call'] };
  const storage = memory();
  const nav = { assign: vi.fn(), postForm: vi.fn(), currentUrl: () => '/app/' };
  return { profiles: new ProfileService(api, storage, nav), storage, nav, api };
}

const failure = (status: number, detailedErrorCode: string, description = ''): ApiFailure => ({
  kind: 'http',
  status,
  code: 'x',
  detailedErrorCode,
  description,
});

describe('ProfileService', () => {
  it('loads the profile, keeps it in storage and reads it back', async () => {
    const { profiles, storage } = service(() => ok(profileToWire(profile)));
    expect(profiles.cached()).toBeUndefined();
    expect(await profiles.load()).toEqual(ok(profile));
    expect([...storage.data.keys()]).toEqual([STORAGE_KEYS.profile]);
    expect(profiles.cached()).toEqual(profile);
  });

  it('ignores a stored profile that no longer parses', () => {
    const { profiles, storage } = service(() => ok({}));
    storage.set(STORAGE_KEYS.profile, '{"first_name":1}');
    expect(profiles.cached()).toBeUndefined();
    storage.set(STORAGE_KEYS.profile, 'not json');
    expect(profiles.cached()).toBeUndefined();
  });

  it('logs a blocked user out with the reason', async () => {
    const { profiles, nav, storage } = service(() => ok(profileToWire({ ...profile, blockedStatus: 'suspended' })));
    expect(await profiles.load()).toEqual(err({ kind: 'blocked' }));
    expect(nav.postForm).toHaveBeenCalledWith('/account/logout?redirect_url=%2Fuhp%2Fblocked%3Fstatus%3Dsuspended');
    expect(storage.data.size).toBe(0);
  });

  it('sends only the patch, with is_onboarding during onboarding', async () => {
    const { profiles, api } = service(() => ok(profileToWire(profile)));
    await profiles.update({ firstName: 'Ada', homeCityId: '42' }, { onboarding: true });
    expect(api.call).toHaveBeenCalledWith(expect.objectContaining({ id: 'replaceProfile' }), {
      query: { is_onboarding: 'true' },
      body: { Profile: { first_name: 'Ada', home_city_id: '42' } },
    });
  });

  it('turns app flags from strings into booleans', async () => {
    const { profiles } = service(() =>
      ok({
        remove_legacy_web: 'true',
        is_genai_alert_enabled: 'false',
        is_recaptcha_enabled: 'false',
        recaptcha_site_key: '',
        is_onboarding_required: 'true',
        legacy_web_url: '',
      }),
    );
    expect(await profiles.appConfig()).toEqual(
      ok({ removeLegacyWeb: true, isGenaiAlertEnabled: false, isRecaptchaEnabled: false, recaptchaSiteKey: '', mustOnboard: true, legacyWebUrl: '' }),
    );
  });

  it('maps update failures to the messages of part 1 section 8', () => {
    expect(profileUpdateError(failure(403, 'restricted_location', 'restricted_location'))).toEqual({ kind: 'restricted-location' });
    expect(profileUpdateError(failure(400, 'invalid_full_name'))).toEqual({ kind: 'invalid-full-name' });
    expect(profileUpdateError(failure(400, 'invalid_field:Profile.date_of_birth'))).toEqual({ kind: 'invalid-field', field: 'date_of_birth' });
    expect(profileUpdateError(failure(500, 'internal_error'))).toEqual({ kind: 'failed' });
    expect(profileUpdateError({ kind: 'timeout' })).toEqual({ kind: 'failed' });
  });
});
