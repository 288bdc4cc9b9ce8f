import { z } from 'zod';
import type { Profile, ProfilePatch } from '../domain/profile/profile.js';
import { LANGUAGE_TAGS } from '../domain/profile/profile.js';
import { toWireBoolean, wireBoolean, wireBooleanOut } from './wire.js';
import { wireCalendarDate } from './wire-calendar.js';
import { notificationSettingOut } from './account/notification-entries.js';
import { aiImportOut, aiImportSettingsFromOut, aiImportSettingsToOut } from './imports/ai-import-entries.js';

const hourClock = z.union([z.literal(1), z.literal(2), z.enum(['1', '2'])]).transform((v) => Number(v) as 1 | 2);
const isoDate = wireCalendarDate;

/** An e-mail address on the wire. */
export const emailAddressWire = z.object({
  uuid: z.string(),
  email_address: z.string(),
  is_primary: wireBooleanOut,
  is_confirmed: wireBooleanOut,
  is_auto_import: wireBooleanOut,
});

/** The profile as GET v2/get/profile answers it (inside `{"Profile": ...}`). */
export const profileWire = z.object({
  profile_ref: z.string(),
  uuid: z.string(),
  is_client: wireBooleanOut,
  is_pro: wireBooleanOut,
  is_enterprise_pro: wireBooleanOut,
  screen_name: z.string(),
  display_name: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string(),
  profile_url: z.string(),
  photo_url: z.string(),
  language_tag: z.enum(LANGUAGE_TAGS),
  date_endian_format: z.enum(['I', 'M', 'L']),
  hour_clock: z.union([z.literal(1), z.literal(2)]),
  distance: z.enum(['M', 'K']),
  temperature: z.enum(['F', 'C']),
  should_auto_import: wireBooleanOut,
  home_city: z.string(),
  home_airport: z.string(),
  home_country_code: z.string(),
  company: z.string(),
  activity_feed_url: z.string(),
  alerts_feed_url: z.string(),
  ical_url: z.string(),
  is_cal_detailed: wireBooleanOut,
  is_cal_localtime: wireBooleanOut,
  should_allow_pro_purchase: wireBooleanOut,
  is_legacy_paid_app_user: wireBooleanOut,
  is_concur_linked: wireBooleanOut,
  jurisdiction: z.enum(['AMER', 'EMEA']),
  EmailAddresses: z.array(emailAddressWire),
  blocked_status: z.string(),
  must_acknowledge_privacy_statement: wireBooleanOut,
  last_privacy_statement_acknowledgement: z.number(),
  is_public_trip_sharing_disabled: wireBooleanOut,
  sms_country_code: z.string(),
  sms_phone_number: z.string(),
  /** notificationSettings (part 1 section 3.4): GET v2/get/profile fills it, in the request language; other answers leave it out. */
  NotificationSettings: z.array(notificationSettingOut).optional(),
  /** aiImport (part 1 section 3.4): GET v2/get/profile and replace/profile fill it; other answers leave it out. */
  AiImport: aiImportOut.optional(),
});

/** The wire profile as sent by the server. */
export type ProfileWire = z.infer<typeof profileWire>;

/**
 * The writable profile fields accepted by POST v2/replace/profile. Unknown keys are ignored;
 * a known key with a bad value fails and is named in the 400.
 */
export const profilePatchWire = z.object({
  screen_name: z.string().max(100).optional(),
  first_name: z.string().max(100).optional(),
  middle_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  date_of_birth: isoDate.optional(),
  language_tag: z.enum(LANGUAGE_TAGS).optional(),
  date_endian_format: z.enum(['I', 'M', 'L']).optional(),
  hour_clock: hourClock.optional(),
  distance: z.enum(['M', 'K']).optional(),
  temperature: z.enum(['F', 'C']).optional(),
  home_city: z.string().max(200).optional(),
  home_city_id: z.string().max(20).optional(),
  home_airport: z.string().max(10).optional(),
  company: z.string().max(200).optional(),
  is_cal_detailed: wireBoolean.optional(),
  is_cal_localtime: wireBoolean.optional(),
  last_privacy_statement_acknowledgement: z.number().int().nonnegative().optional(),
});

/**
 * Domain profile to wire.
 *
 * @example
 * profileToWire(profile).Profile.hour_clock // 1 or 2
 */
export function profileToWire(p: Profile): { Profile: ProfileWire } {
  return {
    Profile: {
      profile_ref: p.profileRef,
      uuid: p.uuid,
      is_client: toWireBoolean(p.isClient),
      is_pro: toWireBoolean(p.isPro),
      is_enterprise_pro: toWireBoolean(p.isEnterprisePro),
      screen_name: p.screenName,
      display_name: p.displayName,
      first_name: p.firstName,
      middle_name: p.middleName,
      last_name: p.lastName,
      date_of_birth: p.dateOfBirth,
      profile_url: p.profileUrl,
      photo_url: p.photoUrl,
      language_tag: p.languageTag,
      date_endian_format: p.dateEndianFormat,
      hour_clock: p.hourClock,
      distance: p.distance,
      temperature: p.temperature,
      should_auto_import: toWireBoolean(p.shouldAutoImport),
      home_city: p.homeCity,
      home_airport: p.homeAirport,
      home_country_code: p.homeCountryCode,
      company: p.company,
      activity_feed_url: p.activityFeedUrl,
      alerts_feed_url: p.alertsFeedUrl,
      ical_url: p.icalUrl,
      is_cal_detailed: toWireBoolean(p.isCalDetailed),
      is_cal_localtime: toWireBoolean(p.isCalLocaltime),
      should_allow_pro_purchase: toWireBoolean(p.shouldAllowProPurchase),
      is_legacy_paid_app_user: toWireBoolean(p.isLegacyPaidAppUser),
      is_concur_linked: toWireBoolean(p.isConcurLinked),
      jurisdiction: p.jurisdiction,
      EmailAddresses: p.emailAddresses.map((e) => ({
        uuid: e.uuid,
        email_address: e.address,
        is_primary: toWireBoolean(e.isPrimary),
        is_confirmed: toWireBoolean(e.isConfirmed),
        is_auto_import: toWireBoolean(e.isAutoImport),
      })),
      blocked_status: p.blockedStatus,
      must_acknowledge_privacy_statement: toWireBoolean(p.mustAcknowledgePrivacyStatement),
      last_privacy_statement_acknowledgement: p.lastPrivacyStatementAcknowledgement,
      is_public_trip_sharing_disabled: toWireBoolean(p.isPublicTripSharingDisabled),
      sms_country_code: p.smsCountryCode,
      sms_phone_number: p.smsPhoneNumber,
      ...(p.aiImport ? { AiImport: aiImportSettingsToOut(p.aiImport) } : {}),
    },
  };
}

