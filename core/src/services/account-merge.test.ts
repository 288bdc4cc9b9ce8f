import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { err, ok } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import { AccountMergeService, accountMergeFailureOf } from './account-merge.js';

const http = (status: number, detailedErrorCode: string): ApiFailure => ({ kind: 'http', status, code: 'x', detailedErrorCode, description: '' });

describe('AccountMergeService', () => {
  it('posts the address to requestMergeAccounts and the link token to completeMergeAccounts', async () => {
    const calls: unknown[] = [];
    const answers: Record<string, unknown> = {
      'v2/requestMergeAccounts': { sent: 'true' },
      'v2/completeMergeAccounts': { merged: 'true', trips: '2', plans: '5', email_addresses: '1' },
    };
    const api: ApiTransport = { call: async (entry, input) => (calls.push([entry.path, input.body]), ok(answers[entry.path]) as never) };
    const invalidated: string[] = [];
    const merge = new AccountMergeService(api, { invalidate: (key) => invalidated.push(key) });
    expect(await merge.request('ada@old.example')).toEqual(ok(undefined));
    expect(invalidated).toEqual([]);
    expect(await merge.complete('tok')).toEqual(ok({ trips: 2, plans: 5, emailAddresses: 1 }));
    expect(invalidated).toEqual(['trips:list']);
    expect(calls).toEqual([
      ['v2/requestMergeAccounts', { email_addr: 'ada@old.example' }],
      ['v2/completeMergeAccounts', { st: 'tok' }],
    ]);
  });

  it('gives each err_merge_* code its own failure', async () => {
    const api: ApiTransport = { call: async () => err(http(409, 'err_merge_account_mismatch')) };
    const invalidated: string[] = [];
    expect(await new AccountMergeService(api, { invalidate: (key) => invalidated.push(key) }).complete('tok')).toEqual(err('account-mismatch'));
    expect(invalidated).toEqual([]);
    expect(accountMergeFailureOf(http(429, 'err_merge_rate_limit'))).toBe('rate-limit');
    expect(accountMergeFailureOf(http(400, 'err_merge_expired_link'))).toBe('expired-link');
    expect(accountMergeFailureOf(http(400, 'err_merge_invalid_link'))).toBe('invalid-link');
    expect(accountMergeFailureOf(http(400, 'err_merge_generic'))).toBe('generic');
    expect(accountMergeFailureOf(http(400, 'invalid_field:email_addr'))).toBe('invalid-email');
    expect(accountMergeFailureOf({ kind: 'timeout' })).toBe('failed');
  });

  it('reads any other code as failed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), fc.string(), (status, code) => {
        fc.pre(!code.startsWith('err_merge_') && code !== 'invalid_field:email_addr');
        expect(accountMergeFailureOf(http(status, code))).toBe('failed');
      }),
    );
  });
});
