/**
 * Every i18next key of the `alerts` namespace that the alert rules of core can produce. The UI's
 * seven `alerts` catalogues must hold each of them.
 *
 * @example
 * ALERT_MESSAGE_KEYS.includes('alerts:time.justNow') // true
 */
export const ALERT_MESSAGE_KEYS = ['alerts:aiExtractor.title', 'alerts:aiExtractor.message', 'alerts:time.justNow', 'alerts:dismissFailed'] as const;

/**
 * A key of the `alerts` namespace, namespace prefix included.
 *
 * @example
 * const key: AlertMessageKey = 'alerts:dismissFailed'; // "Dismiss alerts error"
 */
export type AlertMessageKey = (typeof ALERT_MESSAGE_KEYS)[number];

/**
 * What the UI needs to show an alert text: an i18next key and its interpolation values.
 *
 * @example
 * const m: AlertMessage = { key: 'alerts:time.justNow' };
 */
export type AlertMessage = {
  readonly key: AlertMessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
};

/**
 * Builds an {@link AlertMessage}, leaving `values` out when there are none.
 *
 * @example
 * alertMessage('alerts:dismissFailed') // { key: 'alerts:dismissFailed' }
 */
export function alertMessage(key: AlertMessageKey, values?: Readonly<Record<string, string | number>>): AlertMessage {
  return values === undefined ? { key } : { key, values };
}
