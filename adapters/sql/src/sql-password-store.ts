import type { PasswordStore } from '@waybook/core';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Password hashes in SQL: the users table's password_hash, by user id.
 *
 * @example
 * const passwords = new SqlPasswordStore(db);
 */
export class SqlPasswordStore implements PasswordStore {
  constructor(private readonly db: Kysely<Database>) {}

  async hashOf(userId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
    return row?.password_hash;
  }

  async replace(userId: string, passwordHash: string): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
  }
}
