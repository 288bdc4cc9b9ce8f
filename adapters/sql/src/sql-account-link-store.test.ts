import fc from 'fast-check';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { accountLinkExpiry, ACCOUNT_LINK_PURPOSES, type AccountLinkPurpose } from '@waybook/core';
import { InMemoryAccountLinkStore } from '@waybook/core/testing';
import { openDatabase, truncateAll } from './database.js';
import { SqlAccountLinkStore } from './sql-account-link-store.js';
import { SqlAccountStore } from './sql-account-store.js';

const open = await openDatabase({ databaseUrl: process.env['TEST_DATABASE_URL'], dataDir: 'memory://' });
afterAll(() => open.close());
const links = new SqlAccountLinkStore(open.db);
const T = new Date('2026-11-24T10:00:00Z');
const later = (minutes: number) => new Date(T.getTime() + minutes * 60_000);
const USER = 'u-1';
const link = (token: string, purpose: AccountLinkPurpose = 'reset-password') => ({
  token,
  purpose,
  userId: USER,
  email: 'ada@example.com',
  expiresAt: accountLinkExpiry(purpose, T),
});

beforeEach(async () => {
  await truncateAll(open.db);
  const created = await new SqlAccountStore(open.db).create({
    userId: USER,
    profileRef: 'ref-1',
    emailUuid: 'e-1',
    email: 'ada@example.com',
    passwordHash: 'x',
    languageTag: 'en-US',
    verificationToken: 'v-1',
    now: T,
    privacyAcknowledgedAt: 0,
  });
  expect(created.ok).toBe(true);
});

describe('SqlAccountLinkStore', () => {
  it('keeps only a hash of the token', async () => {
    await links.issue(link('secret-token-1'), T);
    const rows = await open.db.selectFrom('account_links').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('secret-token-1');
  });

  it('works once, for its purpose, until it expires', async () => {
    await links.issue(link('t-1'), T);
    expect(await links.peek('t-1', 'delete-account', T)).toBeUndefined();
    expect(await links.peek('t-1', 'reset-password', later(59))).toEqual({ userId: USER, email: 'ada@example.com' });
    expect(await links.consume('t-1', 'reset-password', later(60))).toBeUndefined();
    expect(await links.consume('t-1', 'reset-password', later(1))).toEqual({ userId: USER, email: 'ada@example.com' });
    expect(await links.consume('t-1', 'reset-password', later(2))).toBeUndefined();
    expect(await links.peek('t-1', 'reset-password', later(2))).toBeUndefined();
  });

  it('lets one of ten parallel uses of a token win', async () => {
    await links.issue(link('t-race'), T);
    const uses = await Promise.all(Array.from({ length: 10 }, () => links.consume('t-race', 'reset-password', later(1))));
    expect(uses.filter((u) => u !== undefined)).toHaveLength(1);
  });

  it('revokes a user’s unused links of one purpose, and forgets expired ones', async () => {
    await links.issue(link('t-a'), T);
    await links.issue(link('t-b', 'add-email'), T);
    await links.revoke(USER, 'reset-password');
    expect(await links.peek('t-a', 'reset-password', T)).toBeUndefined();
    expect(await links.peek('t-b', 'add-email', T)).toBeDefined();
    expect(await links.deleteExpiredBefore(later(61))).toBe(1);
    expect(await open.db.selectFrom('account_links').select('purpose').execute()).toEqual([{ purpose: 'add-email' }]);
  });

  it('answers like the in-memory store for any sequence of uses (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            op: fc.constantFrom('peek', 'consume', 'revoke'),
            token: fc.constantFrom('a', 'b'),
            purpose: fc.constantFrom(...ACCOUNT_LINK_PURPOSES),
            minutes: fc.integer({ min: 0, max: 2000 }),
          }),
          { maxLength: 12 },
        ),
        async (steps) => {
          await open.db.deleteFrom('account_links').execute();
          const fake = new InMemoryAccountLinkStore();
          for (const l of [link('a'), link('b', 'add-email')]) {
            await links.issue(l, T);
            await fake.issue(l);
          }
          for (const s of steps) {
            if (s.op === 'revoke') {
              await links.revoke(USER, s.purpose);
              await fake.revoke(USER, s.purpose);
            } else expect(await links[s.op](s.token, s.purpose, later(s.minutes))).toEqual(await fake[s.op](s.token, s.purpose, later(s.minutes)));
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
