import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, truncateAll } from './database.js';
import { SqlAccountStore } from './sql-account-store.js';
import { SqlRecaptchaPassStore } from './sql-recaptcha-pass-store.js';

const databaseUrl = process.env['TEST_DATABASE_URL'];
const open = await openDatabase({ databaseUrl, dataDir: 'memory://' });
afterAll(() => open.close());
const T = new Date('2026-11-25T10:00:00Z');
const at = (minutes: number) => new Date(T.getTime() + minutes * 60_000);
const passes = new SqlRecaptchaPassStore(open.db);

beforeEach(async () => {
  await truncateAll(open.db);
  const accounts = new SqlAccountStore(open.db);
  for (const u of ['u1', 'u2']) {
    const user = { userId: u, profileRef: `p-${u}`, emailUuid: `e-${u}`, email: `${u}@example.com`, passwordHash: 'h' };
    await accounts.create({ ...user, languageTag: 'en-US', verificationToken: `v-${u}`, now: T, privacyAcknowledgedAt: 0 });
  }
});

describe(`reCAPTCHA passes on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('a pass is taken once, only by its user, and only while fresh', async () => {
    expect(await passes.take('u1', at(-10))).toBe(false);
    await passes.record('u1', T);
    expect(await passes.take('u2', at(-10))).toBe(false);
    expect(await passes.take('u1', at(1))).toBe(false);
    expect(await passes.take('u1', at(-10))).toBe(true);
    expect(await passes.take('u1', at(-10))).toBe(false);
  });

  it('a new pass replaces the older ones, and two takes at once share none', async () => {
    await passes.record('u1', at(-30));
    await passes.record('u1', T);
    const [a, b] = await Promise.all([passes.take('u1', at(-60)), passes.take('u1', at(-60))]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
  });

  it('goes with its user', async () => {
    await passes.record('u1', T);
    await open.db.deleteFrom('users').where('id', '=', 'u1').execute();
    await passes.record('u2', T);
    expect(await passes.take('u2', at(-10))).toBe(true);
  });
});
