import { IMPORT_TRIP_PLAN_SHARING, type EmailAddressStore, type ImportTripPlanSharing, type StoredEmailAddress } from '@waybook/core';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

const sharingOf = (value: string): ImportTripPlanSharing =>
  (IMPORT_TRIP_PLAN_SHARING as readonly string[]).includes(value) ? (value as ImportTripPlanSharing) : 'concur_sharing_none';

// PostgreSQL's unique_violation: the address became another account's meanwhile.
const isUniqueViolation = (e: unknown): boolean => typeof e === 'object' && e !== null && 'code' in e && e.code === '23505';

/**
 * E-mail addresses in SQL (`email_addresses`, migration 010): an address is unique across
 * accounts only while primary or confirmed, so an address waiting for confirmation takes nothing
 * from the mailbox's owner; the partial unique indexes decide races.
 *
 * @example
 * const emails = new SqlEmailAddressStore(db);
 * await emails.makePrimary(userId, 'ada@work.example');
 */
export class SqlEmailAddressStore implements EmailAddressStore {
  constructor(private readonly db: Kysely<Database>) {}

  async list(userId: string): Promise<readonly StoredEmailAddress[]> {
    const rows = await this.db
      .selectFrom('email_addresses')
      .select(['id', 'address', 'is_primary', 'is_confirmed', 'import_trip_plan_sharing'])
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => ({
      uuid: r.id,
      address: r.address,
      isPrimary: r.is_primary,
      isConfirmed: r.is_confirmed,
      importTripPlanSharing: sharingOf(r.import_trip_plan_sharing),
    }));
  }

  async isHeld(address: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('email_addresses')
      .select('id')
      .where('address', '=', address)
      .where((eb) => eb.or([eb('is_primary', '=', true), eb('is_confirmed', '=', true)]))
      .executeTakeFirst();
    return row !== undefined;
  }

  async addUnconfirmed(input: { userId: string; uuid: string; address: string; now: Date }): Promise<boolean> {
    const row = await this.db
      .insertInto('email_addresses')
      .values({ id: input.uuid, user_id: input.userId, address: input.address, is_primary: false, is_confirmed: false, created_at: input.now })
      .onConflict((oc) => oc.columns(['user_id', 'address']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async confirm(userId: string, address: string): Promise<'confirmed' | 'taken' | 'missing'> {
    try {
      const row = await this.db
        .updateTable('email_addresses')
        .set({ is_confirmed: true, verification_token: null })
        .where('user_id', '=', userId)
        .where('address', '=', address)
        .returning('id')
        .executeTakeFirst();
      return row ? 'confirmed' : 'missing';
    } catch (e) {
      if (isUniqueViolation(e)) return 'taken';
      throw e;
    }
  }

  async makePrimary(userId: string, address: string): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const target = await tx
        .selectFrom('email_addresses')
        .select('id')
        .where('user_id', '=', userId)
        .where('address', '=', address)
        .where('is_confirmed', '=', true)
        .forUpdate()
        .executeTakeFirst();
      if (!target) return false;
      await tx.updateTable('email_addresses').set({ is_primary: false }).where('user_id', '=', userId).where('is_primary', '=', true).execute();
      await tx.updateTable('email_addresses').set({ is_primary: true }).where('id', '=', target.id).execute();
      return true;
    });
  }

  async remove(userId: string, address: string): Promise<boolean> {
    const row = await this.db
      .deleteFrom('email_addresses')
      .where('user_id', '=', userId)
      .where('address', '=', address)
      .where('is_primary', '=', false)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async setImportSharing(userId: string, uuid: string, value: ImportTripPlanSharing): Promise<boolean> {
    const row = await this.db
      .updateTable('email_addresses')
      .set({ import_trip_plan_sharing: value })
      .where('user_id', '=', userId)
      .where('id', '=', uuid)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
