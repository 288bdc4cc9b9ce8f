import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_TRIP_PLAN_SHARING, type AccountStore, type EmailAddressStore } from '@waybook/core';
import { InMemoryAccountStore, InMemoryEmailAddressStore } from '@waybook/core/testing';
import { openDatabase, truncateAll } from './database.js';
import { SqlAccountStore } from './sql-account-store.js';
import { SqlEmailAddressStore } from './sql-email-address-store.js';

const open = await openDatabase({ databaseUrl: process.env['TEST_DATABASE_URL'], dataDir: 'memory://' });
afterAll(() => open.close());
const T = new Date('2026-11-24T10:00:00Z');
const USERS = ['u1', 'u2'] as const;
const ADDRESSES = ['a@x.io', 'b@x.io', 'c@x.io', 'u1@x.io', 'u2@x.io'] as const;

type Op =
  | { op: 'add' | 'confirm' | 'primary' | 'remove'; user: string; address: string }
  | { op: 'share'; user: string; address: string; value: (typeof IMPORT_TRIP_PLAN_SHARING)[number] }
  | { op: 'signUp'; user: string; address: string };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constantFrom('add' as const, 'confirm' as const, 'primary' as const, 'remove' as const),
    user: fc.constantFrom(...USERS),
    address: fc.constantFrom(...ADDRESSES),
  }),
  fc.record({
    op: fc.constant('share' as const),
    user: fc.constantFrom(...USERS),
    address: fc.constantFrom(...ADDRESSES),
    value: fc.constantFrom(...IMPORT_TRIP_PLAN_SHARING),
  }),
  fc.record({ op: fc.constant('signUp' as const), user: fc.constantFrom('u3', 'u4'), address: fc.constantFrom(...ADDRESSES) }),
);

async function signUp(accounts: AccountStore, userId: string, email: string) {
  return accounts.create({
    userId,
    profileRef: `p-${userId}`,
    emailUuid: `e-${userId}`,
    email,
    passwordHash: 'h',
    languageTag: 'en-US',
    verificationToken: `t-${userId}`,
    now: T,
    privacyAcknowledgedAt: 0,
  });
}

async function run(accounts: AccountStore, emails: EmailAddressStore, op: Op, n: number): Promise<unknown> {
  const uuidOf = async () => (await emails.list(op.user)).find((e) => e.address === op.address)?.uuid ?? 'none';
  switch (op.op) {
    case 'add':
      return emails.addUnconfirmed({ userId: op.user, uuid: `n-${n}`, address: op.address, now: T });
    case 'confirm':
      return emails.confirm(op.user, op.address);
    case 'primary':
      return emails.makePrimary(op.user, op.address);
    case 'remove':
      return emails.remove(op.user, op.address);
    case 'share':
      return emails.setImportSharing(op.user, await uuidOf(), op.value);
    case 'signUp':
      return (await signUp(accounts, op.user, op.address)).ok || (await accounts.profile(op.user)) !== undefined;
  }
}

async function snapshot(accounts: AccountStore, emails: EmailAddressStore) {
  const lists = await Promise.all(['u1', 'u2', 'u3', 'u4'].map(async (u) => [...(await emails.list(u))].sort((a, b) => a.address.localeCompare(b.address))));
  const held = await Promise.all(ADDRESSES.map((a) => emails.isHeld(a)));
  const logins = await Promise.all(ADDRESSES.map(async (a) => (await accounts.findLogin(a))?.userId ?? null));
  return { lists, held, logins };
}

describe('SqlEmailAddressStore answers as the in-memory store', () => {
  it('for any sequence of adds, confirmations, primaries, removals, sharing choices and sign-ups', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 14 }), async (ops) => {
        await truncateAll(open.db);
        const sql = { accounts: new SqlAccountStore(open.db), emails: new SqlEmailAddressStore(open.db) };
        const memAccounts = new InMemoryAccountStore();
        const mem = { accounts: memAccounts, emails: new InMemoryEmailAddressStore(memAccounts.tables) };
        for (const [user, address] of [
          ['u1', 'u1@x.io'],
          ['u2', 'u2@x.io'],
        ] as const) {
          await signUp(sql.accounts, user, address);
          await signUp(mem.accounts, user, address);
        }
        for (const [n, op] of ops.entries()) {
          // The in-memory store's sign-up of an existing user id throws (primary key): skip those as SQL would fail too.
          if (op.op === 'signUp' && (await mem.accounts.profile(op.user))) continue;
          expect(await run(sql.accounts, sql.emails, op, n)).toEqual(await run(mem.accounts, mem.emails, op, n));
        }
        expect(await snapshot(sql.accounts, sql.emails)).toEqual(await snapshot(mem.accounts, mem.emails));
      }),
      { numRuns: 40 },
    );
  });
});
