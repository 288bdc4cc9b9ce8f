/**
 * What an e-mailed account link is for. Each purpose has its own lifetime and a token works only
 * for the purpose it was issued for.
 *
 * @example
 * const purpose: AccountLinkPurpose = 'reset-password';
 */
export type AccountLinkPurpose = 'add-email' | 'reset-password' | 'delete-account' | 'merge-accounts';

/** Every purpose, in a stable order. */
export const ACCOUNT_LINK_PURPOSES: readonly AccountLinkPurpose[] = ['add-email', 'reset-password', 'delete-account', 'merge-accounts'];

/**
 * How long a link works, in minutes: short for what hands over the account (a password reset, a
 * deletion, a merge), a day for confirming a new address (people open it later from another device).
 *
 * @example
 * ACCOUNT_LINK_LIFETIME_MINUTES['reset-password'] // 60
 */
export const ACCOUNT_LINK_LIFETIME_MINUTES: Readonly<Record<AccountLinkPurpose, number>> = {
  'add-email': 24 * 60,
  'reset-password': 60,
  'delete-account': 60,
  'merge-accounts': 24 * 60,
};

/**
 * When a link issued at `issuedAt` stops working.
 *
 * @example
 * accountLinkExpiry('reset-password', new Date('2026-11-24T10:00:00Z')).toISOString() // '2026-11-24T11:00:00.000Z'
 */
export function accountLinkExpiry(purpose: AccountLinkPurpose, issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + ACCOUNT_LINK_LIFETIME_MINUTES[purpose] * 60_000);
}

/**
 * Whether a stored link still works at `now`: not used yet and `now` before its expiry.
 *
 * @example
 * isAccountLinkLive({ expiresAt: new Date('2026-11-24T11:00:00Z'), usedAt: null }, new Date('2026-11-24T10:59:59Z')) // true
 */
export function isAccountLinkLive(link: { readonly expiresAt: Date; readonly usedAt: Date | null }, now: Date): boolean {
  return link.usedAt === null && now.getTime() < link.expiresAt.getTime();
}
