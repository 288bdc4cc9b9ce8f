/**
 * The cached lists (part 3 section 4): the trip list and the account alerts.
 *
 * @example
 * CACHE_KEYS // ['trips:list', 'accountAlerts:list']
 */
export const CACHE_KEYS = ['trips:list', 'accountAlerts:list'] as const;

/**
 * One cache key.
 *
 * @example
 * const key: CacheKey = 'accountAlerts:list';
 */
export type CacheKey = (typeof CACHE_KEYS)[number];

/**
 * How long a cached result stays fresh unless its key says otherwise: 5 minutes.
 *
 * @example
 * DEFAULT_CACHE_LIFETIME_MS // 300000
 */
export const DEFAULT_CACHE_LIFETIME_MS = 300_000;

/**
 * How long the alert list stays fresh: 10 minutes.
 *
 * @example
 * ALERTS_CACHE_LIFETIME_MS // 600000
 */
export const ALERTS_CACHE_LIFETIME_MS = 600_000;

/**
 * The lifetime of each key: the trip list the default 5 minutes, the alert list 10 minutes.
 *
 * @example
 * CACHE_LIFETIMES_MS['trips:list'] // 300000
 */
export const CACHE_LIFETIMES_MS: Readonly<Record<CacheKey, number>> = {
  'trips:list': DEFAULT_CACHE_LIFETIME_MS,
  'accountAlerts:list': ALERTS_CACHE_LIFETIME_MS,
};

/**
 * Whether a string is a cache key.
 *
 * @example
 * isCacheKey('trips:list') // true
 * isCacheKey('trips')      // false
 */
export function isCacheKey(s: string): s is CacheKey {
  return (CACHE_KEYS as readonly string[]).includes(s);
}
