import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../ports/api-transport.port.js';
import { accountDeletionFailureOf } from './account-deletion.js';

const http = (status: number, detailedErrorCode: string): ApiFailure => ({ kind: 'http', status, code: '', detailedErrorCode, description: '' });

describe('accountDeletionFailureOf', () => {
  it('names the failures the delete screen explains', () => {
    expect(accountDeletionFailureOf(http(422, 'incorrect_password'))).toBe('incorrect-password');
    expect(accountDeletionFailureOf(http(422, 'invalid_link'))).toBe('invalid-link');
    expect(accountDeletionFailureOf(http(429, 'too_many_attempts'))).toBe('throttled');
    expect(accountDeletionFailureOf(http(500, 'internal_error'))).toBe('failed');
    expect(accountDeletionFailureOf({ kind: 'network' })).toBe('failed');
  });
});
