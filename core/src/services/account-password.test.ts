import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { err, ok } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import { AccountPasswordService, passwordChangeFailureOf } from './account-password.js';

const http = (status: number, detailedErrorCode: string): ApiFailure => ({ kind: 'http', status, code: 'x', detailedErrorCode, description: '' });

describe('AccountPasswordService', () => {
  it('posts old_password and new_password to changePassword', async () => {
    const calls: unknown[] = [];
    const api: ApiTransport = { call: async (entry, input) => (calls.push([entry.path, input.body]), ok({}) as never) };
    expect(await new AccountPasswordService(api).change('old passphrase', 'new passphrase')).toEqual(ok(undefined));
    expect(calls).toEqual([['v2/changePassword', { old_password: 'old passphrase', new_password: 'new passphrase' }]]);
  });

  it('tells the screen which message to show', async () => {
    const api: ApiTransport = { call: async () => err(http(400, 'invalid_current_password')) };
    expect(await new AccountPasswordService(api).change('a', 'b')).toEqual(err('current-incorrect'));
    expect(passwordChangeFailureOf(http(400, 'invalid_new_password'))).toBe('requirements');
    expect(passwordChangeFailureOf(http(429, 'too_many_password_attempts'))).toBe('throttled');
    expect(passwordChangeFailureOf({ kind: 'timeout' })).toBe('failed');
  });

  it('reads any other failure as failed, never as a password fault (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }).filter((s) => s !== 429),
        fc.string(),
        (status, code) => {
          fc.pre(code !== 'invalid_current_password' && code !== 'invalid_new_password');
          expect(passwordChangeFailureOf(http(status, code))).toBe('failed');
        },
      ),
    );
  });
});
