import type { Clock } from '../ports/clock.port.js';
import { createCacheEntry, invalidate, isFresh, nextAttempt, recordRefreshFailure, shouldRefresh, type CacheEntry } from '../domain/cache/cache-entry.js';
import { cacheKeysInvalidatedBy } from '../domain/cache/cache-invalidation.js';
import { CACHE_LIFETIMES_MS, type CacheKey } from '../domain/cache/cache-keys.js';

/**
 * The type of value kept under each key.
 *
 * @example
 * type Values = CacheValues & { 'trips:list': readonly string[] };
 */
export type CacheValues = Record<CacheKey, unknown>;

/**
 * The cache policy over a store of entries: reads serve only fresh values, writes stamp the
 * clock's time, and the background refresh is driven from outside. Core starts no timers: the
 * caller asks {@link CachePolicy.nextWakeUp} when to look again, then {@link CachePolicy.dueForRefresh}
 * which keys to fetch, and reports each outcome with `set` or `refreshFailed`.
 *
 * @example
 * const cache = new CachePolicy<{ 'trips:list': string[]; 'accountAlerts:list': number }>(clock);
 * cache.set('trips:list', ['t1']);
 * cache.get('trips:list'); // ['t1'] for the next 5 minutes
 */
export class CachePolicy<V extends CacheValues = CacheValues> {
  constructor(
    private readonly clock: Clock,
    private readonly store: Map<CacheKey, CacheEntry<unknown>> = new Map(),
    private readonly lifetimesMs: Readonly<Record<CacheKey, number>> = CACHE_LIFETIMES_MS,
  ) {}

  /**
   * The fresh value of a key, or undefined when it is missing, expired or invalidated.
   *
   * @example
   * cache.get('accountAlerts:list') // undefined until set
   */
  get<K extends CacheKey>(key: K): V[K] | undefined {
    const entry = this.store.get(key);
    // The store only receives values through set(), which is typed by V.
    return entry !== undefined && isFresh(entry, this.clock.now()) ? (entry.value as V[K]) : undefined;
  }

  /**
   * The stored entry of a key, fresh or not (for a stale-while-loading display).
   *
   * @example
   * cache.entry('trips:list')?.invalidated // false
   */
  entry<K extends CacheKey>(key: K): CacheEntry<V[K]> | undefined {
    return this.store.get(key) as CacheEntry<V[K]> | undefined;
  }

  /**
   * Stores a value fetched now, with its key's lifetime (also after a successful refresh).
   *
   * @example
   * cache.set('accountAlerts:list', list);
   */
  set<K extends CacheKey>(key: K, value: V[K]): void {
    this.store.set(key, createCacheEntry(value, { now: this.clock.now(), lifetimeMs: this.lifetimesMs[key] }));
  }

  /**
   * Counts a failed background refresh of a key; the old value stays while fresh.
   *
   * @example
   * cache.refreshFailed('accountAlerts:list');
   */
  refreshFailed(key: CacheKey): void {
    const entry = this.store.get(key);
    if (entry !== undefined) this.store.set(key, recordRefreshFailure(entry, this.clock.now()));
  }

  /**
   * Invalidates keys: they are fetched anew on their next read.
   *
   * @example
   * cache.invalidate('trips:list');
   */
  invalidate(...keys: readonly CacheKey[]): void {
    for (const key of keys) {
      const entry = this.store.get(key);
      if (entry !== undefined) this.store.set(key, invalidate(entry));
    }
  }

  /**
   * Invalidates what new alerts make stale (see `cacheKeysInvalidatedBy`) and returns those keys.
   *
   * @example
   * cache.invalidateForNewAlerts(['FI']) // ['accountAlerts:list', 'trips:list']
   */
  invalidateForNewAlerts(codes: readonly string[]): readonly CacheKey[] {
    const keys = cacheKeysInvalidatedBy(codes);
    this.invalidate(...keys);
    return keys;
  }

  /**
   * The keys whose background refresh should start now.
   *
   * @example
   * cache.dueForRefresh() // ['accountAlerts:list'] 5 s before it expires
   */
  dueForRefresh(): readonly CacheKey[] {
    const now = this.clock.now();
    return [...this.store].filter(([, entry]) => shouldRefresh(entry, now)).map(([key]) => key);
  }

  /**
   * The earliest time a refresh falls due, or null when none is planned.
   *
   * @example
   * cache.nextWakeUp() // 5 s before the earliest expiry
   */
  nextWakeUp(): Date | null {
    const times = [...this.store.values()]
      .map(nextAttempt)
      .filter((d): d is Date => d !== null)
      .map((d) => d.getTime());
    return times.length === 0 ? null : new Date(Math.min(...times));
  }
}
