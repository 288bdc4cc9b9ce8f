import { isValidEmail, normalizeEmail } from '@waybook/core';

/**
 * Where support requests go when SUPPORT_EMAIL is not set: the address the sign-in pages already
 * name for blocked accounts. With the file outbox (no SMTP_URL) the mail is written there like
 * every other; set SUPPORT_EMAIL before sending mail for real.
 *
 * @example
 * DEFAULT_SUPPORT_EMAIL // 'support@waybook.localhost'
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@waybook.localhost';

/**
 * The support address from the environment (SUPPORT_EMAIL, trimmed and lower-cased); the
 * default when unset. A malformed address stops the server at start rather than losing requests.
 *
 * @example
 * supportEmailOf({ SUPPORT_EMAIL: ' Help@Waybook.Example ' }) // 'help@waybook.example'
 * supportEmailOf({}) // 'support@waybook.localhost'
 */
export function supportEmailOf(env: NodeJS.ProcessEnv): string {
  const raw = env['SUPPORT_EMAIL'];
  if (raw === undefined || raw.trim() === '') return DEFAULT_SUPPORT_EMAIL;
  const address = normalizeEmail(raw);
  if (!isValidEmail(address)) throw new Error(`SUPPORT_EMAIL is not an email address: ${raw}`);
  return address;
}

/**
 * The start-up line about support requests: where they are mailed.
 *
 * @example
 * supportLogLine('support@waybook.localhost') // 'Support requests: mailed to support@waybook.localhost (the default; set SUPPORT_EMAIL)'
 */
export function supportLogLine(address: string): string {
  return address === DEFAULT_SUPPORT_EMAIL
    ? `Support requests: mailed to ${address} (the default; set SUPPORT_EMAIL)`
    : `Support requests: mailed to ${address}`;
}
