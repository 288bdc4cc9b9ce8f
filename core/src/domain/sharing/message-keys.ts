/**
 * Every i18next key of the `sharing` namespace that the Inner Circle, calendar feed and public
 * sharing rules of core can produce. The UI's seven `sharing` catalogues must hold each of them;
 * the English texts are those of part 3 section 8 (where the spec gives no wording, the UI writes
 * a plain sentence naming the failed action).
 *
 * @example
 * SHARING_MESSAGE_KEYS.includes('sharing:innerCircle.alreadyInvited') // true
 */
export const SHARING_MESSAGE_KEYS = [
  'sharing:innerCircle.undefinedError',
  'sharing:innerCircle.alreadyInvited',
  'sharing:innerCircle.jurisdictionBlocked',
  'sharing:innerCircle.cannotInviteSelf',
  'sharing:calendarFeed.updateFailed',
  'sharing:calendarFeed.urlSaveFailed',
  'sharing:calendarFeed.resetOrDisableFailed',
  'sharing:calendarFeed.propagationNotice',
  'sharing:publicSharing.resetFailed',
  'sharing:publicSharing.disabledForUser',
  'sharing:publicSharing.updateFailed',
] as const;

/**
 * A key of the `sharing` namespace, namespace prefix included.
 *
 * @example
 * const key: SharingMessageKey = 'sharing:publicSharing.resetFailed'; // "Unable to reset public share URL"
 */
export type SharingMessageKey = (typeof SHARING_MESSAGE_KEYS)[number];

/**
 * What the UI needs to show a sharing text: an i18next key and its interpolation values.
 *
 * @example
 * const m: SharingMessage = { key: 'sharing:innerCircle.alreadyInvited', values: { email: 'ada@example.com' } };
 * // t(m.key, m.values) -> "You have already invited ada@example.com."
 */
export type SharingMessage = {
  readonly key: SharingMessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
};

/**
 * Builds a {@link SharingMessage}, leaving `values` out when there are none.
 *
 * @example
 * sharingMessage('sharing:publicSharing.resetFailed') // { key: 'sharing:publicSharing.resetFailed' }
 * sharingMessage('sharing:calendarFeed.propagationNotice', { hours: 48 })
 */
export function sharingMessage(key: SharingMessageKey, values?: Readonly<Record<string, string | number>>): SharingMessage {
  return values === undefined ? { key } : { key, values };
}
