import { z } from 'zod';
import { apiError, type ApiError } from '../error.js';
import { defineEntry, nothing } from '../entry.js';

// Bounds on what the wire may carry; the password rules themselves (8-64 code points, not an
// address, not the most recent one) are checked by the use case with core's validatePassword.
const password = z.string().max(1024);
const emailAddress = z.string().max(254);

/**
 * POST v2/changePassword (form): the signed-in user changes their password with the current one.
 * Every other session of the user ends; this one stays signed in.
 *
 * @example
 * await api.call(changePasswordEntry, { body: { old_password: 'old passphrase', new_password: 'new passphrase' } });
 */
export const changePasswordEntry = defineEntry({
  id: 'changePassword',
  method: 'POST',
  path: 'v2/changePassword',
  auth: 'session',
  summary:
    'Changes the password: the current one (old_password) must be right and the new one 8-64 characters, not an e-mail address and not the current one. ' +
    "Ends the user's other sessions and unused reset links. 400 invalid_current_password or invalid_new_password; 429 too_many_password_attempts after repeated failures.",
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: z.object({ old_password: password, new_password: password }) },
  response: z.object({}),
});

/**
 * POST v2/requestChangePassword (form, public): e-mails a single-use reset link to the address when
 * it belongs to an account. The answer is the same whether it does or not.
 *
 * @example
 * await api.call(requestChangePasswordEntry, { body: { email_addr: 'ada@example.com' } });
 */
export const requestChangePasswordEntry = defineEntry({
  id: 'requestChangePassword',
  method: 'POST',
  path: 'v2/requestChangePassword',
  auth: 'public',
  summary:
    'Sends a password reset link (single-use, one hour) to the address if it has an account. Answers the same for any well-formed address, known or not; 400 for a malformed one.',
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: z.object({ email_addr: emailAddress }) },
  response: z.object({}),
});

/**
 * POST v2/completeChangePassword (form, public): sets a new password with the security token `st`
 * of a reset link. The link is used up; every session of the user and every other reset link end.
 *
 * @example
 * await api.call(completeChangePasswordEntry, { body: { st: token, new_password: 'new passphrase' } });
 */
export const completeChangePasswordEntry = defineEntry({
  id: 'completeChangePassword',
  method: 'POST',
  path: 'v2/completeChangePassword',
  auth: 'public',
  summary:
    'Sets a new password from a reset link: st is the link token. 400 invalid_reset_link when the link is unknown, expired or used; 400 invalid_new_password when the password breaks the rules (the link stays usable).',
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: z.object({ st: z.string().max(256), new_password: password }) },
  response: z.object({}),
});

/**
 * The errors of the password calls, with the spec's messages (part 1 section 8) where it has one.
 *
 * @example
 * PASSWORD_ERRORS.currentIncorrect.description // 'Current Password is incorrect. Please try again.'
 */
export const PASSWORD_ERRORS = {
  currentIncorrect: apiError(400, 'bad_request', 'invalid_current_password', 'Current Password is incorrect. Please try again.'),
  requirements: apiError(400, 'bad_request', 'invalid_new_password', "New Password doesn't meet requirements. Please try again."),
  tooManyAttempts: apiError(429, 'too_many_requests', 'too_many_password_attempts', 'Too many failed password change attempts. Please try again later.'),
  invalidEmail: apiError(400, 'bad_request', 'invalid_field:email_addr', 'Please use a valid email address.'),
  resetLink: apiError(400, 'bad_request', 'invalid_reset_link', 'This password reset link has expired or has already been used.'),
} as const satisfies Record<string, ApiError>;
