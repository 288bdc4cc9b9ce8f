import { createHash } from 'node:crypto';
import type { LegacyIdStore, Session, SessionStore } from '@waybook/core';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** The stored form of a session id: its SHA-256, hex. A leaked table holds no usable cookie. */
function sessionIdHash(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/**
 * Sessions in SQL, shared by every server process. Only the SHA-256 of each id is stored.
 *
 * @example
 * const sessions = new SqlSessionStore(db);
 */
export class SqlSessionStore implements SessionStore {
  constructor(private readonly db: Kysely<Database>) {}

  async create(s: Session): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({ id_hash: sessionIdHash(s.id), user_id: s.userId, created_at: s.createdAt, last_seen_at: s.lastSeenAt })
      .execute();
  }

  async find(id: string): Promise<Session | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.user_id', 'sessions.created_at', 'sessions.last_seen_at', 'users.blocked_status'])
      .where('sessions.id_hash', '=', sessionIdHash(id))
      .executeTakeFirst();
    if (!row) return undefined;
    const session = { id, userId: row.user_id, createdAt: row.created_at, lastSeenAt: row.last_seen_at };
    // A blocked account's sessions end on their next request (blockedSessions in the server).
    return row.blocked_status === '' ? session : { ...session, blockedStatus: row.blocked_status };
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: at }).where('id_hash', '=', sessionIdHash(id)).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id_hash', '=', sessionIdHash(id)).execute();
  }

  async deleteForUser(userId: string, exceptSessionId?: string): Promise<number> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptSessionId !== undefined) query = query.where('id_hash', '<>', sessionIdHash(exceptSessionId));
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async deleteIdleSince(before: Date): Promise<number> {
    const result = await this.db.deleteFrom('sessions').where('last_seen_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
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
