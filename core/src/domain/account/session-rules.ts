/** Sessions end after this many minutes without a request (see also {@link SESSION_MAX_AGE_DAYS}). */
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

/**
 * Days a session lasts at most from its sign-in, however busy it is kept.
 *
 * @example
 * SESSION_MAX_AGE_DAYS // 30
 */
export const SESSION_MAX_AGE_DAYS = 30;

/**
 * Whether a session has ended at `now`: 30 minutes without a request, or 30 days since sign-in.
 *
 * @example
 * const t = new Date('2026-01-01T10:00:00Z');
 * isSessionOver({ createdAt: t, lastSeenAt: new Date('2026-01-31T09:59:00Z') }, new Date('2026-01-31T10:00:00Z')) // false
 * isSessionOver({ createdAt: t, lastSeenAt: new Date('2026-01-31T10:00:00Z') }, new Date('2026-01-31T10:00:01Z')) // true
 */
export function isSessionOver(session: { readonly createdAt: Date; readonly lastSeenAt: Date }, now: Date): boolean {
  return isSessionExpired(session.lastSeenAt, now) || now.getTime() - session.createdAt.getTime() > SESSION_MAX_AGE_DAYS * 86_400_000;
}
