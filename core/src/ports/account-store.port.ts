import type { Result } from '../domain/result.js';
import type { LanguageTag, Profile, ProfilePatch } from '../domain/profile/profile.js';

/** What sign-in needs to know about an account. */
export interface LoginRecord {
  readonly userId: string;
  readonly passwordHash: string;
  readonly blockedStatus: string;
}

/** A new account as sign-up creates it. */
export interface NewAccount {
  readonly userId: string;
  readonly profileRef: string;
  readonly emailUuid: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly languageTag: LanguageTag;
  readonly verificationToken: string;
  readonly now: Date;
  /**
   * When the new user acknowledged the privacy statement (seconds): the sign-up form shows the
   * current statement, so an account starts with it acknowledged.
   */
  readonly privacyAcknowledgedAt: number;
}

/** A patch as stored: the user's fields plus what the server derives (home country). */
export type StoredProfilePatch = Omit<ProfilePatch, 'homeCityId'> & { readonly homeCountryCode?: string };

/**
 * Accounts, their e-mail addresses and profiles.
 *
 * @example
 * const created = await store.create(account); if (!created.ok) created.error.kind // 'email-taken'
 */
export interface AccountStore {
  create(account: NewAccount): Promise<Result<void, { kind: 'email-taken' }>>;
  findLogin(email: string): Promise<LoginRecord | undefined>;
  profile(userId: string): Promise<Profile | undefined>;
  updateProfile(userId: string, patch: StoredProfilePatch): Promise<Profile>;
  /** Marks the address holding this token confirmed; the user id, or undefined for an unknown token. */
  confirmEmail(token: string): Promise<string | undefined>;
}
