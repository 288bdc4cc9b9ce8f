import { describe, expect, it } from 'vitest';
import { profileFromWire, profileToWire, profileWire } from '../profile.js';
import { aiImportOut, aiImportSettingsFromOut, aiImportSettingsToOut, aiImportToOut, updateAiImportSettingEntry } from './ai-import-entries.js';

const settings = { isOptInVisible: true, isOptInReadOnly: false, isOptedIn: true, optedInTs: 1767225600, introducedFeatureWebappTs: 0 };

describe('aiImport as the server sends it', () => {
  it('flags as strings, timestamps as ISO only when set, and the endpoint host', () => {
    const out = aiImportToOut({ ...settings, optedInTs: new Date(1767225600_000), introducedFeatureWebappTs: null }, 'llm.example');
    expect(out).toEqual({
      is_opt_in_visible: 'true',
      is_opt_in_read_only: 'false',
      is_opted_in: 'true',
      opted_in_ts: '2026-01-01T00:00:00.000Z',
      endpoint_host: 'llm.example',
    });
    expect(aiImportOut.parse(out)).toEqual(out);
    expect(aiImportSettingsFromOut(out)).toEqual(settings);
    expect(aiImportSettingsFromOut(aiImportSettingsToOut(settings))).toEqual(settings);
  });

  it('the profile carries it through its wire form (the app keeps the profile this way)', () => {
    const wire = profileWire.parse({ ...sampleProfileWire(), AiImport: aiImportSettingsToOut(settings) });
    const profile = profileFromWire(wire);
    expect(profile.aiImport).toEqual(settings);
    expect(profileFromWire(profileWire.parse(profileToWire(profile).Profile)).aiImport).toEqual(settings);
    expect(profileFromWire(profileWire.parse(sampleProfileWire())).aiImport).toBeUndefined();
  });

  it('updateUserSettings takes only user_feature=AiImport and a boolean is_opted_in', () => {
    expect(updateAiImportSettingEntry.query.safeParse({ user_feature: 'AiImport' }).success).toBe(true);
    expect(updateAiImportSettingEntry.query.safeParse({ user_feature: 'Other' }).success).toBe(false);
    expect(updateAiImportSettingEntry.body.schema.parse({ is_opted_in: 'true' })).toEqual({ is_opted_in: true });
    expect(updateAiImportSettingEntry.body.schema.safeParse({ is_opted_in: 'yes' }).success).toBe(false);
  });
});

function sampleProfileWire() {
  return {
    profile_ref: 'r',
    uuid: 'u',
    is_client: 'false',
    is_pro: 'false',
    is_enterprise_pro: 'false',
    screen_name: '',
    display_name: '',
    first_name: '',
    middle_name: '',
    last_name: '',
    date_of_birth: '',
    profile_url: '',
    photo_url: '',
    language_tag: 'en-US',
    date_endian_format: 'M',
    hour_clock: 1,
    distance: 'M',
    temperature: 'F',
    should_auto_import: 'false',
    home_city: '',
    home_airport: '',
    home_country_code: '',
    company: '',
    activity_feed_url: '',
    alerts_feed_url: '',
    ical_url: '',
    is_cal_detailed: 'false',
    is_cal_localtime: 'false',
    should_allow_pro_purchase: 'false',
    is_legacy_paid_app_user: 'false',
    is_concur_linked: 'false',
    jurisdiction: 'AMER',
    EmailAddresses: [],
    blocked_status: '',
    must_acknowledge_privacy_statement: 'false',
    last_privacy_statement_acknowledgement: 0,
    is_public_trip_sharing_disabled: 'false',
    sms_country_code: '',
    sms_phone_number: '',
  };
}
