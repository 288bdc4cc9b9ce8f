import { createHash } from 'node:crypto';
import type { AccountLink, AccountLinkHolder, AccountLinkPurpose, AccountLinkStore } from '@waybook/core';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** The stored form of a link token: its SHA-256, hex. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Single-use account links in SQL. Only the SHA-256 of each token is stored; using a link is one
 * UPDATE ... WHERE used_at IS NULL, so two requests with the same token cannot both use it.
 *
 * @example
 * const links = new SqlAccountLinkStore(db);
 */
export class SqlAccountLinkStore implements AccountLinkStore {
  constructor(private readonly db: Kysely<Database>) {}

  async issue(link: AccountLink, now: Date): Promise<void> {
    await this.db
      .insertInto('account_links')
      .values({
        token_hash: tokenHash(link.token),
        purpose: link.purpose,
        user_id: link.userId,
        email: link.email,
        created_at: now,
        expires_at: link.expiresAt,
        used_at: null,
      })
      .execute();
  }

  async peek(token: string, purpose: AccountLinkPurpose, now: Date): Promise<AccountLinkHolder | undefined> {
    const row = await this.db
      .selectFrom('account_links')
      .select(['user_id', 'email'])
      .where('token_hash', '=', tokenHash(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row ? { userId: row.user_id, email: row.email } : undefined;
  }

  async consume(token: string, purpose: AccountLinkPurpose, now: Date): Promise<AccountLinkHolder | undefined> {
    const row = await this.db
      .updateTable('account_links')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'email'])
      .executeTakeFirst();
    return row ? { userId: row.user_id, email: row.email } : undefined;
  }

  async revoke(userId: string, purpose: AccountLinkPurpose): Promise<void> {
    await this.db
      .updateTable('account_links')
      .set({ used_at: new Date(0) })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }

  async deleteExpiredBefore(before: Date): Promise<number> {
    const result = await this.db.deleteFrom('account_links').where('expires_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
