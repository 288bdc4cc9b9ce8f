import { createHmac } from 'node:crypto';
import type { NotificationChannel, NotificationChoice, NotificationSettingStore, PendingSmsVerification, SmsPhoneStore } from '@waybook/core';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import { serverSecret } from './sql-throttle-store.js';

/** The tables of migration 016 that the shared schema does not list (only this file reads them). */
type NotificationTables = {
  notification_settings: { user_id: string; code: string; channel: string; is_enabled: boolean };
  sms_verifications: {
    user_id: string;
    e164: string;
    calling_code: string;
    national_number: string;
    region: string;
    code_hash: string;
    expires_at: Date;
    tries: number;
  };
};

/**
 * Saved notification choices in SQL (notification_settings, migration 016).
 *
 * @example
 * const settings = new SqlNotificationSettingStore(db);
 */
export class SqlNotificationSettingStore implements NotificationSettingStore {
  private readonly db: Kysely<Database & NotificationTables>;
  constructor(db: Kysely<Database>) {
    this.db = db.withTables<NotificationTables>();
  }

  async saved(userId: string): Promise<readonly NotificationChoice[]> {
    const rows = await this.db.selectFrom('notification_settings').select(['code', 'channel', 'is_enabled']).where('user_id', '=', userId).execute();
    return rows.map((r) => ({ code: r.code, channel: (r.channel === 'sms' ? 'sms' : 'email') satisfies NotificationChannel, isEnabled: r.is_enabled }));
  }

  async save(userId: string, choices: readonly NotificationChoice[]): Promise<void> {
    if (choices.length === 0) return;
    const rows = choices.map((c) => ({ user_id: userId, code: c.code, channel: c.channel, is_enabled: c.isEnabled }));
    await this.db
      .insertInto('notification_settings')
      .values(rows)
      .onConflict((oc) => oc.columns(['user_id', 'code', 'channel']).doUpdateSet((eb) => ({ is_enabled: eb.ref('excluded.is_enabled') })))
      .execute();
  }
}

/**
 * The phone set-up in SQL: the pending code in sms_verifications (an HMAC-SHA256 of user and
 * code under the server secret `sms-code`, so a copy of the table does not give codes away without
 * the secret) and the verified number on users.
 *
 * @example
 * const phones = new SqlSmsPhoneStore(db);
 */
export class SqlSmsPhoneStore implements SmsPhoneStore {
  private readonly db: Kysely<Database & NotificationTables>;
  private secret: Promise<string> | undefined;
  constructor(private readonly base: Kysely<Database>) {
    this.db = base.withTables<NotificationTables>();
  }

  private async hash(userId: string, code: string): Promise<string> {
    this.secret ??= serverSecret(this.base, 'sms-code');
    return createHmac('sha256', await this.secret)
      .update(`${userId}:${code}`)
      .digest('hex');
  }

  async pending(userId: string): Promise<PendingSmsVerification | undefined> {
    const r = await this.db.selectFrom('sms_verifications').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (!r) return undefined;
    const phone = { e164: r.e164, callingCode: r.calling_code, nationalNumber: r.national_number, region: r.region };
    return { phone, expiresAt: new Date(r.expires_at), tries: r.tries };
  }

  async startCode(userId: string, p: PendingSmsVerification, code: string): Promise<void> {
    const row = {
      e164: p.phone.e164,
      calling_code: p.phone.callingCode,
      national_number: p.phone.nationalNumber,
      region: p.phone.region,
      code_hash: await this.hash(userId, code),
      expires_at: p.expiresAt,
      tries: p.tries,
    };
    await this.db
      .insertInto('sms_verifications')
      .values({ user_id: userId, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
      .execute();
  }

  async matches(userId: string, code: string): Promise<boolean> {
    const hash = await this.hash(userId, code);
    const r = await this.db.selectFrom('sms_verifications').select('user_id').where('user_id', '=', userId).where('code_hash', '=', hash).executeTakeFirst();
    return r !== undefined;
  }

  async countTry(userId: string): Promise<number> {
    const r = await this.db
      .updateTable('sms_verifications')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('user_id', '=', userId)
      .returning('tries')
      .executeTakeFirst();
    return r?.tries ?? 0;
  }

  async verify(userId: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const p = await tx.deleteFrom('sms_verifications').where('user_id', '=', userId).returning(['calling_code', 'national_number']).executeTakeFirst();
      if (!p) return;
      await tx.updateTable('users').set({ sms_country_code: p.calling_code, sms_phone_number: p.national_number }).where('id', '=', userId).execute();
    });
  }

  async remove(userId: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('sms_verifications').where('user_id', '=', userId).execute();
      await tx.updateTable('users').set({ sms_country_code: '', sms_phone_number: '' }).where('id', '=', userId).execute();
    });
  }

  async verified(userId: string): Promise<{ readonly callingCode: string; readonly nationalNumber: string } | undefined> {
    const r = await this.db.selectFrom('users').select(['sms_country_code', 'sms_phone_number']).where('id', '=', userId).executeTakeFirst();
    return r === undefined || r.sms_phone_number === '' ? undefined : { callingCode: r.sms_country_code, nationalNumber: r.sms_phone_number };
  }
}
