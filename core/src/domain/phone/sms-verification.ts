import type { ThrottlePolicy } from '../account/throttle-rules.js';
import { VERIFICATION_CODE_LENGTH } from './phone-input.js';

/**
 * The limits of texted verification codes: a code lives 10 minutes and takes 5 wrong tries, after
 * which it is locked (SMS_TOO_MANY_TRIES until a new code is sent). Codes are sent at most 5 at
 * once per account, then one every 12 minutes (a token bucket: 5 an hour at most), whatever the
 * number: a resend and a change of number both take a token, so neither resets the limit.
 *
 * @example
 * SMS_CODE_LIMITS.maxTries // 5
 */
export const SMS_CODE_LIMITS = {
  ttlMinutes: 10,
  maxTries: 5,
  sends: { capacity: 5, refillSeconds: 720 },
} as const satisfies { ttlMinutes: number; maxTries: number; sends: ThrottlePolicy };

/**
 * A code waiting to be typed, as the server keeps it (the code itself only as a hash, elsewhere).
 *
 * @example
 * const p: PendingSmsCode = { expiresAt: new Date('2026-01-01T10:10:00Z'), tries: 0 };
 */
export interface PendingSmsCode {
  readonly expiresAt: Date;
  /** Wrong codes typed so far. */
  readonly tries: number;
}

/**
 * A verification code from a random uuid (the IdGenerator's, cryptographically random): 48 random
 * bits taken modulo one million, zero-padded to six digits. The bias (2^48 is not a multiple of
 * 10^6) is below one in 10^8 per code.
 *
 * @example
 * verificationCodeFrom('00000000-0001-4000-8000-000000000000') // '000001'
 * verificationCodeFrom('ffffffff-ffff-4fff-bfff-ffffffffffff') // '710655'
 */
export function verificationCodeFrom(uuid: string): string {
  const hex = uuid
    .replace(/[^0-9a-f]/giu, '')
    .padEnd(12, '0')
    .slice(0, 12);
  const value = Number.parseInt(hex, 16) % 10 ** VERIFICATION_CODE_LENGTH;
  return String(value).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/**
 * When a code sent now expires.
 *
 * @example
 * smsCodeExpiry(new Date('2026-01-01T10:00:00Z')) // 2026-01-01T10:10:00Z
 */
export function smsCodeExpiry(now: Date): Date {
  return new Date(now.getTime() + SMS_CODE_LIMITS.ttlMinutes * 60_000);
}

/**
 * The outcome of a typed code: verified; wrong (with the tries left); locked (too many tries, also
 * for the right code once locked); expired; or none waiting.
 *
 * @example
 * const o: SmsCodeOutcome = { kind: 'wrong', triesLeft: 4 };
 */
export type SmsCodeOutcome =
  | { readonly kind: 'verified' }
  | { readonly kind: 'wrong'; readonly triesLeft: number }
  | { readonly kind: 'locked' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'none' };

/**
 * Judges a typed code: a locked code stays locked (the right code no longer counts), an expired
 * one is refused, a right one verifies, a wrong one counts a try and locks at the fifth.
 *
 * @example
 * const p = { expiresAt: new Date('2026-01-01T10:10:00Z'), tries: 4 };
 * smsCodeOutcome(p, false, new Date('2026-01-01T10:01:00Z')) // { kind: 'locked' }
 * smsCodeOutcome(p, true, new Date('2026-01-01T10:01:00Z'))  // { kind: 'verified' }
 * smsCodeOutcome(p, true, new Date('2026-01-01T10:10:00Z'))  // { kind: 'expired' }
 */
export function smsCodeOutcome(pending: PendingSmsCode | undefined, matches: boolean, now: Date): SmsCodeOutcome {
  if (pending === undefined) return { kind: 'none' };
  if (pending.tries >= SMS_CODE_LIMITS.maxTries) return { kind: 'locked' };
  if (now.getTime() >= pending.expiresAt.getTime()) return { kind: 'expired' };
  if (matches) return { kind: 'verified' };
  const tries = pending.tries + 1;
  return tries >= SMS_CODE_LIMITS.maxTries ? { kind: 'locked' } : { kind: 'wrong', triesLeft: SMS_CODE_LIMITS.maxTries - tries };
}

/**
 * The SMS error code the server answers for a refused code (part 3 section 8): a locked code is
 * SMS_TOO_MANY_TRIES; wrong, expired or missing codes are SMS_BAD_VERIFICATION_CODE.
 *
 * @example
 * smsCodeErrorCode({ kind: 'locked' })  // 'SMS_TOO_MANY_TRIES'
 * smsCodeErrorCode({ kind: 'expired' }) // 'SMS_BAD_VERIFICATION_CODE'
 */
export function smsCodeErrorCode(outcome: Exclude<SmsCodeOutcome, { kind: 'verified' }>): 'SMS_TOO_MANY_TRIES' | 'SMS_BAD_VERIFICATION_CODE' {
  return outcome.kind === 'locked' ? 'SMS_TOO_MANY_TRIES' : 'SMS_BAD_VERIFICATION_CODE';
}

/**
 * Whether the free-trial rule ("Phone SMS setup is not available during a free trial") applies to
 * a user: only when billing says the user is on a free trial (proAccessOf's isTrial); the rule
 * itself is {@link checkSmsSetupAllowed}.
 *
 * @example
 * isOnFreeTrial({}) // false
 * isOnFreeTrial({ isTrial: true }) // true
 */
export function isOnFreeTrial(pro: { readonly isTrial?: boolean }): boolean {
  return pro.isTrial === true;
}
