import { describe, expect, it } from 'vitest';
import { deleteAccountBody, deleteAccountEntry, sendDeleteAccountConfirmationEmailEntry } from './deletion-entries.js';

describe('account deletion entries', () => {
  it('reads the consent box as the wire sends booleans', () => {
    expect(deleteAccountBody.parse({ consent: 'true', password: 'pw-12345678' })).toEqual({ consent: true, password: 'pw-12345678' });
    expect(deleteAccountBody.parse({ consent: false, st: 'abc' })).toEqual({ consent: false, st: 'abc' });
  });
  it('refuses a body without the consent field or with an overlong secret', () => {
    expect(deleteAccountBody.safeParse({ password: 'x' }).success).toBe(false);
    expect(deleteAccountBody.safeParse({ consent: true, password: 'x'.repeat(201) }).success).toBe(false);
  });
  it('are POSTs under v2 that need a session', () => {
    expect([deleteAccountEntry, sendDeleteAccountConfirmationEmailEntry].map((e) => `${e.method} ${e.path} ${e.auth}`)).toEqual([
      'POST v2/deleteAccount session',
      'POST v2/sendDeleteAccountConfirmationEmail session',
    ]);
  });
});
