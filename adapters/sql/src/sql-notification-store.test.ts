import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, truncateAll } from './database.js';
import { SqlAccountStore } from './sql-account-store.js';
import { SqlNotificationSettingStore, SqlSmsPhoneStore } from './sql-notification-store.js';

const databaseUrl = process.env['TEST_DATABASE_URL'];
const open = await openDatabase({ databaseUrl, dataDir: 'memory://' });
afterAll(() => open.close());
const T = new Date('2026-11-24T10:00:00Z');
const accounts = new SqlAccountStore(open.db);
const phone = { e164: '+33612345678', callingCode: '+33', nationalNumber: '612345678', region: 'FR' };

beforeEach(async () => {
  await truncateAll(open.db);
  for (const u of ['u1', 'u2']) {
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
  }
});

describe(`notification stores on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('saves choices per user, code and channel, replacing earlier ones', async () => {
    const settings = new SqlNotificationSettingStore(open.db);
    expect(await settings.saved('u1')).toEqual([]);
    await settings.save('u1', [
      { code: 'FP', channel: 'email', isEnabled: false },
      { code: 'FP', channel: 'sms', isEnabled: true },
    ]);
    await settings.save('u1', [{ code: 'FP', channel: 'email', isEnabled: true }]);
    const saved = [...(await settings.saved('u1'))].sort((a, b) => a.channel.localeCompare(b.channel));
    expect(saved).toEqual([
      { code: 'FP', channel: 'email', isEnabled: true },
      { code: 'FP', channel: 'sms', isEnabled: true },
    ]);
    expect(await settings.saved('u2')).toEqual([]);
  });

  it('keeps a pending code only hashed, counts tries, and verifies into the profile; remove forgets both', async () => {
    const phones = new SqlSmsPhoneStore(open.db);
    await phones.startCode('u1', { phone, expiresAt: new Date(T.getTime() + 600_000), tries: 0 }, '987650');
    const rows = await open.db
      .selectFrom('sms_verifications' as never)
      .selectAll()
      .execute();
    expect(JSON.stringify(rows)).not.toContain('987650');
    expect(await phones.matches('u1', '987650')).toBe(true);
    expect(await phones.matches('u1', '654321')).toBe(false);
    expect(await phones.matches('u2', '987650')).toBe(false);
    expect(await phones.countTry('u1')).toBe(1);
    expect(await phones.pending('u1')).toEqual({ phone, expiresAt: new Date(T.getTime() + 600_000), tries: 1 });
    expect(await phones.verified('u1')).toBeUndefined();
    await phones.verify('u1');
    expect(await phones.pending('u1')).toBeUndefined();
    expect(await phones.verified('u1')).toEqual({ callingCode: '+33', nationalNumber: '612345678' });
    expect(await accounts.profile('u1')).toMatchObject({ smsCountryCode: '+33', smsPhoneNumber: '612345678' });
    await phones.remove('u1');
    expect(await accounts.profile('u1')).toMatchObject({ smsCountryCode: '', smsPhoneNumber: '' });
  });
});
