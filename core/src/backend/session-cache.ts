import type { Clock } from '../ports/clock.port.js';
import type { Session, SessionStore } from '../ports/session-store.port.js';

/**
 * How long a server trusts a session it read, in milliseconds: a sign-out on another server takes
 * at most this long to reach it.
 *
 * @example
 * SESSION_CACHE_MS // 5000
 */
export const SESSION_CACHE_MS = 5_000;

/**
 * Most sessions kept in memory; the oldest entry goes first beyond this.
 *
 * @example
 * SESSION_CACHE_SIZE // 10000
 */
export const SESSION_CACHE_SIZE = 10_000;

interface Entry {
  readonly session: Session;
  readonly readAt: number;
}

/**
 * A SessionStore that remembers what it read for a few seconds, so a burst of API calls costs one
 * database round trip for the session instead of one each. Writes go through to the store and
 * update or drop the entry here, so a sign-out or an expiry on this server is seen at once; a
 * sign-out on another server is seen here within `ttlMs`.
 *
 * @example
 * const sessions = new CachedSessionStore(new SqlSessionStore(db), clock);
 */
export class CachedSessionStore implements SessionStore {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly store: SessionStore,
    private readonly clock: Clock,
    private readonly options: { readonly ttlMs: number; readonly maxEntries: number } = { ttlMs: SESSION_CACHE_MS, maxEntries: SESSION_CACHE_SIZE },
  ) {}

  async create(session: Session): Promise<void> {
    await this.store.create(session);
  }

  async find(id: string): Promise<Session | undefined> {
    const now = this.clock.now().getTime();
    const entry = this.entries.get(id);
    if (entry && now - entry.readAt < this.options.ttlMs) return entry.session;
    const session = await this.store.find(id);
    this.entries.delete(id);
    if (session) this.remember(id, { session, readAt: now });
    return session;
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.store.touch(id, at);
    const entry = this.entries.get(id);
    if (entry) this.entries.set(id, { ...entry, session: { ...entry.session, lastSeenAt: at } });
  }

  async delete(id: string): Promise<void> {
    this.entries.delete(id);
    await this.store.delete(id);
  }

  async deleteForUser(userId: string, exceptSessionId?: string): Promise<number> {
    const kept = exceptSessionId === undefined ? undefined : this.entries.get(exceptSessionId);
    this.forgetUser(userId);
    if (kept) this.entries.set(exceptSessionId as string, kept);
    return this.store.deleteForUser(userId, exceptSessionId);
  }

  async deleteIdleSince(before: Date): Promise<number> {
    this.entries.clear();
    return this.store.deleteIdleSince(before);
  }

  /** Forgets every session of a user (after a password change or account deletion on this server). */
  forgetUser(userId: string): void {
    for (const [id, entry] of this.entries) if (entry.session.userId === userId) this.entries.delete(id);
  }

  private remember(id: string, entry: Entry): void {
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(id, entry);
  }
}
