/** When the privacy statement last changed (seconds since the epoch): 2026-01-01T00:00:00Z. */
export const PRIVACY_STATEMENT_UPDATED_AT = 1_767_225_600;

/**
 * Whether a user must acknowledge the privacy statement: never acknowledged, or before its last change.
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
