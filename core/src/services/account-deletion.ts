import { deleteAccountEntry, sendDeleteAccountConfirmationEmailEntry } from '../contract/account/deletion-entries.js';
import { err, ok, type Result } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';

/**
 * Why deleting the account (or sending its confirmation mail) failed, as the screen explains it.
 *
 * @example
 * const f: AccountDeletionFailure = 'invalid-link';
 */
export type AccountDeletionFailure = 'incorrect-password' | 'invalid-link' | 'throttled' | 'failed';

/**
 * Reads a failed deleteAccount or sendDeleteAccountConfirmationEmail answer.
 *
 * @example
 * accountDeletionFailureOf({ kind: 'http', status: 422, code: 'unprocessable', detailedErrorCode: 'invalid_link', description: '' }) // 'invalid-link'
 * accountDeletionFailureOf({ kind: 'network' }) // 'failed'
 */
export function accountDeletionFailureOf(failure: ApiFailure): AccountDeletionFailure {
  if (failure.kind !== 'http') return 'failed';
  if (failure.detailedErrorCode === 'incorrect_password') return 'incorrect-password';
  if (failure.detailedErrorCode === 'invalid_link') return 'invalid-link';
  return failure.status === 429 ? 'throttled' : 'failed';
}

/**
 * Deleting the signed-in user's account, as the app asks for it: with the password, or with the
 * token of the confirmation mail (`st` in the link), always with the consent box ticked.
 *
 * @example
 * const r = await new AccountDeletionService(api).delete({ password: 'correct horse' });
 */
export class AccountDeletionService {
  constructor(private readonly api: ApiTransport) {}

  /** Mails the primary address a link that confirms the deletion. */
  async sendConfirmation(): Promise<Result<void, AccountDeletionFailure>> {
    const answer = await this.api.call(sendDeleteAccountConfirmationEmailEntry, {});
    return answer.ok ? ok(undefined) : err(accountDeletionFailureOf(answer.error));
  }

  /** Deletes the account (the caller has the consent box ticked). */
  async delete(proof: { readonly password: string } | { readonly st: string }): Promise<Result<void, AccountDeletionFailure>> {
    const answer = await this.api.call(deleteAccountEntry, { body: { consent: true, ...proof } });
    return answer.ok ? ok(undefined) : err(accountDeletionFailureOf(answer.error));
  }
}
