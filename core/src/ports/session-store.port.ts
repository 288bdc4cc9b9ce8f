/** A signed-in session. */
export interface Session {
  /** 64 random characters; the cookie value. */
  readonly id: string;
  readonly userId: string;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  /** The account's blocked status when the store read it with the session and it is blocked (see blockedSessions). */
  readonly blockedStatus?: string;
}

/**
 * Sessions, kept in the database so any number of servers can share them.
 *
 * @example
 * await sessions.create({ id, userId, createdAt: now, lastSeenAt: now });
 */
export interface SessionStore {
  create(session: Session): Promise<void>;
  find(id: string): Promise<Session | undefined>;
  touch(id: string, at: Date): Promise<void>;
  delete(id: string): Promise<void>;
  /** Ends every session of a user except `exceptSessionId` (the one asking, if any); returns how many. */
  deleteForUser(userId: string, exceptSessionId?: string): Promise<number>;
  /** Removes sessions last seen before `before`; returns how many. */
  deleteIdleSince(before: Date): Promise<number>;
}
