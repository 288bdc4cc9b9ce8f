import { validationMessage, type ValidationMessage } from './message-keys.js';

/**
 * A sign-in refused because the previous ones failed too often.
 *
 * @example
 * const e: LoginThrottledError = { kind: 'throttled', retryAfterSeconds: 3 };
 */
export type LoginThrottledError = { readonly kind: 'throttled'; readonly retryAfterSeconds: number };

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
