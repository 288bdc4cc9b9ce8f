/** When the privacy statement last changed (seconds since the epoch): 2026-01-01T00:00:00Z. */
export const PRIVACY_STATEMENT_UPDATED_AT = 1_767_225_600;

/**
 * Whether a user must acknowledge the privacy statement: only when the statement changed after
 * the user last acknowledged it (never acknowledged counts as before any change). An account
 * created after the last change acknowledged it at sign-up, so it is not asked again.
 *
 * @example
 * mustAcknowledgePrivacy(0) // true
 * mustAcknowledgePrivacy(PRIVACY_STATEMENT_UPDATED_AT) // false
 */
export function mustAcknowledgePrivacy(lastAcknowledgedAt: number, updatedAt = PRIVACY_STATEMENT_UPDATED_AT): boolean {
  return lastAcknowledgedAt < updatedAt;
}

/**
 * The acknowledgement stamp: the current time in whole seconds.
 *
 * @example
 * acknowledgementStamp(new Date('2026-11-21T00:00:00.900Z')) // 1795219200
 */
export function acknowledgementStamp(now: Date): number {
  return Math.floor(now.getTime() / 1000);
}

/**
 * The acknowledgement the server stores when a user acknowledges the statement: the server's own
 * time in seconds (a browser's clock may be wrong, and an old stamp would ask again), never
 * earlier than the one already stored.
 *
 * @example
 * recordedAcknowledgement(0, new Date('2026-11-21T00:00:00Z')) // 1795219200
 * recordedAcknowledgement(1_900_000_000, new Date('2026-11-21T00:00:00Z')) // 1900000000
 */
export function recordedAcknowledgement(previous: number, now: Date): number {
  return Math.max(previous, acknowledgementStamp(now));
}
