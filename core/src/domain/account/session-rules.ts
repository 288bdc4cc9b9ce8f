/** Sessions end after this many minutes without a request. */
export const SESSION_IDLE_MINUTES = 30;
/** Length of a session id. */
export const SESSION_ID_LENGTH = 64;
/** A session's last-seen stamp is refreshed at most this often, to spare writes. */
export const SESSION_TOUCH_SECONDS = 60;

/**
 * Whether a session last seen at `lastSeenAt` has expired at `now` (30 minutes of inactivity).
 *
 * @example
 * isSessionExpired(new Date('2026-01-01T10:00:00Z'), new Date('2026-01-01T10:30:01Z')) // true
 */
export function isSessionExpired(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() > SESSION_IDLE_MINUTES * 60_000;
}

/**
 * Whether the last-seen stamp is old enough to be written again.
 *
 * @example
 * shouldTouchSession(new Date(0), new Date(61_000)) // true
 */
export function shouldTouchSession(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_SECONDS * 1000;
}
