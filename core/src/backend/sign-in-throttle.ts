import type { LoginThrottledError } from '../domain/account/login-throttle.js';
import { clientAddressKey, SIGN_IN_THROTTLE } from '../domain/account/throttle-rules.js';
import type { ThrottleStore } from '../ports/throttle-store.port.js';

/**
 * Where a sign-in attempt comes from: the client address, and the id of a "known device" (a
 * browser this account signed in from before, proven by a signed cookie the adapter checked for
 * this address), if any.
 *
 * @example
 * const from: SignInOrigin = { clientAddress: '203.0.113.7', knownDevice: 'd1' };
 */
export interface SignInOrigin {
  readonly clientAddress?: string;
  readonly knownDevice?: string;
}

/**
 * Throttle purposes of sign-in (see SIGN_IN_THROTTLE); later features take their own purpose
 * (password change, promo codes, SMS codes) on the same ThrottleStore.
 *
 * @example
 * SIGN_IN_PURPOSES.account // 'sign-in:account'
 */
export const SIGN_IN_PURPOSES = {
  account: 'sign-in:account',
  address: 'sign-in:address',
  device: 'sign-in:device',
  alert: 'sign-in:alert',
} as const;

/**
 * Sign-in throttling on token buckets: a known device takes only its own bucket, so failures
 * from elsewhere never hold the owner back; any other attempt takes one token of the account's
 * bucket and one of the client address's (spraying many accounts from one address is slowed).
 * Tokens are taken before the password is checked, atomically, so parallel guesses all count.
 *
 * @example
 * const throttle = new SignInThrottle(store);
 * const admitted = await throttle.admit('ada@example.com', { clientAddress: '203.0.113.7' }, now);
 */
export class SignInThrottle {
  constructor(private readonly store: ThrottleStore) {}

  /** Takes the attempt's tokens: ok with whether the account's bucket is now empty, or throttled. */
  async admit(
    email: string,
    from: SignInOrigin,
    now: Date,
  ): Promise<
    { readonly ok: true; readonly accountEmptied: boolean } | { readonly ok: false; readonly error: LoginThrottledError; readonly accountEmptied: boolean }
  > {
    const { store } = this;
    const takes =
      from.knownDevice !== undefined
        ? [store.take(SIGN_IN_PURPOSES.device, `${email} ${from.knownDevice}`, SIGN_IN_THROTTLE.device, now)]
        : [
            store.take(SIGN_IN_PURPOSES.account, email, SIGN_IN_THROTTLE.account, now),
            store.take(SIGN_IN_PURPOSES.address, clientAddressKey(from.clientAddress ?? 'unknown'), SIGN_IN_THROTTLE.address, now),
          ];
    const [first, ...rest] = await Promise.all(takes);
    const outcomes = first ? [first, ...rest] : [];
    const accountEmptied = from.knownDevice === undefined && first !== undefined && first.tokensLeft < 1;
    const refused = outcomes.filter((o) => !o.allowed);
    if (refused.length === 0) return { ok: true, accountEmptied };
    const retryAfterSeconds = Math.max(...refused.map((o) => o.retryAfterSeconds));
    return { ok: false, error: { kind: 'throttled', retryAfterSeconds }, accountEmptied };
  }

  /** Whether the owner may be e-mailed about failures now (at most one mail per hour). */
  async mayAlert(email: string, now: Date): Promise<boolean> {
    return (await this.store.take(SIGN_IN_PURPOSES.alert, email, SIGN_IN_THROTTLE.alert, now)).allowed;
  }

  /** After a successful sign-in from a known device: its bucket is full again. */
  async succeeded(email: string, from: SignInOrigin): Promise<void> {
    if (from.knownDevice !== undefined) await this.store.reset(SIGN_IN_PURPOSES.device, `${email} ${from.knownDevice}`);
  }
}