/**
 * Wire profile to domain.
 *
 * @example
 * profileFromWire(profileToWire(p).Profile) // deep-equals p
 */
export function profileFromWire(w: ProfileWire): Profile {
  return {
    profileRef: w.profile_ref,
    uuid: w.uuid,
    isClient: w.is_client === 'true',
    isPro: w.is_pro === 'true',
    isEnterprisePro: w.is_enterprise_pro === 'true',
    screenName: w.screen_name,
    displayName: w.display_name,
    firstName: w.first_name,
    middleName: w.middle_name,
    lastName: w.last_name,
    dateOfBirth: w.date_of_birth,
    profileUrl: w.profile_url,
    photoUrl: w.photo_url,
    languageTag: w.language_tag,
    dateEndianFormat: w.date_endian_format,
    hourClock: w.hour_clock,
    distance: w.distance,
    temperature: w.temperature,
    shouldAutoImport: w.should_auto_import === 'true',
    homeCity: w.home_city,
    homeAirport: w.home_airport,
    homeCountryCode: w.home_country_code,
    company: w.company,
    activityFeedUrl: w.activity_feed_url,
    alertsFeedUrl: w.alerts_feed_url,
    icalUrl: w.ical_url,
    isCalDetailed: w.is_cal_detailed === 'true',
    isCalLocaltime: w.is_cal_localtime === 'true',
    shouldAllowProPurchase: w.should_allow_pro_purchase === 'true',
    isLegacyPaidAppUser: w.is_legacy_paid_app_user === 'true',
    isConcurLinked: w.is_concur_linked === 'true',
    jurisdiction: w.jurisdiction,
    emailAddresses: w.EmailAddresses.map((e) => ({
      uuid: e.uuid,
      address: e.email_address,
      isPrimary: e.is_primary === 'true',
      isConfirmed: e.is_confirmed === 'true',
      isAutoImport: e.is_auto_import === 'true',
    })),
    blockedStatus: w.blocked_status,
    mustAcknowledgePrivacyStatement: w.must_acknowledge_privacy_statement === 'true',
    lastPrivacyStatementAcknowledgement: w.last_privacy_statement_acknowledgement,
    isPublicTripSharingDisabled: w.is_public_trip_sharing_disabled === 'true',
    smsCountryCode: w.sms_country_code,
    smsPhoneNumber: w.sms_phone_number,
    ...(w.AiImport ? { aiImport: aiImportSettingsFromOut(w.AiImport) } : {}),
  };
}

const PATCH_KEYS = {
  screen_name: 'screenName',
  first_name: 'firstName',
  middle_name: 'middleName',
  last_name: 'lastName',
  date_of_birth: 'dateOfBirth',
  language_tag: 'languageTag',
  date_endian_format: 'dateEndianFormat',
  hour_clock: 'hourClock',
  distance: 'distance',
  temperature: 'temperature',
  home_city: 'homeCity',
  home_city_id: 'homeCityId',
  home_airport: 'homeAirport',
  company: 'company',
  is_cal_detailed: 'isCalDetailed',
  is_cal_localtime: 'isCalLocaltime',
  last_privacy_statement_acknowledgement: 'lastPrivacyStatementAcknowledgement',
} as const satisfies Record<keyof z.output<typeof profilePatchWire>, keyof ProfilePatch>;

/**
 * Parsed wire patch to a domain patch (only the keys present).
 *
 * @example
 * profilePatchFromWire({ distance: 'K' }) // { distance: 'K' }
 */
export function profilePatchFromWire(w: z.output<typeof profilePatchWire>): ProfilePatch {
  const out: Record<string, unknown> = {};
  for (const [wireKey, domainKey] of Object.entries(PATCH_KEYS)) {
    const value = (w as Record<string, unknown>)[wireKey];
    if (value !== undefined) out[domainKey] = value;
  }
  return out as ProfilePatch;
}

/**
 * Domain patch to the wire body of replace/profile.
 *
 * @example
 * profilePatchToWire({ hourClock: 2 }) // { Profile: { hour_clock: 2 } }
 */
export function profilePatchToWire(patch: ProfilePatch): { Profile: z.input<typeof profilePatchWire> } {
  const out: Record<string, unknown> = {};
  for (const [wireKey, domainKey] of Object.entries(PATCH_KEYS)) {
    const value = patch[domainKey];
    if (value !== undefined) out[wireKey] = typeof value === 'boolean' ? toWireBoolean(value) : value;
  }
  return { Profile: out as z.input<typeof profilePatchWire> };
}
