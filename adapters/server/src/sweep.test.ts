import { IDLE_BUCKET_SECONDS, SIGN_IN_THROTTLE } from '@waybook/core';
import { describe, expect, it } from 'vitest';
import { sweepIdle } from './sweep.js';
import { startHarness } from './testing/harness.js';

describe('sweepIdle', () => {
  it('forgets throttle buckets idle past a full refill, sessions idle past 30 minutes and expired account links, and keeps the rest', async () => {
    const h = await startHarness();
    const { throttle, sessions, accountLinks } = h.server.stores;
    const now = h.clock.now();
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    await throttle.take('sign-in:address', '203.0.113.9', SIGN_IN_THROTTLE.address, ago(IDLE_BUCKET_SECONDS + 1));
    await throttle.take('sign-in:alert', 'ada@example.com', SIGN_IN_THROTTLE.alert, ago(IDLE_BUCKET_SECONDS - 60));
    await throttle.take('sign-in:account', 'ada@example.com', SIGN_IN_THROTTLE.account, ago(5));
    const ada = h.client();
    await h.signUp(ada, 'ada@example.com');
    const bo = h.client();
    h.clock.advance(-31 * 60_000);
    await h.signUp(bo, 'bo@example.com');
    h.clock.advance(31 * 60_000);
    const [adaUser] = await h.database.db.selectFrom('users').select('id').execute();
    const userId = adaUser?.id ?? '';
    await accountLinks.issue({ token: 'gone', purpose: 'reset-password', userId, email: 'ada@example.com', expiresAt: ago(1) }, ago(3601));
    await accountLinks.issue({ token: 'live', purpose: 'add-email', userId, email: 'ada2@example.com', expiresAt: ago(-60) }, now);

    const logs: string[] = [];
    await sweepIdle({ sessions, throttle, accountLinks }, now, (l) => logs.push(l));
    expect(await h.database.db.selectFrom('account_links').select('purpose').execute()).toEqual([{ purpose: 'add-email' }]);
    const buckets = await h.database.db.selectFrom('throttle_buckets').select(['purpose', 'key']).orderBy('purpose').execute();
    expect(buckets).toEqual([
      { purpose: 'sign-in:account', key: 'ada@example.com' },
      { purpose: 'sign-in:alert', key: 'ada@example.com' },
    ]);
    expect(await h.database.db.selectFrom('sessions').select('user_id').execute()).toHaveLength(1);
    expect((await ada.request('/api/v2/get/profile')).status).toBe(200);
    expect(logs).toEqual([]);
  });

  it('logs a failing store and still sweeps the other', async () => {
    const swept: string[] = [];
    const logs: string[] = [];
    const failing = { deleteIdleSince: () => Promise.reject(new Error('database unavailable')) };
    const working = { deleteIdleSince: (before: Date) => (swept.push(before.toISOString()), Promise.resolve(1)) };
    const links = { deleteExpiredBefore: () => Promise.resolve(0) };
    await sweepIdle({ sessions: failing, throttle: working, accountLinks: links }, new Date('2026-11-21T10:00:00Z'), (l) => logs.push(l));
    expect(swept).toEqual(['2026-11-21T09:00:00.000Z']);
    expect(logs).toEqual(['session sweep failed: Error: database unavailable']);
  });
});
