import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqlAccountAlertStore, SqlJobQueue } from '@waybook/adapter-sql';
import { CryptoIdGenerator } from '@waybook/adapter-providers';
import { StoredAlertRaiser } from '@waybook/core/server';
import type { AlertCode } from '@waybook/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
type Setting = { code: string; name: string; type: string; is_enabled: string; is_pro_only: string };
type ErrorBody = { Error: { code: string; detailed_error_code: string; description: string } };
let h: Harness;
let ada: TestClient;
let dataDir: string;
let adaId: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'waybook-sms-'));
  h = await startHarness({ DATA_DIR: dataDir });
  ada = h.client();
  await h.signUp(ada, 'ada@example.com');
  await h.onboard(ada);
  adaId = (await profile()).uuid;
});

const profile = async (locale = 'en-US') =>
  (
    (await (await ada.request('/api/v2/get/profile', { headers: { 'x-waybook-locale': locale } })).json()) as {
      Profile: { uuid: string; sms_country_code: string; sms_phone_number: string; NotificationSettings: Setting[] };
    }
  ).Profile;
const save = (settings: { code: string; type: string; is_enabled: boolean }[]) =>
  ada.json('/api/v2/updateNotificationSettings', { NotificationSettings: settings });
const form = (path: string, fields: Record<string, string>) =>
  ada.request(path, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const setNumber = (number = '06 12 34 56 78', country = 'FR') => form('/api/v2/updateSmsPhoneNumber', { country_code: country, sms_phone_number: number });
const verify = (code: string) => form('/api/v2/updateVerifySmsCode', { sms_verification_code: code });
const detail = async (r: Response) => ((await r.json()) as ErrorBody).Error.detailed_error_code;
const texts = async () => {
  const dir = join(dataDir, 'sms-outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
};
const lastCode = async () => /\b(\d{6})\b/.exec((await texts()).at(-1) ?? '')?.[1] ?? '';
const raise = (typeCode: AlertCode) =>
  new StoredAlertRaiser({
    alerts: new SqlAccountAlertStore(h.database.db),
    jobs: new SqlJobQueue(h.database.db),
    ids: new CryptoIdGenerator(),
    clock: h.clock,
  }).raise({
    userId: adaId,
    typeCode,
    tripUuid: '',
    tripItemUuid: '',
    fromUserId: '',
    facts: { name: 'Bo', trip: 'Lyon', start: '2026-12-01' },
  });
const settle = async () => {
  for (let i = 0; i < 200 && (await new SqlJobQueue(h.database.db).list({ state: 'pending' })).length > 0; i += 1) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 30));
};
const mails = (subject: string) => h.mailer.sent.filter((m) => m.to === 'ada@example.com' && m.subject === subject);

describe('notification settings: profile NotificationSettings and v2/updateNotificationSettings', () => {
  it('answers the defaults in the request language (e-mail on, SMS off, Pro alerts locked for free users)', async () => {
    const settings = (await profile('fr-FR')).NotificationSettings;
    expect(settings).toContainEqual({ code: 'FP', name: 'Rappels avant un voyage', type: 'email', is_enabled: 'true', is_pro_only: 'false' });
    expect(settings).toContainEqual({ code: 'FP', name: 'Rappels avant un voyage', type: 'sms', is_enabled: 'false', is_pro_only: 'false' });
    expect(settings.find((s) => s.code === 'D' && s.type === 'email')).toMatchObject({ is_enabled: 'false', is_pro_only: 'true' });
  });

  it('saves choices and reads them back; a free user cannot turn a Pro alert on; unknown codes are refused', async () => {
    const saved = await save([
      { code: 'FC', type: 'email', is_enabled: false },
      { code: 'FC', type: 'sms', is_enabled: true },
    ]);
    expect(saved.status).toBe(200);
    const back = (await profile()).NotificationSettings.filter((s) => s.code === 'FC');
    expect(back.map((s) => [s.type, s.is_enabled])).toEqual([
      ['email', 'false'],
      ['sms', 'true'],
    ]);
    const pro = await save([{ code: 'D', type: 'email', is_enabled: true }]);
    expect(pro.status).toBe(422);
    expect(await detail(pro)).toBe('notification_pro_only');
    const unknown = await save([{ code: 'ZZ', type: 'email', is_enabled: true }]);
    expect(unknown.status).toBe(400);
    const badType = await save([{ code: 'FC', type: 'fax', is_enabled: true }]);
    expect(badType.status).toBe(400);
  });

  it('an alert is e-mailed only while its e-mail setting is on', async () => {
    await raise('FC');
    await settle();
    expect(mails('Inner Circle invitation')).toHaveLength(1);
    await save([{ code: 'FC', type: 'email', is_enabled: false }]);
    await h.database.db.deleteFrom('account_alerts').execute();
    await raise('FC');
    await settle();
    expect(mails('Inner Circle invitation')).toHaveLength(1);
    await raise('FP');
    await settle();
    expect(mails('Your trip is coming up')).toHaveLength(1);
  });

  it('texts an alert to the sandbox only when its SMS setting is on and a phone is verified', async () => {
    await save([{ code: 'FP', type: 'sms', is_enabled: true }]);
    await raise('FC');
    await settle();
    expect(await texts()).toEqual([]);
    await setNumber();
    await verify(await lastCode());
    await raise('FP');
    await raise('FA');
    await settle();
    const all = await texts();
    expect(all).toHaveLength(2);
    expect(all[1]).toContain('To: +33612345678');
    expect(all[1]).toContain('Your trip is coming up');
  });
});

