import { z } from 'zod';
import { defineEntry, noBody, nothing } from '../entry.js';
import { wireBoolean } from '../wire.js';

/**
 * The body of POST v2/deleteAccount: the consent box (must be true) and either the account's
 * password or the token of a deletion confirmation link (`st`, as the reset link names its token).
 *
 * @example
 * deleteAccountBody.parse({ consent: true, password: 'correct horse' }).consent // true
 */
export const deleteAccountBody = z.object({
  consent: wireBoolean,
  password: z.string().max(200).optional(),
  st: z.string().max(200).optional(),
});

/**
 * POST v2/deleteAccount: deletes the signed-in user's account and everything that is theirs, in
 * one transaction. 400 `consent_required` without the consent box, 400 `password_or_link_required`
 * with neither a password nor a link token, 422 `incorrect_password` or `invalid_link` (unknown,
 * expired, used, or another account's).
 *
 * @example
 * await api.call(deleteAccountEntry, { body: { consent: true, password: 'correct horse' } }); // { deleted: 'true' }
 */
export const deleteAccountEntry = defineEntry({
  id: 'deleteAccount',
  method: 'POST',
  path: 'v2/deleteAccount',
  auth: 'session',
  summary:
    "Deletes the signed-in account: the user's trips (shared trips pass to their longest-standing editor), plans, documents, " +
    'files, sessions, e-mail addresses, invitations and links. Needs consent and the password or a confirmation link token (st).',
  params: nothing,
  query: nothing,
  body: { kind: 'json', schema: deleteAccountBody },
  response: z.object({ deleted: z.literal('true') }),
});

/**
 * POST v2/sendDeleteAccountConfirmationEmail: e-mails the signed-in user's primary address a
 * single-use link (an hour) that confirms the deletion instead of the password.
 *
 * @example
 * await api.call(sendDeleteAccountConfirmationEmailEntry, {}); // { sent: 'true' }
 */
export const sendDeleteAccountConfirmationEmailEntry = defineEntry({
  id: 'sendDeleteAccountConfirmationEmail',
  method: 'POST',
  path: 'v2/sendDeleteAccountConfirmationEmail',
  auth: 'session',
  summary: "E-mails the user's primary address a single-use link, valid for an hour, that confirms deleting the account.",
  params: nothing,
  query: nothing,
  body: noBody,
  response: z.object({ sent: z.literal('true') }),
});
