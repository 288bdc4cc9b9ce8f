import {
  defaultPreferences,
  displayNameOf,
  err,
  mustAcknowledgePrivacy,
  ok,
  profilePhotoPath,
  proAccessOf,
  toLanguageTag,
  type AccountStore,
  type EmailAddress,
  type LoginRecord,
  type NewAccount,
  type Profile,
  type Result,
  type StoredProfilePatch,
} from '@waybook/core';
import { sql, type Kysely, type Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database, EmailAddressesTable, UsersTable } from './schema.js';
import { toSubscription, type SubscriptionRow } from './sql-billing-store.js';

const COLUMNS = {
  screenName: 'screen_name',
  firstName: 'first_name',
  middleName: 'middle_name',
  lastName: 'last_name',
  dateOfBirth: 'date_of_birth',
  languageTag: 'language_tag',
  dateEndianFormat: 'date_endian_format',
  hourClock: 'hour_clock',
  distance: 'distance',
  temperature: 'temperature',
  homeCity: 'home_city',
  homeAirport: 'home_airport',
  homeCountryCode: 'home_country_code',
  company: 'company',
  isCalDetailed: 'is_cal_detailed',
  isCalLocaltime: 'is_cal_localtime',
  lastPrivacyStatementAcknowledgement: 'last_privacy_ack',
} as const satisfies Record<keyof StoredProfilePatch, keyof UsersTable>;

function toEmail(row: Selectable<EmailAddressesTable>): EmailAddress {
  return { uuid: row.id, address: row.address, isPrimary: row.is_primary, isConfirmed: row.is_confirmed, isAutoImport: false };
}

// isPro: the users.is_pro flag (set by an admin: an enterprise or legacy grant) or the subscription,
// as the one Pro rule (proAccessOf) judges it now (issue 15).
function toProfile(u: Selectable<UsersTable>, emails: readonly EmailAddress[], subscribed: boolean): Profile {
  const isPro = u.is_pro || subscribed;
  const base = {
    profileRef: u.profile_ref,
    uuid: u.id,
    isClient: false,
    isPro,
    isEnterprisePro: false,
    screenName: u.screen_name,
    firstName: u.first_name,
    middleName: u.middle_name,
    lastName: u.last_name,
    dateOfBirth: u.date_of_birth,
    profileUrl: '',
    photoUrl: u.photo_id === null ? '' : profilePhotoPath(u.photo_id),
    languageTag: toLanguageTag(u.language_tag),
    dateEndianFormat: u.date_endian_format as Profile['dateEndianFormat'],
    hourClock: u.hour_clock === 2 ? 2 : 1,
    distance: u.distance === 'K' ? 'K' : 'M',
    temperature: u.temperature === 'C' ? 'C' : 'F',
    shouldAutoImport: false,
    homeCity: u.home_city,
    homeAirport: u.home_airport,
    homeCountryCode: u.home_country_code,
    company: u.company,
    activityFeedUrl: '',
    alertsFeedUrl: '',
    icalUrl: '',
    isCalDetailed: u.is_cal_detailed,
    isCalLocaltime: u.is_cal_localtime,
    shouldAllowProPurchase: !isPro,
    isLegacyPaidAppUser: false,
    isConcurLinked: false,
    jurisdiction: u.jurisdiction === 'EMEA' ? 'EMEA' : 'AMER',
    emailAddresses: emails,
    blockedStatus: u.blocked_status,
    mustAcknowledgePrivacyStatement: mustAcknowledgePrivacy(Number(u.last_privacy_ack)),
    lastPrivacyStatementAcknowledgement: Number(u.last_privacy_ack),
    isPublicTripSharingDisabled: u.is_public_trip_sharing_disabled,
    smsCountryCode: u.sms_country_code,
    smsPhoneNumber: u.sms_phone_number,
  } satisfies Omit<Profile, 'displayName'>;
  return { ...base, displayName: displayNameOf(base) };
}

/**
 * Accounts in SQL: users plus email_addresses.
 *
 * @example
 * const accounts = new SqlAccountStore(db);
 */
