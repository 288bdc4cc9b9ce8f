import type { AiImportSettings } from '../alerts/ai-extractor-alert.js';

/** Date order of typed and shown dates: I year/month/day, M month/day/year, L day/month/year. */
export type DateEndianFormat = 'I' | 'M' | 'L';
/** 1 = 12-hour clock, 2 = 24-hour clock. */
export type HourClock = 1 | 2;
/** M miles, K kilometres. */
export type DistanceUnit = 'M' | 'K';
/** F Fahrenheit, C Celsius. */
export type TemperatureUnit = 'F' | 'C';
/** AMER (US) or EMEA (EU) data jurisdiction. */
export type Jurisdiction = 'AMER' | 'EMEA';

/** The interface languages. */
export const LANGUAGE_TAGS = ['en-US', 'en-GB', 'fr-FR', 'de-DE', 'ja-JP', 'es-CO', 'es-ES'] as const;
/** One of the seven interface languages. */
export type LanguageTag = (typeof LANGUAGE_TAGS)[number];

/**
 * Narrows any string to a supported language tag, falling back to en-US.
 *
 * @example
 * toLanguageTag('fr-FR') // 'fr-FR'
 * toLanguageTag('xx') // 'en-US'
 */
export function toLanguageTag(tag: string | null | undefined): LanguageTag {
  return (LANGUAGE_TAGS as readonly string[]).includes(tag ?? '') ? (tag as LanguageTag) : 'en-US';
}

/** One of the user's e-mail addresses. */
export interface EmailAddress {
  readonly uuid: string;
  readonly address: string;
  readonly isPrimary: boolean;
  readonly isConfirmed: boolean;
  readonly isAutoImport: boolean;
}

/** The user profile of part 1 section 3.4 as the domain sees it. */
export interface Profile {
  readonly profileRef: string;
  readonly uuid: string;
  readonly isClient: boolean;
  readonly isPro: boolean;
  readonly isEnterprisePro: boolean;
  readonly screenName: string;
  readonly displayName: string;
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  /** y-MM-dd, or '' when unknown. */
  readonly dateOfBirth: string;
  readonly profileUrl: string;
  readonly photoUrl: string;
  readonly languageTag: LanguageTag;
  readonly dateEndianFormat: DateEndianFormat;
  readonly hourClock: HourClock;
  readonly distance: DistanceUnit;
  readonly temperature: TemperatureUnit;
  readonly shouldAutoImport: boolean;
  readonly homeCity: string;
  readonly homeAirport: string;
  readonly homeCountryCode: string;
  readonly company: string;
  readonly activityFeedUrl: string;
  readonly alertsFeedUrl: string;
  readonly icalUrl: string;
  readonly isCalDetailed: boolean;
  readonly isCalLocaltime: boolean;
  readonly shouldAllowProPurchase: boolean;
  readonly isLegacyPaidAppUser: boolean;
  readonly isConcurLinked: boolean;
  readonly jurisdiction: Jurisdiction;
  readonly emailAddresses: readonly EmailAddress[];
  /** '' when not blocked, else the reason code. */
  readonly blockedStatus: string;
  readonly mustAcknowledgePrivacyStatement: boolean;
  /** Seconds since the epoch of the last acknowledgement, or 0. */
  readonly lastPrivacyStatementAcknowledgement: number;
  readonly isPublicTripSharingDisabled: boolean;
  readonly smsCountryCode: string;
  readonly smsPhoneNumber: string;
  /** aiImport: the AI extractor settings, when the answer carried them (GET v2/get/profile and replace/profile do). */
  readonly aiImport?: AiImportSettings;
}

/** The fields a user may change through replace/profile. */
export type ProfilePatch = Partial<
  Pick<
    Profile,
    | 'screenName'
    | 'firstName'
    | 'middleName'
    | 'lastName'
    | 'dateOfBirth'
    | 'languageTag'
    | 'dateEndianFormat'
    | 'hourClock'
    | 'distance'
    | 'temperature'
    | 'homeCity'
    | 'homeAirport'
    | 'company'
    | 'isCalDetailed'
    | 'isCalLocaltime'
    | 'lastPrivacyStatementAcknowledgement'
  >
> & {
  /** The id of the chosen home city suggestion; labels can repeat, ids cannot. */
  readonly homeCityId?: string;
};

/**
 * The name shown for a user: first and last name, else the screen name, else the primary address.
 *
 * @example
 * displayNameOf({ firstName: 'Ada', lastName: 'Lovelace', screenName: '', emailAddresses: [] }) // 'Ada Lovelace'
 */
export function displayNameOf(p: Pick<Profile, 'firstName' | 'lastName' | 'screenName' | 'emailAddresses'>): string {
  const full = [p.firstName, p.lastName].filter((s) => s.trim() !== '').join(' ');
  if (full !== '') return full;
  if (p.screenName.trim() !== '') return p.screenName;
  return primaryEmail(p) ?? '';
}

/**
 * The primary e-mail address, or the first one.
 *
 * @example
 * primaryEmail({ emailAddresses: [{ uuid: 'a', address: 'a@x.io', isPrimary: true, isConfirmed: true, isAutoImport: false }] }) // 'a@x.io'
 */
export function primaryEmail(p: Pick<Profile, 'emailAddresses'>): string | undefined {
  return (p.emailAddresses.find((e) => e.isPrimary) ?? p.emailAddresses[0])?.address;
}

/**
 * Whether a user must pass onboarding: names, date of birth and home city are all required.
 *
 * @example
 * needsOnboarding({ firstName: '', lastName: '', dateOfBirth: '', homeCity: '' }) // true
 */
export function needsOnboarding(p: Pick<Profile, 'firstName' | 'lastName' | 'dateOfBirth' | 'homeCity'>): boolean {
  return [p.firstName, p.lastName, p.dateOfBirth, p.homeCity].some((v) => v.trim() === '');
}

/** North America by home country, for the support dropdown and the old-web switch. */
const NORTH_AMERICA = new Set(['US', 'CA', 'MX']);

/**
 * Whether the user's home country lies in North America.
 *
 * @example
 * isNorthAmerican({ homeCountryCode: 'CA' }) // true
 */
export function isNorthAmerican(p: Pick<Profile, 'homeCountryCode'>): boolean {
  return NORTH_AMERICA.has(p.homeCountryCode.toUpperCase());
}
