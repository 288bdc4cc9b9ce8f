import { changePasswordEntry, completeChangePasswordEntry, PASSWORD_ERRORS, requestChangePasswordEntry } from '../contract/account/password-entries.js';
import { err, ok } from '../domain/result.js';
import { bind, bindPublic, type BoundHandler } from './handler.js';
import type { ChangePasswordError, PasswordService } from './password-service.js';

function changeError(e: ChangePasswordError) {
  if (e.kind === 'throttled') return PASSWORD_ERRORS.tooManyAttempts;
  return e.kind === 'current-incorrect' ? PASSWORD_ERRORS.currentIncorrect : PASSWORD_ERRORS.requirements;
}

/**
 * The password calls: changePassword (signed in), requestChangePassword and completeChangePassword
 * (public, by e-mailed link), on a {@link PasswordService}.
 *
 * @example
 * const bound = passwordHandlers(new PasswordService(deps));
 */
export function passwordHandlers(passwords: PasswordService): BoundHandler[] {
  return [
    bind(changePasswordEntry, async ({ body }, ctx) => {
      const changed = await passwords.change({
        userId: ctx.userId,
        ...(ctx.sessionId !== undefined ? { sessionId: ctx.sessionId } : {}),
        currentPassword: body.old_password,
        newPassword: body.new_password,
      });
      return changed.ok ? ok({}) : err(changeError(changed.error));
    }),
    bindPublic(requestChangePasswordEntry, async ({ body }) => {
      const requested = await passwords.requestReset(body.email_addr);
      return requested.ok ? ok({}) : err(PASSWORD_ERRORS.invalidEmail);
    }),
    bindPublic(completeChangePasswordEntry, async ({ body }) => {
      const done = await passwords.completeReset(body.st, body.new_password);
      if (done.ok) return ok({});
      return err(done.error.kind === 'invalid-link' ? PASSWORD_ERRORS.resetLink : PASSWORD_ERRORS.requirements);
    }),
  ];
}
