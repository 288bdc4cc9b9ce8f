import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, truncateAll } from './database.js';
import { SqlAccountStore } from './sql-account-store.js';
import { SqlConnectedApplicationStore, SqlOAuthStore } from './sql-oauth-store.js';

const databaseUrl = process.env['TEST_DATABASE_URL'];
const open = await openDatabase({ databaseUrl, dataDir: 'memory://' });
afterAll(() => open.close());
let now = new Date('2026-11-25T10:00:00Z');
const clock = { now: () => now };
const store = new SqlOAuthStore(open.db, clock);
const apps = new SqlConnectedApplicationStore(open.db, clock);

beforeEach(async () => {
  now = new Date('2026-11-25T10:00:00Z');
  await truncateAll(open.db);
  await sql`delete from oauth_models`.execute(open.db);
  const accounts = new SqlAccountStore(open.db);
  for (const u of ['u1', 'u2']) {
    const user = { userId: u, profileRef: `p-${u}`, emailUuid: `e-${u}`, email: `${u}@example.com`, passwordHash: 'h' };
    await accounts.create({ ...user, languageTag: 'en-US', verificationToken: `v-${u}`, now, privacyAcknowledgedAt: 0 });
  }
  await store.upsert(
    'Client',
    'c1',
    { client_id: 'c1', client_name: 'Trip widget', client_uri: 'https://widget.example', container_type_code: 'OA' },
    undefined,
  );
  await store.upsert('Client', 'c2', { client_id: 'c2', client_name: 'Dashboard', container_type_code: 'DASH' }, undefined);
});

const grant = async (id: string, userId: string, clientId: string) => {
  await store.upsert('Grant', id, { jti: id, accountId: userId, clientId, kind: 'Grant' }, 3600);
  await store.upsert('AccessToken', `at-${id}`, { jti: `at-${id}`, accountId: userId, clientId, grantId: id, kind: 'AccessToken' }, 60);
  await store.upsert('RefreshToken', `rt-${id}`, { jti: `rt-${id}`, accountId: userId, clientId, grantId: id, kind: 'RefreshToken' }, 600);
};
const allRows = async () => JSON.stringify((await sql`select * from oauth_models`.execute(open.db)).rows);

describe(`OAuth records on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('keeps a record under the hash of its id only, gives its id back, marks it consumed, and hides it once expired', async () => {
    await grant('g1', 'u1', 'c1');
    expect(await allRows()).not.toContain('at-g1');
    expect(await store.find('AccessToken', 'at-g1')).toMatchObject({ jti: 'at-g1', accountId: 'u1', grantId: 'g1' });
    expect(await store.find('Client', 'c1')).not.toHaveProperty('jti');
    await store.consume('RefreshToken', 'rt-g1');
    expect((await store.find('RefreshToken', 'rt-g1'))?.['consumed']).toBe(Math.floor(now.getTime() / 1000));
    now = new Date(now.getTime() + 120_000);
    expect(await store.find('AccessToken', 'at-g1')).toBeUndefined();
    expect(await store.deleteExpired(now)).toBe(1);
    expect(await store.find('RefreshToken', 'rt-g1')).toBeDefined();
  });

  it('lists a user’s applications once each and disconnects one with its tokens, leaving others', async () => {
    await grant('g1', 'u1', 'c1');
    now = new Date(now.getTime() + 1000);
    await grant('g2', 'u1', 'c1');
    await grant('g3', 'u1', 'c2');
    await grant('g4', 'u2', 'c1');
    const listed = await apps.grantedTo('u1');
    expect(listed.map((a) => [a.clientId, a.name, a.url, a.containerTypeCode])).toEqual([
      ['c2', 'Dashboard', '', 'DASH'],
      ['c1', 'Trip widget', 'https://widget.example', 'OA'],
    ]);
    expect(listed[1]?.grantedAt).toEqual(new Date('2026-11-25T10:00:00Z'));
    expect(await apps.disconnect('u1', { clientId: 'c1' })).toBe(1);
    for (const id of ['at-g1', 'at-g2']) expect(await store.find('AccessToken', id)).toBeUndefined();
    expect(await store.find('RefreshToken', 'rt-g2')).toBeUndefined();
    expect(await store.find('AccessToken', 'at-g3')).toBeDefined();
    expect(await store.find('AccessToken', 'at-g4')).toBeDefined();
    expect(await apps.disconnect('u1', { containerTypeCode: 'DASH' })).toBe(1);
    expect(await apps.grantedTo('u1')).toEqual([]);
    expect(await apps.disconnect('u1', { clientId: 'c1' })).toBe(0);
  });

  it('loses a user’s grants and tokens with the account, and removes a client with everything issued to it', async () => {
    await grant('g1', 'u1', 'c1');
    await grant('g4', 'u2', 'c1');
    await sql`delete from users where id = 'u1'`.execute(open.db);
    expect(await store.find('AccessToken', 'at-g1')).toBeUndefined();
    expect(await store.removeClient('c1')).toBe(true);
    expect(await store.find('AccessToken', 'at-g4')).toBeUndefined();
    expect((await store.clients()).map((c) => c['client_id'])).toEqual(['c2']);
  });
});
