/**
 * How long before expiry a cached result is refreshed: 5 seconds.
 *
 * @example
 * CACHE_REFRESH_LEAD_MS // 5000
 */
export const CACHE_REFRESH_LEAD_MS = 5_000;

/**
 * Retries after a failed refresh: up to 3, so at most 4 refresh attempts per stored result.
 *
 * @example
 * CACHE_REFRESH_MAX_RETRIES // 3
 */
export const CACHE_REFRESH_MAX_RETRIES = 3;

/**
 * Wait after a failed refresh before the next try. The spec gives none; 1 second lets all three
 * retries fall inside the 5-second lead when the calls fail fast, so the list rarely expires.
 *
 * @example
 * CACHE_RETRY_DELAY_MS // 1000
 */
export const CACHE_RETRY_DELAY_MS = 1_000;

/**
 * A cached result: its value, when it was stored (ms since the epoch) and for how long it is
 * fresh, the refreshes that failed since (and when the last one failed), and whether it was
 * invalidated. Plain readonly data; time only comes in through `now` arguments.
 *
 * @example
 * const e: CacheEntry<string[]> = { value: [], storedAtMs: 0, lifetimeMs: 300000, failedRefreshes: 0, lastFailureAtMs: null, invalidated: false };
 */
export type CacheEntry<T> = {
  readonly value: T;
  readonly storedAtMs: number;
  readonly lifetimeMs: number;
  readonly failedRefreshes: number;
  readonly lastFailureAtMs: number | null;
  readonly invalidated: boolean;
};

/**
 * A fresh entry for a value stored at `now` (a successful refresh stores a new entry).
 *
 * @example
 * createCacheEntry(['t1'], { now: new Date(0), lifetimeMs: 300000 }).storedAtMs // 0
 */
export function createCacheEntry<T>(value: T, options: { readonly now: Date; readonly lifetimeMs: number }): CacheEntry<T> {
  const lifetimeMs = Math.max(0, options.lifetimeMs);
  return { value, storedAtMs: options.now.getTime(), lifetimeMs, failedRefreshes: 0, lastFailureAtMs: null, invalidated: false };
}

/**
 * When an entry expires.
 *
 * @example
 * cacheExpiresAt(createCacheEntry(1, { now: new Date(0), lifetimeMs: 600000 })) // new Date(600000)
 */
export function cacheExpiresAt(entry: CacheEntry<unknown>): Date {
  return new Date(entry.storedAtMs + entry.lifetimeMs);
}

/**
 * Whether an entry may be served at `now`: not invalidated and not yet expired (expiry itself is
 * stale). A clock that went back before the store time still counts as fresh.
 *
 * @example
 * const e = createCacheEntry(1, { now: new Date(0), lifetimeMs: 300000 });
 * isFresh(e, new Date(299999)) // true
 * isFresh(e, new Date(300000)) // false
 */
export function isFresh(entry: CacheEntry<unknown>, now: Date): boolean {
  return !entry.invalidated && now.getTime() < entry.storedAtMs + entry.lifetimeMs;
}

/**
 * When the next background refresh of an entry is due: 5 seconds before expiry (or at storing, if
 * the lifetime is shorter), then 1 second after each failure while retries remain; null once the
 * 3 retries are spent or the entry was invalidated (an invalidated entry is fetched again when it
 * is next read, not in the background).
 *
 * @example
 * nextAttempt(createCacheEntry(1, { now: new Date(0), lifetimeMs: 300000 })) // new Date(295000)
 */
export function nextAttempt(entry: CacheEntry<unknown>): Date | null {
  if (entry.invalidated || entry.failedRefreshes > CACHE_REFRESH_MAX_RETRIES) return null;
  if (entry.failedRefreshes === 0 || entry.lastFailureAtMs === null) {
    return new Date(Math.max(entry.storedAtMs, entry.storedAtMs + entry.lifetimeMs - CACHE_REFRESH_LEAD_MS));
  }
  return new Date(entry.lastFailureAtMs + CACHE_RETRY_DELAY_MS);
}

/**
 * Whether a background refresh should start at `now`.
 *
 * @example
 * const e = createCacheEntry(1, { now: new Date(0), lifetimeMs: 300000 });
 * shouldRefresh(e, new Date(294999)) // false
 * shouldRefresh(e, new Date(295000)) // true
 */
export function shouldRefresh(entry: CacheEntry<unknown>, now: Date): boolean {
  const due = nextAttempt(entry);
  return due !== null && now.getTime() >= due.getTime();
}

/**
 * The entry after a refresh that failed at `now`: the old value is kept (and served while fresh),
 * the failure counted.
 *
 * @example
 * recordRefreshFailure(entry, new Date(295000)).failedRefreshes // 1
 */
export function recordRefreshFailure<T>(entry: CacheEntry<T>, now: Date): CacheEntry<T> {
  return { ...entry, failedRefreshes: entry.failedRefreshes + 1, lastFailureAtMs: now.getTime() };
}

/**
 * The entry invalidated: never fresh again and not refreshed in the background; the next read
 * fetches anew. Its value stays readable for a stale-while-loading display.
 *
 * @example
 * isFresh(invalidate(entry), now) // false
 */
export function invalidate<T>(entry: CacheEntry<T>): CacheEntry<T> {
  return entry.invalidated ? entry : { ...entry, invalidated: true };
}
