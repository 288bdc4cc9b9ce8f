import type { EmailAddress } from '@waybook/core';

/**
 * E-mail addresses in the order part 1 section 3.4 gives: primary first, then confirmed, then
 * alphabetical. Kept in the UI because only the profile view lists them so far.
 *
 * @example
 * sortEmailAddresses([b, primary, a]) // [primary, a, b]
 */
export function sortEmailAddresses(addresses: readonly EmailAddress[]): readonly EmailAddress[] {
  const rank = (e: EmailAddress) => (e.isPrimary ? 0 : e.isConfirmed ? 1 : 2);
  return [...addresses].sort((a, b) => rank(a) - rank(b) || a.address.localeCompare(b.address));
}
