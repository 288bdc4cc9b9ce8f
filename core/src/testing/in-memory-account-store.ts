import { err, ok, type Result } from '../domain/result.js';
import { mustAcknowledgePrivacy } from '../domain/profile/privacy.js';
import { defaultPreferences } from '../domain/profile/preferences.js';
import { displayNameOf, type Profile } from '../domain/profile/profile.js';
import type { AccountStore, LoginRecord, NewAccount, StoredProfilePatch } from '../ports/account-store.port.js';
import { InMemoryTables } from './in-memory-tables.js';

/** The profile of a new account, with the defaults the SQL store gives a new users row. */
function newProfile(a: NewAccount): Profile {
  const prefs = defaultPreferences(a.languageTag);
  const base = {
    profileRef: a.profileRef,
    uuid: a.userId,
    isClient: false,
    isPro: false,
    isEnterprisePro: false,
    screenName: '',
    firstName: '',
    middleName: '',
    lastName: '',
    dateOfBirth: '',
    profileUrl: '',
    photoUrl: '',
    languageTag: a.languageTag,
    dateEndianFormat: prefs.dateEndianFormat,
    hourClock: prefs.hourClock,
    distance: prefs.distance,
    temperature: prefs.temperature,
    shouldAutoImport: false,
    homeCity: '',
    homeAirport: '',
    homeCountryCode: '',
    company: '',
    activityFeedUrl: '',
    alertsFeedUrl: '',
    icalUrl: '',
    isCalDetailed: true,
    isCalLocaltime: true,
    shouldAllowProPurchase: true,
    isLegacyPaidAppUser: false,
    isConcurLinked: false,
    jurisdiction: prefs.jurisdiction,
    emailAddresses: [{ uuid: a.emailUuid, address: a.email, isPrimary: true, isConfirmed: false, isAutoImport: false }],
    blockedStatus: '',
    mustAcknowledgePrivacyStatement: mustAcknowledgePrivacy(a.privacyAcknowledgedAt),
    lastPrivacyStatementAcknowledgement: a.privacyAcknowledgedAt,
    isPublicTripSharingDisabled: false,
    smsCountryCode: '',
    smsPhoneNumber: '',
  } satisfies Omit<Profile, 'displayName'>;
  return { ...base, displayName: displayNameOf(base) };
}

/**
 * Accounts in memory, behaving like `SqlAccountStore`: an address belongs to one account, the
 * profile answers the new account's default preferences, a patch changes only the fields it sets.
 * Share an {@link InMemoryTables} with the trip store so participants have names.
 *
 * @example
 * const accounts = new InMemoryAccountStore();
 * await accounts.create({ userId: 'u1', profileRef: 'p1', emailUuid: 'e1', email: 'ada@example.com', passwordHash: 'h',
 *   languageTag: 'en-US', verificationToken: 't1', now: clock.now(), privacyAcknowledgedAt: 0 });
 * (await accounts.profile('u1'))?.displayName // 'ada@example.com'
 */
export class InMemoryAccountStore implements AccountStore {
  constructor(readonly tables: InMemoryTables = new InMemoryTables()) {}

  async create(account: NewAccount): Promise<Result<void, { kind: 'email-taken' }>> {
    if (this.ownerOf(account.email) !== undefined) return err({ kind: 'email-taken' as const });
    if (this.tables.users.has(account.userId)) throw new Error(`user ${account.userId} exists (primary key)`);
    this.tables.users.set(account.userId, {
      passwordHash: account.passwordHash,
      profile: newProfile(account),
      verificationTokens: new Map([[account.email, account.verificationToken]]),
    });
    return ok(undefined);
  }

  async findLogin(email: string): Promise<LoginRecord | undefined> {
    const userId = this.ownerOf(email);
    const user = userId === undefined ? undefined : this.tables.users.get(userId);
    return userId === undefined || !user ? undefined : { userId, passwordHash: user.passwordHash, blockedStatus: user.profile.blockedStatus };
  }

  async profile(userId: string): Promise<Profile | undefined> {
    return this.tables.users.get(userId)?.profile;
  }

  async updateProfile(userId: string, patch: StoredProfilePatch): Promise<Profile> {
    const user = this.tables.users.get(userId);
    if (!user) throw new Error(`user ${userId} vanished during update`);
    const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const next = { ...user.profile, ...set };
    const lastAck = next.lastPrivacyStatementAcknowledgement;
    const profile: Profile = { ...next, displayName: displayNameOf(next), mustAcknowledgePrivacyStatement: mustAcknowledgePrivacy(lastAck) };
    this.tables.users.set(userId, { ...user, profile });
    return profile;
  }

  async confirmEmail(token: string): Promise<string | undefined> {
    for (const [userId, user] of this.tables.users) {
      const address = [...user.verificationTokens].find(([, t]) => t === token)?.[0];
      if (address === undefined) continue;
      const tokens = new Map([...user.verificationTokens].filter(([a]) => a !== address));
      const emailAddresses = user.profile.emailAddresses.map((e) => (e.address === address ? { ...e, isConfirmed: true } : e));
      this.tables.users.set(userId, { ...user, verificationTokens: tokens, profile: { ...user.profile, emailAddresses } });
      return userId;
    }
    return undefined;
  }

  private ownerOf(email: string): string | undefined {
    // An added address waiting for confirmation belongs to no one yet (as in SQL: held = primary or confirmed).
    for (const [userId, user] of this.tables.users)
      if (user.profile.emailAddresses.some((e) => e.address === email && (e.isPrimary || e.isConfirmed))) return userId;
    return undefined;
  }
}
