import type { PasswordStore } from '../ports/password-store.port.js';
import { InMemoryTables } from './in-memory-tables.js';

/**
 * Password hashes in memory, on the users of {@link InMemoryTables} (share them with the account
 * store so sign-in sees a new password), like `SqlPasswordStore` on the users table.
 *
 * @example
 * const passwords = new InMemoryPasswordStore(stores.tables);
 * await passwords.replace('u1', 'hash');
 */
export class InMemoryPasswordStore implements PasswordStore {
  constructor(readonly tables: InMemoryTables = new InMemoryTables()) {}

  hashOf(userId: string): Promise<string | undefined> {
    return Promise.resolve(this.tables.users.get(userId)?.passwordHash);
  }

  replace(userId: string, passwordHash: string): Promise<void> {
    const user = this.tables.users.get(userId);
    if (user) this.tables.users.set(userId, { ...user, passwordHash });
    return Promise.resolve();
  }
}
