import { err, ok, type Result } from '../result.js';
import { validationMessage, type ValidationMessage } from './message-keys.js';

/**
 * Failed sign-ins allowed back to back before any wait is imposed.
 *
 * @example
 * loginDelay(FREE_LOGIN_FAILURES) // 0
 */
export const FREE_LOGIN_FAILURES = 4;

/**
 * Longest wait, in seconds, between sign-in attempts.
 *
 * @example
 * loginDelay(100) // MAX_LOGIN_DELAY_SECONDS
 */
export const MAX_LOGIN_DELAY_SECONDS = 900;

/**
 * How long, in seconds, failures are remembered: once the last failure is this old the count
 * starts again from zero. It equals the longest wait, so a throttled user is never locked out for
 * longer than the window.
 *
 * @example
 * effectiveLoginFailures({ failures: 9, lastFailureAt: t, now: new Date(t.getTime() + LOGIN_FAILURE_WINDOW_SECONDS * 1000) }) // 0
 */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * A user's recent failed sign-ins as the server records them, plus the current time.
 *
 * @example
 * const s: LoginAttemptState = { failures: 5, lastFailureAt: new Date('2026-01-01T10:00:00Z'), now: new Date('2026-01-01T10:00:01Z') };
 */
export type LoginAttemptState = {
  readonly failures: number;
  readonly lastFailureAt: Date | null;
  readonly now: Date;
};

/**
 * A sign-in refused because the previous ones failed too often.
 *
 * @example
 * const e: LoginThrottledError = { kind: 'throttled', retryAfterSeconds: 3 };
 */
export type LoginThrottledError = { readonly kind: 'throttled'; readonly retryAfterSeconds: number };

/**
 * Seconds to wait after `failures` consecutive failed sign-ins before the next attempt: none for
 * the first 4, then 2^(failures - 4) (2, 4, 8, ...) up to 900. Negative or fractional counts are
 * floored at whole failures, never below 0.
 *
 * @example
 * loginDelay(4)  // 0
 * loginDelay(5)  // 2
 * loginDelay(8)  // 16
 * loginDelay(14) // 900
 */
export function loginDelay(failures: number): number {
  const n = Number.isFinite(failures) ? Math.floor(failures) : failures > 0 ? Infinity : 0;
  if (n <= FREE_LOGIN_FAILURES) return 0;
  return Math.min(2 ** (n - FREE_LOGIN_FAILURES), MAX_LOGIN_DELAY_SECONDS);
}

/**
 * The failures that still count at `now`: all of them while the last failure is younger than
 * 15 minutes, none after that (or when there was no failure).
 *
 * @example
 * const t = new Date('2026-01-01T10:00:00Z');
 * effectiveLoginFailures({ failures: 6, lastFailureAt: t, now: new Date('2026-01-01T10:14:59Z') }) // 6
 * effectiveLoginFailures({ failures: 6, lastFailureAt: t, now: new Date('2026-01-01T10:15:00Z') }) // 0
 */
export function effectiveLoginFailures(state: LoginAttemptState): number {
  if (state.lastFailureAt === null) return 0;
  const elapsed = state.now.getTime() - state.lastFailureAt.getTime();
  return elapsed >= LOGIN_FAILURE_WINDOW_SECONDS * 1000 ? 0 : Math.max(0, state.failures);
}

/**
 * Whether a sign-in may be attempted now. Waits are counted from the last failure; failures older
 * than 15 minutes are forgotten (see {@link effectiveLoginFailures}). When throttled,
 * `retryAfterSeconds` is the whole seconds left, at least 1.
 *
 * @example
 * const t = new Date('2026-01-01T10:00:00Z');
 * checkLoginAllowed({ failures: 6, lastFailureAt: t, now: new Date('2026-01-01T10:00:01Z') })
 * // err({ kind: 'throttled', retryAfterSeconds: 3 })
 * checkLoginAllowed({ failures: 6, lastFailureAt: t, now: new Date('2026-01-01T10:00:04Z') }) // ok(null)
 */
export function checkLoginAllowed(state: LoginAttemptState): Result<null, LoginThrottledError> {
  if (state.lastFailureAt === null) return ok(null);
  const delayMs = loginDelay(effectiveLoginFailures(state)) * 1000;
  // A clock that went backwards must not lengthen the wait beyond the delay.
  const waitedMs = Math.max(0, state.now.getTime() - state.lastFailureAt.getTime());
  if (waitedMs >= delayMs) return ok(null);
  return err({ kind: 'throttled', retryAfterSeconds: Math.max(1, Math.ceil((delayMs - waitedMs) / 1000)) });
}

/**
 * Maps a throttled sign-in to its `validation` message key.
 *
 * @example
 * loginThrottledMessage({ kind: 'throttled', retryAfterSeconds: 8 })
 * // { key: 'validation:login.throttled', values: { seconds: 8 } }
 */
export function loginThrottledMessage(error: LoginThrottledError): ValidationMessage {
  return validationMessage('validation:login.throttled', { seconds: error.retryAfterSeconds });
}
