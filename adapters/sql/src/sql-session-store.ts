import type { LegacyIdStore, LoginAttempts, LoginAttemptStore, Session, SessionStore } from '@waybook/core';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Sessions in SQL, shared by every server process.
 *
 * @example
 * const sessions = new SqlSessionStore(db);
 */
export class SqlSessionStore implements SessionStore {
  constructor(private readonly db: Kysely<Database>) {}

  async create(s: Session): Promise<void> {
    await this.db.insertInto('sessions').values({ id: s.id, user_id: s.userId, created_at: s.createdAt, last_seen_at: s.lastSeenAt }).execute();
  }

  async find(id: string): Promise<Session | undefined> {
    const row = await this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? { id: row.id, userId: row.user_id, createdAt: row.created_at, lastSeenAt: row.last_seen_at } : undefined;
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  async deleteIdleSince(before: Date): Promise<number> {
    const result = await this.db.deleteFrom('sessions').where('last_seen_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/**
 * Failed sign-in counters in SQL.
 *
 * @example
 * const attempts = new SqlLoginAttemptStore(db);
 */
export class SqlLoginAttemptStore implements LoginAttemptStore {
  constructor(private readonly db: Kysely<Database>) {}

  async get(key: string): Promise<LoginAttempts> {
    const row = await this.db.selectFrom('login_attempts').selectAll().where('key', '=', key).executeTakeFirst();
    return row ? { failures: row.failures, lastFailureAt: row.last_failure_at } : { failures: 0, lastFailureAt: null };
  }

  async recordFailure(key: string, at: Date): Promise<void> {
    await this.db
      .insertInto('login_attempts')
      .values({ key, failures: 1, last_failure_at: at })
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ failures: eb('login_attempts.failures', '+', 1), last_failure_at: at })))
      .execute();
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('login_attempts').where('key', '=', key).execute();
  }
}

/**
 * Legacy numeric ids in SQL.
 *
 * @example
 * const legacyIds = new SqlLegacyIdStore(db);
 */
export class SqlLegacyIdStore implements LegacyIdStore {
  constructor(private readonly db: Kysely<Database>) {}

  async uuidFor(entityType: string, legacyId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('entity_ids')
      .select('uuid')
      .where('entity_type', '=', entityType)
      .where('legacy_id', '=', legacyId)
      .executeTakeFirst();
    return row?.uuid;
  }

  async register(entityType: string, uuid: string): Promise<string> {
    const row = await this.db.insertInto('entity_ids').values({ entity_type: entityType, uuid }).returning('legacy_id').executeTakeFirstOrThrow();
    return String(row.legacy_id);
  }
}
