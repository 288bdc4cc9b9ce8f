import fc from 'fast-check';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PRO_ALERT_CODES, type AccountAlertStore, type AlertCode } from '@waybook/core';
import { InMemoryAccountAlertStore } from '@waybook/core/testing';
import { openDatabase, truncateAll } from './database.js';
import { SqlAccountAlertStore } from './sql-account-alert-store.js';
import { SqlAccountStore } from './sql-account-store.js';

const databaseUrl = process.env['TEST_DATABASE_URL'];
const open = await openDatabase({ databaseUrl, dataDir: 'memory://' });
afterAll(() => open.close());

const T = new Date('2026-11-24T10:00:00Z');
const at = (minutes: number) => new Date(T.getTime() + minutes * 60_000);
const alert = (uuid: string, userId: string, typeCode: AlertCode = 'FT', dedupeKey?: string) => ({
  uuid,
  userId,
  typeCode,
  tripUuid: 't1',
  tripItemUuid: '',
  fromUserId: 'u9',
  facts: { name: 'Ada Lovelace', trip: 'Lyon' },
  ...(dedupeKey === undefined ? {} : { dedupeKey }),
});

async function sqlStore(): Promise<AccountAlertStore> {
  await truncateAll(open.db);
  const accounts = new SqlAccountStore(open.db);
  for (const u of ['u1', 'u2'])
    await accounts.create({
      userId: u,
      profileRef: `p-${u}`,
      emailUuid: `e-${u}`,
      email: `${u}@example.com`,
      passwordHash: 'h',
      languageTag: 'en-US',
      verificationToken: `v-${u}`,
      now: T,
      privacyAcknowledgedAt: 0,
    });
  return new SqlAccountAlertStore(open.db);
}

const stores: [string, () => Promise<AccountAlertStore>][] = [
  [databaseUrl ? 'SqlAccountAlertStore on PostgreSQL' : 'SqlAccountAlertStore on PGlite', sqlStore],
  ['InMemoryAccountAlertStore', async () => new InMemoryAccountAlertStore()],
];

describe.each(stores)('%s', (_name, make) => {
  let alerts: AccountAlertStore;
  beforeEach(async () => {
    alerts = await make();
  });

  it('lists a user’s alerts newest first, paged, with the new and total counts, and keeps the facts', async () => {
    await alerts.add(alert('a1', 'u1'), at(1));
    await alerts.add(alert('a2', 'u1', 'FC'), at(2));
    await alerts.add(alert('a3', 'u1', 'FA'), at(2));
    await alerts.add(alert('b1', 'u2'), at(3));
    const first = await alerts.page('u1', { offset: 0, limit: 2 });
    expect(first.alerts.map((a) => a.uuid)).toEqual(['a3', 'a2']);
    expect([first.numNew, first.total]).toEqual([3, 3]);
    expect((await alerts.page('u1', { offset: 2, limit: 2 })).alerts.map((a) => a.uuid)).toEqual(['a1']);
    expect(await alerts.get('a1')).toEqual({ ...alert('a1', 'u1'), createdAt: at(1), isNew: true });
  });

  it('raises an alert once per user and dedupe key', async () => {
    expect(await alerts.add(alert('a1', 'u1', 'FP', 'pre-trip:t1'), at(1))).toBeDefined();
    expect(await alerts.add(alert('a2', 'u1', 'FP', 'pre-trip:t1'), at(2))).toBeUndefined();
    expect(await alerts.add(alert('b1', 'u2', 'FP', 'pre-trip:t1'), at(2))).toBeDefined();
    expect((await alerts.page('u1', { offset: 0, limit: 10 })).total).toBe(1);
  });

  it('marks only the user’s alerts viewed', async () => {
    await alerts.add(alert('a1', 'u1'), at(1));
    await alerts.add(alert('b1', 'u2'), at(1));
    await alerts.markAllViewed('u1', at(5));
    expect((await alerts.page('u1', { offset: 0, limit: 10 })).numNew).toBe(0);
    expect((await alerts.get('a1'))?.isNew).toBe(false);
    expect((await alerts.page('u2', { offset: 0, limit: 10 })).numNew).toBe(1);
  });

  it('dismisses only the user’s own alerts of the given types, once', async () => {
    await alerts.add(alert('a1', 'u1', 'L'), at(1));
    await alerts.add(alert('a2', 'u1', 'FT'), at(1));
    await alerts.add(alert('b1', 'u2', 'L'), at(1));
    expect(await alerts.dismiss('u1', ['a1', 'a2', 'b1'], PRO_ALERT_CODES, at(2))).toBe(1);
    expect(await alerts.dismiss('u1', ['a1'], PRO_ALERT_CODES, at(3))).toBe(0);
    expect((await alerts.page('u1', { offset: 0, limit: 10 })).alerts.map((a) => a.uuid)).toEqual(['a2']);
    expect(await alerts.get('a1')).toBeUndefined();
    expect(await alerts.get('b1')).toBeDefined();
  });

  it('pages through every live alert exactly once (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 5 }), async (minutes, size) => {
        alerts = await make();
        for (const [i, m] of minutes.entries()) await alerts.add(alert(`a${String(i).padStart(2, '0')}`, 'u1'), at(m));
        const seen: string[] = [];
        for (let offset = 0; offset < minutes.length; offset += size)
          seen.push(...(await alerts.page('u1', { offset, limit: size })).alerts.map((a) => a.uuid));
        expect([...seen].sort()).toEqual(minutes.map((_, i) => `a${String(i).padStart(2, '0')}`));
        const times = await Promise.all(seen.map(async (u) => (await alerts.get(u))?.createdAt.getTime() ?? 0));
        expect(times).toEqual([...times].sort((a, b) => b - a));
      }),
      { numRuns: 15 },
    );
  });
});
