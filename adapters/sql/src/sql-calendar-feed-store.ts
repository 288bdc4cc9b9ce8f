import { createHash } from 'node:crypto';
import type { CalendarFeedStore, StoredCalendarFeed } from '@waybook/core';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

type FeedTables = {
  calendar_feeds: { user_id: string; token_hash: string; sealed_token: string; created_at: Date };
};

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Calendar feeds in SQL (migration 025): the token's SHA-256 for the lookup, the sealed token
 * for showing the URL; never the token in clear.
 *
 * @example
 * const feeds = new SqlCalendarFeedStore(db);
 */
export class SqlCalendarFeedStore implements CalendarFeedStore {
  private readonly db: Kysely<Database & FeedTables>;
  constructor(base: Kysely<Database>) {
    this.db = base.withTables<FeedTables>();
  }

  async feedOf(userId: string): Promise<StoredCalendarFeed | undefined> {
    const r = await this.db.selectFrom('calendar_feeds').select(['sealed_token', 'created_at']).where('user_id', '=', userId).executeTakeFirst();
    return r === undefined ? undefined : { userId, sealedToken: r.sealed_token, createdAt: new Date(r.created_at) };
  }

  async ownerOf(token: string): Promise<string | undefined> {
    const r = await this.db.selectFrom('calendar_feeds').select('user_id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
    return r?.user_id;
  }

  async save(userId: string, token: string, sealedToken: string, now: Date): Promise<void> {
    const row = { user_id: userId, token_hash: hashToken(token), sealed_token: sealedToken, created_at: now };
    await this.db
      .insertInto('calendar_feeds')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: row.token_hash, sealed_token: row.sealed_token, created_at: row.created_at }))
      .execute();
  }

  async remove(userId: string): Promise<boolean> {
    const r = await this.db.deleteFrom('calendar_feeds').where('user_id', '=', userId).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}
