import fc from 'fast-check';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { takeToken, type ThrottleBucket } from '@waybook/core';
import { openDatabase, truncateAll } from './database.js';
import { serverSecret, SqlThrottleStore } from './sql-throttle-store.js';

const open = await openDatabase({ databaseUrl: process.env['TEST_DATABASE_URL'], dataDir: 'memory://' });
afterAll(() => open.close());
const store = new SqlThrottleStore(open.db);
const T = new Date('2026-11-21T10:00:00Z');
const policy = { capacity: 5, refillSeconds: 60 };
beforeEach(() => truncateAll(open.db));

describe('SqlThrottleStore', () => {
  it('lets exactly the capacity through a parallel burst of 40 on one bucket', async () => {
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => store.take('sign-in:account', 'ada@example.com', policy, T)));
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(5);
    expect(outcomes.filter((o) => !o.allowed).every((o) => o.retryAfterSeconds === 60)).toBe(true);
  });

  it('keeps purposes and keys apart, and refills as time passes', async () => {
    for (let i = 0; i < 5; i += 1) await store.take('p', 'k', policy, T);
    expect((await store.take('p', 'k', policy, T)).allowed).toBe(false);
    expect((await store.take('p', 'other', policy, T)).allowed).toBe(true);
    expect((await store.take('q', 'k', policy, T)).allowed).toBe(true);
    expect(await store.take('p', 'k', policy, new Date(T.getTime() + 30_000))).toMatchObject({ allowed: false, retryAfterSeconds: 30 });
    expect((await store.take('p', 'k', policy, new Date(T.getTime() + 60_000))).allowed).toBe(true);
    await store.reset('p', 'k');
    expect((await store.take('p', 'k', policy, new Date(T.getTime() + 60_000))).tokensLeft).toBe(4);
  });

  it('answers like core’s takeToken for any sequence of attempts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: -10_000, max: 200_000 }), { maxLength: 15 }), async (gaps) => {
        await store.reset('prop', 'k');
        let bucket: ThrottleBucket | undefined;
        let now = T.getTime();
        for (const gap of gaps) {
          now += gap;
          const expected = takeToken(bucket, new Date(now), policy);
          bucket = expected.bucket;
          const got = await store.take('prop', 'k', policy, new Date(now));
          if (got.allowed !== expected.allowed || Math.abs(got.tokensLeft - expected.bucket.tokens) > 1e-6) return false;
        }
        return true;
      }),
      { numRuns: 40 },
    );
  });

  it('keeps one server secret per name, created once', async () => {
    const [a, b] = await Promise.all([serverSecret(open.db, 'test'), serverSecret(open.db, 'test')]);
    expect(a).toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await serverSecret(open.db, 'other')).not.toBe(a);
  });
});
