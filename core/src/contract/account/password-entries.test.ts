import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changePasswordEntry, completeChangePasswordEntry, PASSWORD_ERRORS, requestChangePasswordEntry } from './password-entries.js';

describe('password entries', () => {
  it('take form bodies with the spec field names, on the spec paths', () => {
    expect([changePasswordEntry, requestChangePasswordEntry, completeChangePasswordEntry].map((e) => [e.method, e.path, e.body.kind, e.auth])).toEqual([
      ['POST', 'v2/changePassword', 'form', 'session'],
      ['POST', 'v2/requestChangePassword', 'form', 'public'],
      ['POST', 'v2/completeChangePassword', 'form', 'public'],
    ]);
    expect(changePasswordEntry.body.schema.parse({ old_password: 'a', new_password: 'b' })).toEqual({ old_password: 'a', new_password: 'b' });
    expect(completeChangePasswordEntry.body.schema.safeParse({ new_password: 'b' }).success).toBe(false);
    expect(requestChangePasswordEntry.body.schema.safeParse({}).success).toBe(false);
  });

  it('carry the spec messages, and no 403 or 401 (those sign the user out)', () => {
    expect(PASSWORD_ERRORS.currentIncorrect.description).toBe('Current Password is incorrect. Please try again.');
    expect(PASSWORD_ERRORS.requirements.description).toBe("New Password doesn't meet requirements. Please try again.");
    expect(PASSWORD_ERRORS.tooManyAttempts).toMatchObject({ status: 429, description: 'Too many failed password change attempts. Please try again later.' });
    for (const e of Object.values(PASSWORD_ERRORS)) expect([400, 429]).toContain(e.status);
  });

  it('keep any password of the rules intact (no trimming), whatever its characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 64, unit: 'grapheme' }), (password) => {
        expect(changePasswordEntry.body.schema.parse({ old_password: password, new_password: password }).new_password).toBe(password);
      }),
    );
  });
});