export class SqlAccountStore implements AccountStore {
  /** `clock` decides whether a subscription still gives Pro (default: the system clock). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: { now(): Date } = { now: () => new Date() },
  ) {}

  async create(a: NewAccount): Promise<Result<void, { kind: 'email-taken' }>> {
    const prefs = defaultPreferences(a.languageTag);
    return this.db.transaction().execute(async (tx) => {
      // An address another account added but never confirmed is no one's yet (migration 010).
      const taken = await tx
        .selectFrom('email_addresses')
        .select('id')
        .where('address', '=', a.email)
        .where((eb) => eb.or([eb('is_primary', '=', true), eb('is_confirmed', '=', true)]))
        .executeTakeFirst();
      if (taken) return err({ kind: 'email-taken' as const });
      await tx
        .insertInto('users')
        .values({
          id: a.userId,
          profile_ref: a.profileRef,
          password_hash: a.passwordHash,
          language_tag: a.languageTag,
          date_endian_format: prefs.dateEndianFormat,
          hour_clock: prefs.hourClock,
          distance: prefs.distance,
          temperature: prefs.temperature,
          jurisdiction: prefs.jurisdiction,
          created_at: a.now,
          screen_name: '',
          first_name: '',
          middle_name: '',
          last_name: '',
          date_of_birth: '',
          home_city: '',
          home_airport: '',
          home_country_code: '',
          company: '',
          is_cal_detailed: true,
          is_cal_localtime: true,
          blocked_status: '',
          last_privacy_ack: a.privacyAcknowledgedAt,
          is_public_trip_sharing_disabled: false,
          is_pro: false,
        })
        .execute();
      await tx
        .insertInto('email_addresses')
        .values({
          id: a.emailUuid,
          user_id: a.userId,
          address: a.email,
          is_primary: true,
          is_confirmed: false,
          verification_token: a.verificationToken,
          created_at: a.now,
        })
        .execute();
      return ok(undefined);
    });
  }

  async findLogin(email: string): Promise<LoginRecord | undefined> {
    const row = await this.db
      .selectFrom('email_addresses as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select(['u.id', 'u.password_hash', 'u.blocked_status'])
      .where('e.address', '=', email)
      .where((eb) => eb.or([eb('e.is_primary', '=', true), eb('e.is_confirmed', '=', true)]))
      .executeTakeFirst();
    return row ? { userId: row.id, passwordHash: row.password_hash, blockedStatus: row.blocked_status } : undefined;
  }

  /**
   * Sets the blocked status ('' clears it) of the account that has the address (primary or
   * confirmed): `npm run admin -- block|unblock`. False when no account has it.
   */
  async setBlockedStatus(email: string, status: string): Promise<boolean> {
    const login = await this.findLogin(email);
    if (!login) return false;
    await this.db.updateTable('users').set({ blocked_status: status }).where('id', '=', login.userId).execute();
    return true;
  }

  async profile(userId: string): Promise<Profile | undefined> {
    // One round trip: the profile is read on most requests.
    const row = await this.db
      .selectFrom('users')
      .selectAll('users')
      .select((eb) =>
        jsonArrayFrom(eb.selectFrom('email_addresses').selectAll().whereRef('email_addresses.user_id', '=', 'users.id').orderBy('created_at')).as('emails'),
      )
      .select(sql<SubscriptionRow | null>`(select row_to_json(s) from subscriptions s where s.user_id = users.id)`.as('subscription'))
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    const { emails, subscription, ...user } = row;
    const subscribed = subscription !== null && proAccessOf(toSubscription(subscription), { isEnterprisePro: false }, this.clock.now()).isPro;
    return toProfile(
      user,
      emails.map((e) => toEmail({ ...e, created_at: new Date(e.created_at) })),
      subscribed,
    );
  }

  async updateProfile(userId: string, patch: StoredProfilePatch): Promise<Profile> {
    const values: Record<string, unknown> = {};
    for (const [key, column] of Object.entries(COLUMNS)) {
      const value = patch[key as keyof StoredProfilePatch];
      if (value !== undefined) values[column] = value;
    }
    if (Object.keys(values).length > 0) {
      await this.db.updateTable('users').set(values).where('id', '=', userId).execute();
    }
    const profile = await this.profile(userId);
    if (!profile) throw new Error(`user ${userId} vanished during update`);
    return profile;
  }

  async confirmEmail(token: string): Promise<string | undefined> {
    const row = await this.db
      .updateTable('email_addresses')
      .set({ is_confirmed: true, verification_token: null })
      .where('verification_token', '=', token)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  }
}
