import { z } from 'zod';
import { emailAddressList } from '../account/email-entries.js';
import { apiError, type ApiError } from '../error.js';
import { defineEntry, nothing } from '../entry.js';

const ref = z.string().trim().min(1).max(100);

/**
 * POST v2/initiateAutoImportSetup (part 1 section 7): starts syncing the inbox of one of the
 * caller's confirmed addresses. Answers where the browser goes next: the OAuth provider's consent
 * page (authorization code with PKCE), or, for a server that syncs through IMAP with an app
 * password, Waybook's own page that asks for it. Both come back with a state valid 15 minutes.
 *
 * @example
 * const { oauth_authorization_url } = await api.call(initiateAutoImportSetupEntry, { body: { email_uuid_ref: uuid } });
 */
export const initiateAutoImportSetupEntry = defineEntry({
  id: 'initiateAutoImportSetup',
  method: 'POST',
  path: 'v2/initiateAutoImportSetup',
  auth: 'session',
  summary:
    'Starts inbox sync for one of the caller’s confirmed addresses (form email_uuid_ref) and answers ' +
    'oauth_authorization_url, where the browser goes: the configured OAuth 2.0 provider’s consent page (code with ' +
    'PKCE, back to /app/?redirect_type=auto_import), or Waybook’s app-password form for IMAP (the same entry, mode=app_password). 404 email_not_found; ' +
    '400 email_not_confirmed; 409 inbox_sync_unavailable when no provider takes the address’s domain.',
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: z.object({ email_uuid_ref: ref }) },
  response: z.object({ oauth_authorization_url: z.string() }),
});

/**
 * POST v2/completeAutoImportSetup (part 1 section 7): finishes what initiate started, with the
 * code, state and scope the provider sent back. For the app-password way (designed here; the spec
 * shows only OAuth) the form carries the IMAP server and sign-in instead of a code. The server
 * signs in to the mailbox before answering, so a wrong password is said at once.
 *
 * @example
 * await api.call(completeAutoImportSetupEntry, { body: { email_uuid_ref: uuid, code, state, scope } });
 */
export const completeAutoImportSetupEntry = defineEntry({
  id: 'completeAutoImportSetup',
  method: 'POST',
  path: 'v2/completeAutoImportSetup',
  auth: 'session',
  summary:
    'Finishes inbox sync setup (form email_uuid_ref, code, state, scope as the provider sent them; for the ' +
    'app-password way: state, imap_host, imap_port, imap_username, app_password instead of code). Signs in to the ' +
    'mailbox, then syncs new mail every few minutes. Answers the caller’s addresses. 400 invalid_state (unknown, ' +
    'used or expired state, or another address’s), 400 inbox_auth_failed (the provider or mail server refused), ' +
    '503 inbox_unreachable.',
  params: nothing,
  query: nothing,
  body: {
    kind: 'form',
    schema: z.object({
      email_uuid_ref: ref,
      state: z.string().trim().min(1).max(200),
      code: z.string().trim().max(2000).default(''),
      scope: z.string().trim().max(2000).default(''),
      imap_host: z
        .string()
        .trim()
        .max(253)
        .regex(/^[A-Za-z0-9.-]*$/)
        .default(''),
      imap_port: z.coerce.number().int().min(1).max(65535).default(993),
      imap_username: z.string().trim().max(254).default(''),
      app_password: z.string().max(200).default(''),
    }),
  },
  response: emailAddressList,
});

/**
 * POST v2/deleteAutoInboxImport (part 1 section 7): stops syncing an address's inbox and forgets
 * its credentials.
 *
 * @example
 * await api.call(deleteAutoInboxImportEntry, { body: { email_ref: uuid } });
 */
export const deleteAutoInboxImportEntry = defineEntry({
  id: 'deleteAutoInboxImport',
  method: 'POST',
  path: 'v2/deleteAutoInboxImport',
  auth: 'session',
  summary:
    'Stops inbox sync for one of the caller’s addresses (form email_ref) and forgets its tokens or password. Answers the addresses. 404 email_not_found.',
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: z.object({ email_ref: ref }) },
  response: emailAddressList,
});

/**
 * The refusals of the inbox sync calls, with the spec's Error object.
 *
 * @example
 * INBOX_SYNC_ERRORS.invalidState.detailedErrorCode // 'invalid_state'
 */
export const INBOX_SYNC_ERRORS = {
  unavailable: apiError(409, 'conflict', 'inbox_sync_unavailable', 'This server cannot sync the inbox of this address.'),
  invalidState: apiError(400, 'bad_request', 'invalid_state', 'This inbox connection has expired. Please start again.'),
  authFailed: apiError(400, 'bad_request', 'inbox_auth_failed', 'The mail provider refused the sign-in.'),
  unreachable: apiError(503, 'service_unavailable', 'inbox_unreachable', 'The mail server could not be reached.'),
  missingServer: apiError(400, 'bad_request', 'invalid_field:imap_host', 'Please enter the mail server, user name and app password.'),
} as const satisfies Record<string, ApiError>;

/**
 * The inbox sync calls.
 *
 * @example
 * INBOX_SYNC_ENTRIES.length // 3
 */
export const INBOX_SYNC_ENTRIES = [initiateAutoImportSetupEntry, completeAutoImportSetupEntry, deleteAutoInboxImportEntry] as const;
