import type { EmailAddress } from '../profile/profile.js';
import { err, ok, type Result } from '../result.js';

/**
 * E-mail addresses in display order (part 1 section 3.4): primary first, then confirmed, then
 * alphabetical by address.
 *
 * @example
 * sortEmailAddresses([b, primary, a]).map((e) => e.address) // [primary.address, a.address, b.address]
 */
export function sortEmailAddresses<T extends Pick<EmailAddress, 'address' | 'isPrimary' | 'isConfirmed'>>(addresses: readonly T[]): readonly T[] {
  const rank = (e: T) => (e.isPrimary ? 0 : e.isConfirmed ? 1 : 2);
  return [...addresses].sort(
    (a, b) => rank(a) - rank(b) || a.address.localeCompare(b.address, 'en', { sensitivity: 'base' }) || a.address.localeCompare(b.address),
  );
}

/**
 * Makes one address primary; setting it clears the flag on every other address.
 *
 * @example
 * makePrimary(addresses, 'e2') // ok([...]) with only e2 primary
 * makePrimary(addresses, 'nope') // err({ kind: 'unknown-address' })
 */
export function makePrimary<T extends Pick<EmailAddress, 'uuid' | 'isPrimary'>>(
  addresses: readonly T[],
  uuid: string,
): Result<readonly T[], { readonly kind: 'unknown-address' }> {
  if (!addresses.some((e) => e.uuid === uuid)) return err({ kind: 'unknown-address' });
  return ok(addresses.map((e) => ({ ...e, isPrimary: e.uuid === uuid })));
}

/**
 * Auto import is active only if the address both asks for it and is eligible for inbox sync.
 *
 * @example
 * isAutoImportActive({ isAutoImport: true, isAutoInboxEligible: false }) // false
 */
export function isAutoImportActive(address: { readonly isAutoImport: boolean; readonly isAutoInboxEligible: boolean }): boolean {
  return address.isAutoImport && address.isAutoInboxEligible;
}
