import { completeMergeAccountsEntry, requestMergeAccountsEntry } from '../contract/account/merge-entries.js';
import type { AccountMergeSummary } from '../ports/account-merge-store.port.js';
import { err, ok, type Result } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import type { CachePolicy } from './cache-policy.js';
import type { TripCacheValues } from './trip-service.js';

/**
 * Why a merge request or a merge link failed, one per err_merge_* code of part 3 section 8
 * (`invalid-email` for a malformed address, `failed` for anything else).
 *
 * @example
 * const f: AccountMergeFailure = 'account-mismatch';
 */
export type AccountMergeFailure = 'rate-limit' | 'expired-link' | 'account-mismatch' | 'invalid-link' | 'invalid-email' | 'generic' | 'failed';

const BY_CODE: ReadonlyMap<string, AccountMergeFailure> = new Map([
  ['err_merge_rate_limit', 'rate-limit'],
  ['err_merge_expired_link', 'expired-link'],
  ['err_merge_account_mismatch', 'account-mismatch'],
  ['err_merge_invalid_link', 'invalid-link'],
  ['err_merge_generic', 'generic'],
  ['invalid_field:email_addr', 'invalid-email'],
]);

/**
 * Reads a failed merge answer by its detailed error code.
 *
 * @example
 * accountMergeFailureOf({ kind: 'http', status: 409, code: 'conflict', detailedErrorCode: 'err_merge_account_mismatch', description: '' }) // 'account-mismatch'
 * accountMergeFailureOf({ kind: 'network' }) // 'failed'
 */
export function accountMergeFailureOf(failure: ApiFailure): AccountMergeFailure {
  if (failure.kind !== 'http') return 'failed';
  return BY_CODE.get(failure.detailedErrorCode) ?? 'failed';
}

/**
 * Merging another account into the signed-in one: ask for a link mailed to the other account's
 * address, then follow it (its `st` token) while signed in here.
 *
 * @example
 * const merge = new AccountMergeService(api, tripCache);
 * await merge.request('ada@old.example'); // ok(undefined)
 * await merge.complete(token); // ok({ trips: 1, plans: 3, emailAddresses: 1 })
 */
export class AccountMergeService {
  constructor(
    private readonly api: ApiTransport,
    /** The session's trip cache: the merged account's trips make every cached trip list stale. */
    private readonly tripCache: Pick<CachePolicy<TripCacheValues>, 'invalidate'>,
  ) {}

  /** Mails the merge link; the answer is the same whether or not an account holds the address. */
  async request(address: string): Promise<Result<void, AccountMergeFailure>> {
    const answer = await this.api.call(requestMergeAccountsEntry, { body: { email_addr: address } });
    return answer.ok ? ok(undefined) : err(accountMergeFailureOf(answer.error));
  }

  /** Uses the link: what moved into this account. */
  async complete(token: string): Promise<Result<AccountMergeSummary, AccountMergeFailure>> {
    const answer = await this.api.call(completeMergeAccountsEntry, { body: { st: token } });
    if (!answer.ok) return err(accountMergeFailureOf(answer.error));
    this.tripCache.invalidate('trips:list');
    const count = (text: string) => Number.parseInt(text, 10) || 0;
    return ok({ trips: count(answer.value.trips), plans: count(answer.value.plans), emailAddresses: count(answer.value.email_addresses) });
  }
}
