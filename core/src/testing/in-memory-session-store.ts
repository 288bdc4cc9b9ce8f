import type { Session, SessionStore } from '../ports/session-store.port.js';

/**
 * Sessions in memory, for tests: the same answers as `SqlSessionStore`.
 *
 * @example
 * const sessions = new InMemorySessionStore();
 * await sessions.create({ id: 's1', userId: 'u1', createdAt: now, lastSeenAt: now });
 */
export class InMemorySessionStore implements SessionStore {
  readonly rows = new Map<string, Session>();

  create(session: Session): Promise<void> {
    if (this.rows.has(session.id)) return Promise.reject(new Error(`session ${session.id} exists (primary key)`));
    this.rows.set(session.id, session);
    return Promise.resolve();
  }

  find(id: string): Promise<Session | undefined> {
    return Promise.resolve(this.rows.get(id));
  }

  touch(id: string, at: Date): Promise<void> {
    const session = this.rows.get(id);
    if (session) this.rows.set(id, { ...session, lastSeenAt: at });
    return Promise.resolve();
  }

  delete(id: string): Promise<void> {
    this.rows.delete(id);
    return Promise.resolve();
  }

  deleteForUser(userId: string, exceptSessionId?: string): Promise<number> {
    return Promise.resolve(this.deleteWhere((s) => s.userId === userId && s.id !== exceptSessionId));
  }

  deleteIdleSince(before: Date): Promise<number> {
    return Promise.resolve(this.deleteWhere((s) => s.lastSeenAt.getTime() < before.getTime()));
  }

  private deleteWhere(test: (session: Session) => boolean): number {
    const gone = [...this.rows.values()].filter(test);
    for (const s of gone) this.rows.delete(s.id);
    return gone.length;
  }
}
