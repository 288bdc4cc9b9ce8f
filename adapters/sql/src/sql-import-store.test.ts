import type { PlanImport, StoredPlan } from '@waybook/core';
import { decodeReservation } from '@waybook/core/contract';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, truncateAll } from './database.js';
import { SqlAccountStore } from './sql-account-store.js';
import { SqlImportStore } from './sql-import-store.js';
import { SqlPlanStore } from './sql-plan-store.js';

const databaseUrl = process.env['TEST_DATABASE_URL'];
const open = await openDatabase({ databaseUrl, dataDir: 'memory://' });
afterAll(() => open.close());
const T = new Date('2026-11-25T10:00:00Z');
const imports = new SqlImportStore(open.db);
const plans = new SqlPlanStore(open.db);

const note = (uuid: string, ownerId: string): StoredPlan => {
  const decoded = decodeReservation({ NoteObject: { trip_uuid: '', display_name: `Note ${uuid}` } });
  if (!decoded.ok) throw new Error('note fixture');
  return { plan: { ...decoded.value, meta: { ...decoded.value.meta, uuid, tripUuid: '' } }, ownerId, startsAt: null };
};
const entry = (planUuid: string, over: Partial<PlanImport> = {}): PlanImport => ({
  planUuid,
  userId: 'u1',
  identityKey: 'air|X2Y3Z4|2026-12-03',
  extractor: 'json-ld',
  messageId: '<m1@airline.example>',
  subject: 'Your flight to New York',
  sender: 'booking@airline.example',
  receivedAt: T,
  messageBlobId: '',
  importedAt: T,
  ...over,
});

beforeEach(async () => {
  await truncateAll(open.db);
  const accounts = new SqlAccountStore(open.db);
  for (const u of ['u1', 'u2']) {
    const user = { userId: u, profileRef: `p-${u}`, emailUuid: `e-${u}`, email: `${u}@example.com`, passwordHash: 'h' };
    await accounts.create({ ...user, languageTag: 'en-US', verificationToken: `v-${u}`, now: T, privacyAcknowledgedAt: 0 });
  }
  for (const [p, u] of [
    ['p1', 'u1'],
    ['p2', 'u1'],
    ['p3', 'u2'],
  ] as const)
    await plans.create(note(p, u));
});

describe(`import provenance on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('keeps where a plan came from and finds it again by the reservation identity, per user', async () => {
    await imports.record(entry('p1'));
    await imports.record(entry('p3', { userId: 'u2' }));
    expect(await imports.forPlan('p1')).toEqual(entry('p1'));
    expect((await imports.byIdentity('u1', 'air|X2Y3Z4|2026-12-03'))?.planUuid).toBe('p1');
    expect((await imports.byIdentity('u2', 'air|X2Y3Z4|2026-12-03'))?.planUuid).toBe('p3');
    expect(await imports.byIdentity('u1', 'air|OTHER|2026-12-03')).toBeUndefined();
    expect(await imports.forPlan('p2')).toBeUndefined();
  });

  it('a second import of the same plan replaces its record; the latest import of an identity wins', async () => {
    await imports.record(entry('p1'));
    const later = new Date(T.getTime() + 3_600_000);
    await imports.record(entry('p1', { subject: 'Schedule change', importedAt: later }));
    expect((await imports.forPlan('p1'))?.subject).toBe('Schedule change');
    await imports.record(entry('p2', { importedAt: new Date(later.getTime() + 1000) }));
    expect((await imports.byIdentity('u1', 'air|X2Y3Z4|2026-12-03'))?.planUuid).toBe('p2');
  });

  it('goes with its plan', async () => {
    await imports.record(entry('p1'));
    await plans.delete('p1');
    expect(await imports.forPlan('p1')).toBeUndefined();
    expect(await imports.byIdentity('u1', 'air|X2Y3Z4|2026-12-03')).toBeUndefined();
  });
});
