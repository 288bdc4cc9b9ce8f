import { changePasswordEntry } from '../contract/account/password-entries.js';
import { err, ok, type Result } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';

/**
 * Why a password change failed, as the screen explains it: the current password is wrong, the
 * server refused the new one, changes are locked for a while, or anything else.
 *
 * @example
 * const f: PasswordChangeFailure = 'throttled';
 */
export type PasswordChangeFailure = 'current-incorrect' | 'requirements' | 'throttled' | 'failed';

/**
 * Reads a failed changePassword answer.
 *
 * @example
 * passwordChangeFailureOf({ kind: 'http', status: 429, code: 'too_many_requests', detailedErrorCode: 'too_many_password_attempts', description: '' }) // 'throttled'
 * passwordChangeFailureOf({ kind: 'network' }) // 'failed'
 */
export function passwordChangeFailureOf(failure: ApiFailure): PasswordChangeFailure {
  if (failure.kind !== 'http') return 'failed';
  if (failure.detailedErrorCode === 'invalid_current_password') return 'current-incorrect';
  if (failure.detailedErrorCode === 'invalid_new_password') return 'requirements';
  return failure.status === 429 ? 'throttled' : 'failed';
}

/**
 * The signed-in user's password, as the app changes it.
 *
 * @example
 * const r = await new AccountPasswordService(api).change('old passphrase', 'new passphrase');
 */
export class AccountPasswordService {
  constructor(private readonly api: ApiTransport) {}

  /** Changes the password; the server ends the user's other sessions. */
  async change(currentPassword: string, newPassword: string): Promise<Result<void, PasswordChangeFailure>> {
    const answer = await this.api.call(changePasswordEntry, { body: { old_password: currentPassword, new_password: newPassword } });
    return answer.ok ? ok(undefined) : err(passwordChangeFailureOf(answer.error));
  }
}
