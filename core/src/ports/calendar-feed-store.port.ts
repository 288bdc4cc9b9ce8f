/**
 * A user's calendar feed as kept: the sealed token (SecretBox) and when it was made.
 *
 * @example
 * const f: StoredCalendarFeed = { userId: 'u1', sealedToken: 'v1.…', createdAt: new Date() };
 */
export interface StoredCalendarFeed {
  readonly userId: string;
  readonly sealedToken: string;
  readonly createdAt: Date;
}

/**
 * Where calendar feeds are kept: at most one per user, found by its token (the store keeps only
 * a hash of it for the lookup and the sealed token to show the URL again).
 *
 * @example
 * await feeds.save('u1', token, box.seal(token), now);
 * await feeds.ownerOf(token) // 'u1'
 */
export interface CalendarFeedStore {
  feedOf(userId: string): Promise<StoredCalendarFeed | undefined>;
  /** The user whose current feed has this token; undefined for an unknown or replaced one. */
  ownerOf(token: string): Promise<string | undefined>;
  /** Keeps the user's feed, replacing the previous one (whose token stops working). */
  save(userId: string, token: string, sealedToken: string, now: Date): Promise<void>;
  /** Removes the user's feed; false when there was none. */
  remove(userId: string): Promise<boolean>;
}
