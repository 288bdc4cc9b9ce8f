import { err, ok, type Result } from '../result.js';

/** The parts of an address the rules look at. */
type Held = { readonly address: string; readonly isPrimary: boolean; readonly isConfirmed: boolean };

/**
 * How many addresses one account may hold (confirmed or waiting for confirmation). Choice: the
 * spec names no limit; ten covers work, home and old addresses and bounds the mail one account
 * can make the server send.
 *
 * @example
 * MAX_EMAIL_ADDRESSES // 10
 */
export const MAX_EMAIL_ADDRESSES = 10;

/**
 * The import-sharing choices of an address (part 1 section 3.4): none made yet, share imported
 * plans with the expense system, or not.
 *
 * @example
 * IMPORT_TRIP_PLAN_SHARING.includes('concur_sharing_yes') // true
 */
export const IMPORT_TRIP_PLAN_SHARING = ['concur_sharing_none', 'concur_sharing_yes', 'concur_sharing_no'] as const;

/**
 * One of {@link IMPORT_TRIP_PLAN_SHARING}.
 *
 * @example
 * const choice: ImportTripPlanSharing = 'concur_sharing_no';
 */
export type ImportTripPlanSharing = (typeof IMPORT_TRIP_PLAN_SHARING)[number];

/**
 * What asking to add `address` (already normalised) does on an account holding `addresses`:
 * `add` a new address, `resend` the link of one of its own addresses still waiting for
 * confirmation, or a refusal (already confirmed on this account, or the account is full). Whether
 * another account holds the address is deliberately not part of this decision: see the handler.
 *
 * @example
 * addEmailDecision([{ address: 'a@x.io', isPrimary: true, isConfirmed: true }], 'b@x.io') // ok('add')
 * addEmailDecision([{ address: 'a@x.io', isPrimary: true, isConfirmed: true }], 'a@x.io') // err({ kind: 'already-confirmed' })
 */
export function addEmailDecision(
  addresses: readonly Held[],
  address: string,
): Result<'add' | 'resend', { readonly kind: 'already-confirmed' } | { readonly kind: 'too-many' }> {
  const own = addresses.find((e) => e.address === address);
  if (own) return own.isConfirmed ? err({ kind: 'already-confirmed' }) : ok('resend');
  return addresses.length >= MAX_EMAIL_ADDRESSES ? err({ kind: 'too-many' }) : ok('add');
}

/**
 * Whether `address` may become the primary one: it must be on the account and confirmed.
 *
 * @example
 * primaryRefusal([{ address: 'a@x.io', isPrimary: false, isConfirmed: false }], 'a@x.io') // 'not-confirmed'
 * primaryRefusal([{ address: 'a@x.io', isPrimary: false, isConfirmed: true }], 'a@x.io') // undefined
 */
export function primaryRefusal(addresses: readonly Held[], address: string): 'unknown' | 'not-confirmed' | undefined {
  const own = addresses.find((e) => e.address === address);
  if (!own) return 'unknown';
  return own.isConfirmed ? undefined : 'not-confirmed';
}

/**
 * Whether `address` may be removed: never the primary one, never the last one.
 *
 * @example
 * removalRefusal([{ address: 'a@x.io', isPrimary: true, isConfirmed: true }], 'a@x.io') // 'primary'
 * removalRefusal([{ address: 'a@x.io', isPrimary: true, isConfirmed: true }, { address: 'b@x.io', isPrimary: false, isConfirmed: false }], 'b@x.io') // undefined
 */
export function removalRefusal(addresses: readonly Held[], address: string): 'unknown' | 'primary' | 'last' | undefined {
  const own = addresses.find((e) => e.address === address);
  if (!own) return 'unknown';
  if (own.isPrimary) return 'primary';
  return addresses.length <= 1 ? 'last' : undefined;
}
