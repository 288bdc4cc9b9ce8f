/**
 * Every i18next key of the `points` namespace that core can produce: the status messages of part
 * 3 section 8 ("Points program messages") and the status labels of the Point Tracker vocabulary
 * (part 3 section 4). The UI's seven `points` catalogues must hold each of them.
 *
 * @example
 * POINTS_MESSAGE_KEYS.includes('points:status.accountLocked') // true
 */
export const POINTS_MESSAGE_KEYS = [
  'points:status.noLongerTracked',
  'points:status.securityQuestion',
  'points:status.unableToGather',
  'points:status.temporarilyDisabled',
  'points:status.siteNeedsAttention',
  'points:status.accountLocked',
  'points:status.invalidCredentials',
  'points:status.editToTrack',
  'points:status.forwardStatementNew',
  'points:status.balanceOutOfDate',
  'points:status.forwardToStart',
  'points:status.cannotAccess',
  'points:label.updating',
  'points:label.signInProblem',
  'points:label.securityAnswerNeeded',
  'points:label.notSupported',
  'points:label.timeout',
  'points:label.disabled',
  'points:label.providerError',
  'points:label.lockout',
  'points:label.pendingUserUpdate',
  'points:label.deprecated',
  'points:label.deprecatedEmailTracked',
  'points:label.emailTrackedOutOfDate',
  'points:label.genericError',
] as const;

/**
 * A key of the `points` namespace, namespace prefix included.
 *
 * @example
 * const key: PointsMessageKey = 'points:status.balanceOutOfDate';
 */
export type PointsMessageKey = (typeof POINTS_MESSAGE_KEYS)[number];

/**
 * What the UI needs to show a points text: an i18next key and its interpolation values
 * (`program`: the program's name; `email`: the address statements are forwarded to).
 *
 * @example
 * const m: PointsMessage = { key: 'points:status.securityQuestion', values: { program: 'SkyMiles' } };
 */
export type PointsMessage = {
  readonly key: PointsMessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
};

/**
 * Builds a {@link PointsMessage}, leaving `values` out when there are none.
 *
 * @example
 * pointsMessage('points:status.accountLocked') // { key: 'points:status.accountLocked' }
 */
export function pointsMessage(key: PointsMessageKey, values?: Readonly<Record<string, string | number>>): PointsMessage {
  return values === undefined ? { key } : { key, values };
}
