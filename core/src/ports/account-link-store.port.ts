import type { AccountLinkPurpose } from '../domain/account/account-links.js';

/**
 * A single-use link e-mailed for an account action: its random token (the link's secret), what it
 * is for, whose account, the address it was sent to, and until when it works.
 *
 * @example
 * const link: AccountLink = { token, purpose: 'reset-password', userId, email: 'ada@example.com', expiresAt };
 */
export interface AccountLink {
  readonly token: string;
  readonly purpose: AccountLinkPurpose;
  readonly userId: string;
  readonly email: string;
  readonly expiresAt: Date;
}

/** What a live link says once checked or used: whose account and which address. */
export interface AccountLinkHolder {
  readonly userId: string;
  readonly email: string;
}

/**
 * Single-use, expiring account links (add an address, reset a password, delete the account, merge
 * accounts). Stores keep only a hash of each token: a leaked table opens nothing.
 *
 * @example
 * await links.issue({ token, purpose: 'reset-password', userId, email, expiresAt: accountLinkExpiry('reset-password', now) }, now);
 * const holder = await links.consume(token, 'reset-password', now); // undefined the second time
 */
export interface AccountLinkStore {
  /** Stores a new link. */
  issue(link: AccountLink, now: Date): Promise<void>;
  /** The holder of a live link (unused, not expired, this purpose) without using it; undefined otherwise. */
  peek(token: string, purpose: AccountLinkPurpose, now: Date): Promise<AccountLinkHolder | undefined>;
  /** Uses a live link once, atomically (two requests with the same token: one wins); undefined otherwise. */
  consume(token: string, purpose: AccountLinkPurpose, now: Date): Promise<AccountLinkHolder | undefined>;
  /** Ends every unused link of a user for a purpose (a new password ends older reset links). */
  revoke(userId: string, purpose: AccountLinkPurpose): Promise<void>;
  /** Removes links that expired before `before`; returns how many. */
  deleteExpiredBefore(before: Date): Promise<number>;
}
