import { z } from 'zod';
import { defineEntry, nothing } from '../entry.js';

/**
 * POST v2/requestMergeAccounts: mails the other account's address (form email_addr) a single-use
 * link (a day) that merges that account into the signed-in one. The answer is the same whether or
 * not an account holds the address.
 *
 * @example
 * await api.call(requestMergeAccountsEntry, { body: { email_addr: 'ada@old.example' } }); // { sent: 'true' }
 */
export const requestMergeAccountsEntry = defineEntry({
  id: 'requestMergeAccounts',
  method: 'POST',
  path: 'v2/requestMergeAccounts',
  auth: 'session',
  summary:
    'Mails the address a single-use link (a day) that merges the account holding it into the signed-in one; the ' +
    'same answer whether or not an account holds the address. 429 err_merge_rate_limit when asked too often; 400 ' +
    'err_merge_generic for one of the account’s own addresses; 400 invalid_field:email_addr for a malformed one.',
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: z.object({ email_addr: z.string().trim().toLowerCase().email().max(254) }) },
  response: z.object({ sent: z.literal('true') }),
});

/**
 * POST v2/completeMergeAccounts: follows the merge link (form st, its token) while signed in to
 * the account that asked: moves the other account's trips, plans, documents, addresses and
 * shares into this one and closes the other, in one transaction.
 *
 * @example
 * await api.call(completeMergeAccountsEntry, { body: { st: token } }); // { merged: 'true', trips: '1', ... }
 */
export const completeMergeAccountsEntry = defineEntry({
  id: 'completeMergeAccounts',
  method: 'POST',
  path: 'v2/completeMergeAccounts',
  auth: 'session',
  summary:
    'Merges the account the link was mailed to into the signed-in account (form st: the token of the link; single-use). ' +
    '400 err_merge_expired_link for an expired link, 400 err_merge_invalid_link for an unknown or used one, 409 ' +
    'err_merge_account_mismatch when signed in to another account than the one that asked, 500 err_merge_generic.',
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: z.object({ st: z.string().trim().min(1).max(200) }) },
  response: z.object({ merged: z.literal('true'), trips: z.string(), plans: z.string(), email_addresses: z.string() }),
});
