/**
 * Every i18next key of the `stats` namespace that core can produce. The UI's seven `stats`
 * catalogues must hold each of them.
 *
 * @example
 * STATS_MESSAGE_KEYS.includes('stats:distance.miles') // true
 */
export const STATS_MESSAGE_KEYS = ['stats:distance.miles', 'stats:distance.kilometres', 'stats:co2', 'stats:year.all', 'stats:year.one'] as const;

/**
 * A key of the `stats` namespace, namespace prefix included.
 *
 * @example
 * const key: StatsMessageKey = 'stats:year.all';
 */
export type StatsMessageKey = (typeof STATS_MESSAGE_KEYS)[number];

/**
 * What the UI needs to show a stats text: an i18next key and its interpolation values. Numbers
 * are passed as numbers for the UI to format in the user's language.
 *
 * @example
 * const m: StatsMessage = { key: 'stats:distance.miles', values: { count: 6214 } };
 * // t(m.key, m.values) -> "6,214 mi"
 */
export type StatsMessage = {
  readonly key: StatsMessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
};

/**
 * Builds a {@link StatsMessage}, leaving `values` out when there are none.
 *
 * @example
 * statsMessage('stats:year.all') // { key: 'stats:year.all' }
 */
export function statsMessage(key: StatsMessageKey, values?: Readonly<Record<string, string | number>>): StatsMessage {
  return values === undefined ? { key } : { key, values };
}
