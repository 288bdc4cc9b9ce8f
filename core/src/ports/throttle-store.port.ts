import type { ThrottlePolicy } from '../domain/account/throttle-rules.js';

/**
 * The outcome of one attempt on a bucket: allowed or not, the tokens left, and when refused the
 * whole seconds until the next attempt may pass.
 *
 * @example
 * const t: ThrottleOutcome = { allowed: false, tokensLeft: 0.2, retryAfterSeconds: 48 };
 */
export interface ThrottleOutcome {
  readonly allowed: boolean;
  readonly tokensLeft: number;
  readonly retryAfterSeconds: number;
}

/**
 * Token buckets shared by every server (in the database), one per `purpose` (sign-in by account,
 * by address, password change, promo codes, SMS codes...) and key. `take` is atomic: parallel
 * attempts on one bucket each count, and no more pass than it holds.
 *
 * @example
 * const t = await throttle.take('sign-in:account', 'ada@example.com', SIGN_IN_THROTTLE.account, now);
 */
export interface ThrottleStore {
  /** Takes one token of the bucket (see `takeToken`): the rule of core, run atomically. */
  take(purpose: string, key: string, policy: ThrottlePolicy, now: Date): Promise<ThrottleOutcome>;
  /** Fills the bucket again (forgets it). */
  reset(purpose: string, key: string): Promise<void>;
  /** Forgets the buckets untouched since `before` (see IDLE_BUCKET_SECONDS); answers how many. */
  deleteIdleSince(before: Date): Promise<number>;
}