describe('phone set-up: v2/updateSmsPhoneNumber, v2/updateVerifySmsCode, v2/deleteSmsPhoneNumber', () => {
  it('lists regions with calling codes and localised names, and says texts go to the sandbox', async () => {
    const r = (await (await ada.request('/api/v2/getCountryCodesForSmsSetting', { headers: { 'x-waybook-locale': 'de-DE' } })).json()) as {
      CountryCodes: { country_code: string; calling_code: string; name: string }[];
      is_sandbox: string;
    };
    expect(r.is_sandbox).toBe('true');
    expect(r.CountryCodes).toContainEqual({ country_code: 'DE', calling_code: '+49', name: 'Deutschland' });
    expect(r.CountryCodes.filter((c) => c.calling_code === '+1').map((c) => c.country_code)).toEqual(expect.arrayContaining(['US', 'CA']));
  });

  it('refuses invalid and landline numbers with SMS_BAD_PHONE_NUMBER, texting nothing', async () => {
    for (const [country, number] of [
      ['FR', '12'],
      ['FR', '01 42 68 53 00'],
      ['XX', '0612345678'],
    ] as const) {
      const r = await setNumber(number, country);
      expect(r.status).toBe(422);
      expect(await detail(r)).toBe('SMS_BAD_PHONE_NUMBER');
    }
    expect(await texts()).toEqual([]);
  });

  it('texts a six-digit code, stores only its hash, verifies with the right code and sets the profile', async () => {
    const r = await setNumber('+33 6 12 34 56 78', '33');
    expect(await r.json()).toEqual({ sms_country_code: '+33', sms_phone_number: '612345678', is_verified: 'false' });
    const code = await lastCode();
    expect(code).toMatch(/^\d{6}$/);
    const stored = await h.database.db
      .selectFrom('sms_verifications' as never)
      .selectAll()
      .execute();
    expect(JSON.stringify(stored)).not.toContain(code);
    expect((await profile()).sms_phone_number).toBe('');
    const ok = await verify(code);
    expect(await ok.json()).toEqual({ sms_country_code: '+33', sms_phone_number: '612345678', is_verified: 'true' });
    expect(await profile()).toMatchObject({ sms_country_code: '+33', sms_phone_number: '612345678' });
    const again = await setNumber();
    expect(again.status).toBe(409);
    expect(await detail(again)).toBe('SMS_ALREADY_VERIFIED');
    expect(await detail(await verify(code))).toBe('SMS_ALREADY_VERIFIED');
  });

  it('locks the code after five wrong tries: SMS_TOO_MANY_TRIES even for the right code', async () => {
    await setNumber();
    const code = await lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect(await detail(await verify(wrong))).toBe('SMS_BAD_VERIFICATION_CODE');
    const fifth = await verify(wrong);
    expect(fifth.status).toBe(429);
    expect(await detail(fifth)).toBe('SMS_TOO_MANY_TRIES');
    expect(await detail(await verify(code))).toBe('SMS_TOO_MANY_TRIES');
    expect((await profile()).sms_phone_number).toBe('');
  });

  it('refuses an expired code, resends within the limit, then SMS_TOO_MANY_TRIES on resend abuse', async () => {
    await setNumber();
    const first = await lastCode();
    h.clock.advance(10 * 60_000);
    expect(await detail(await verify(first))).toBe('SMS_BAD_VERIFICATION_CODE');
    for (let i = 0; i < 4; i += 1) expect((await setNumber()).status).toBe(200);
    expect(await texts()).toHaveLength(5);
    const abuse = await setNumber('06 98 76 54 32');
    expect(await detail(abuse)).toBe('SMS_TOO_MANY_TRIES');
    expect(await texts()).toHaveLength(5);
    expect((await verify(await lastCode())).status).toBe(200);
  });

  it('changes and removes the number', async () => {
    await setNumber();
    await verify(await lastCode());
    h.clock.advance(60_000);
    await setNumber('06 98 76 54 32');
    expect((await profile()).sms_phone_number).toBe('612345678');
    await verify(await lastCode());
    expect((await profile()).sms_phone_number).toBe('698765432');
    const removed = await ada.request('/api/v2/deleteSmsPhoneNumber', { method: 'POST' });
    expect(await removed.json()).toEqual({ sms_country_code: '', sms_phone_number: '', is_verified: 'false' });
    expect(await profile()).toMatchObject({ sms_country_code: '', sms_phone_number: '' });
  });

  it('validateRecaptcha answers success while no reCAPTCHA is configured; calls need a session', async () => {
    const r = await ada.json('/api/v2/validateRecaptcha', { token: 'x', action: 'sms_setup' });
    expect(await r.json()).toEqual({ success: 'true' });
    const anonymous = await h.client().request('/api/v2/getCountryCodesForSmsSetting');
    expect(anonymous.status).toBe(401);
  });
});
