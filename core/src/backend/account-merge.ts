import { completeMergeAccountsEntry, requestMergeAccountsEntry } from '../contract/account/merge-entries.js';
import { apiError, type ApiError } from '../contract/error.js';
import { accountLinkExpiry } from '../domain/account/account-links.js';
import type { ThrottlePolicy } from '../domain/account/throttle-rules.js';
import { err, ok, type Result } from '../domain/result.js';
import type { AccountLinkStore } from '../ports/account-link-store.port.js';
import type { AccountMergeStore } from '../ports/account-merge-store.port.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { MessageTemplates } from '../ports/message-templates.port.js';
import type { ThrottleStore } from '../ports/throttle-store.port.js';
import { bind, type BoundHandler, type SignedInContext } from './handler.js';

/**
 * How often merge links may be mailed: per requesting account and per recipient address (counted
 * whether or not the address has an account, so the answer tells nothing).
 *
 * @example
 * ACCOUNT_MERGE_THROTTLE.account // { capacity: 3, refillSeconds: 600 }
 */
export const ACCOUNT_MERGE_THROTTLE = {
  account: { capacity: 3, refillSeconds: 600 },
  recipient: { capacity: 3, refillSeconds: 1200 },
} as const satisfies Record<string, ThrottlePolicy>;

/**
 * What account merging needs. `forgetSessions` drops a server's cached sessions of the closed account.
 *
 * @example
 * const deps: AccountMergeDeps = { accounts, merges, links, throttle, mailer, templates, clock, ids, publicUrl };
 */
export interface AccountMergeDeps {
  readonly accounts: AccountStore;
  readonly merges: AccountMergeStore;
  readonly links: AccountLinkStore;
  readonly throttle: ThrottleStore;
  readonly mailer: Mailer;
  readonly templates: MessageTemplates;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Absolute origin used in e-mailed links, e.g. http://localhost:8080 */
  readonly publicUrl: string;
  readonly forgetSessions?: (userId: string) => void;
}

/**
 * The err_merge_* answers of part 3 section 8 (the mismatch wording is the spec's).
 *
 * @example
 * MERGE_ERRORS.mismatch.detailedErrorCode // 'err_merge_account_mismatch'
 */
export const MERGE_ERRORS = {
  rateLimit: apiError(429, 'too_many_requests', 'err_merge_rate_limit', 'Too many requests to merge accounts. Please try again later.'),
  expired: apiError(400, 'bad_request', 'err_merge_expired_link', 'This link to merge accounts has expired. Please ask for a new one.'),
  mismatch: apiError(409, 'conflict', 'err_merge_account_mismatch', 'Please sign out and try again.'),
  invalid: apiError(400, 'bad_request', 'err_merge_invalid_link', 'This link to merge accounts is not valid or was already used.'),
  generic: apiError(400, 'bad_request', 'err_merge_generic', 'Unable to merge the accounts. Please try again or contact support.'),
  failed: apiError(500, 'internal_error', 'err_merge_generic', 'Unable to merge the accounts. Please try again or contact support.'),
} as const;

async function requestMerge(deps: AccountMergeDeps, ctx: SignedInContext, address: string): Promise<Result<{ sent: 'true' }, ApiError>> {
  const now = deps.clock.now();
  const mine = await deps.accounts.profile(ctx.userId);
  if (!mine) return err(MERGE_ERRORS.generic);
  if (mine.emailAddresses.some((e) => e.address.toLowerCase() === address)) return err(MERGE_ERRORS.generic);
  const byAccount = await deps.throttle.take('merge-accounts:account', ctx.userId, ACCOUNT_MERGE_THROTTLE.account, now);
  const byRecipient = byAccount.allowed ? await deps.throttle.take('merge-accounts:recipient', address, ACCOUNT_MERGE_THROTTLE.recipient, now) : byAccount;
  if (!byRecipient.allowed) return err(MERGE_ERRORS.rateLimit);
  const other = await deps.accounts.findLogin(address);
  const otherProfile = other && other.userId !== ctx.userId ? await deps.accounts.profile(other.userId) : undefined;
  if (!otherProfile) return ok({ sent: 'true' });
  const token = deps.ids.token(48);
  await deps.links.issue({ token, purpose: 'merge-accounts', userId: ctx.userId, email: address, expiresAt: accountLinkExpiry('merge-accounts', now) }, now);
  const into = mine.emailAddresses.find((e) => e.isPrimary)?.address ?? '';
  const link = `${deps.publicUrl}/app/?redirect_type=merge_accounts&st=${token}`;
  const mail = deps.templates.render({ kind: 'merge-accounts', link, email: address, into }, otherProfile.languageTag);
  await deps.mailer.send({ to: address, ...mail });
  return ok({ sent: 'true' });
}

/**
 * Checks a merge link for the signed-in user and uses it: the id of the account to merge in, or
 * the err_merge_* answer. A link of another account is left usable by its owner.
 *
 * @example
 * const from = await mergeSource(deps, 'u1', token); // ok('u2') | err(MERGE_ERRORS.invalid)
 */
export async function mergeSource(deps: AccountMergeDeps, userId: string, token: string): Promise<Result<string, ApiError>> {
  const now = deps.clock.now();
  const live = await deps.links.peek(token, 'merge-accounts', now);
  // An unused link that is no longer live has expired (a link never expires before 1970).
  if (!live) return err((await deps.links.peek(token, 'merge-accounts', new Date(0))) ? MERGE_ERRORS.expired : MERGE_ERRORS.invalid);
  if (live.userId !== userId) return err(MERGE_ERRORS.mismatch);
  const other = await deps.accounts.findLogin(live.email);
  const used = await deps.links.consume(token, 'merge-accounts', now);
  if (!used || !other || other.userId === userId) return err(MERGE_ERRORS.invalid);
  return ok(other.userId);
}

/**
 * The account merge calls: POST v2/requestMergeAccounts and POST v2/completeMergeAccounts.
 *
 * @example
 * const handlers = accountMergeHandlers({ accounts, merges, links, throttle, mailer, templates, clock, ids, publicUrl });
 */
export function accountMergeHandlers(deps: AccountMergeDeps): BoundHandler[] {
  return [
    bind(requestMergeAccountsEntry, ({ body }, ctx) => requestMerge(deps, ctx, body.email_addr)),
    bind(completeMergeAccountsEntry, async ({ body }, ctx) => {
      const from = await mergeSource(deps, ctx.userId, body.st);
      if (!from.ok) return from;
      const done = await deps.merges.mergeAccounts(ctx.userId, from.value);
      if (!done) return err(MERGE_ERRORS.failed);
      deps.forgetSessions?.(from.value);
      return ok({ merged: 'true' as const, trips: String(done.trips), plans: String(done.plans), email_addresses: String(done.emailAddresses) });
    }),
  ];
}
