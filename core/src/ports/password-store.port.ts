/**
 * The password hash of each account, read and replaced by user id (sign-in reads it by address
 * through `AccountStore.findLogin`).
 *
 * @example
 * const hash = await passwords.hashOf(userId);
 * await passwords.replace(userId, await hasher.hash('a new passphrase'));
 */
export interface PasswordStore {
  /** The account's current password hash; undefined when there is no such account. */
  hashOf(userId: string): Promise<string | undefined>;
  /** Replaces the account's password hash. */
  replace(userId: string, passwordHash: string): Promise<void>;
}
