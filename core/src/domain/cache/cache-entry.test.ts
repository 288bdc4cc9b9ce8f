import { describe, expect, it } from 'vitest';
import {
  CACHE_REFRESH_LEAD_MS,
  CACHE_REFRESH_MAX_RETRIES,
  cacheExpiresAt,
  createCacheEntry,
  invalidate,
  isFresh,
  nextAttempt,
  recordRefreshFailure,
  shouldRefresh,
} from './cache-entry.js';

const t0 = new Date('2026-05-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const alerts = createCacheEntry(['a1'], { now: t0, lifetimeMs: 600_000 });

describe('cache entry ("cached for 10 minutes, auto-refreshed 5 seconds before expiry with up to 3 retries")', () => {
  it('is fresh for its lifetime', () => {
    expect(cacheExpiresAt(alerts)).toEqual(at(600_000));
    expect(isFresh(alerts, at(599_999))).toBe(true);
    expect(isFresh(alerts, at(600_000))).toBe(false);
    expect(isFresh(alerts, at(-1000))).toBe(true);
  });
  it('refreshes 5 s before expiry', () => {
    expect(CACHE_REFRESH_LEAD_MS).toBe(5000);
    expect(nextAttempt(alerts)).toEqual(at(595_000));
    expect(shouldRefresh(alerts, at(594_999))).toBe(false);
    expect(shouldRefresh(alerts, at(595_000))).toBe(true);
  });
  it('retries up to 3 times, a second apart, then gives up', () => {
    expect(CACHE_REFRESH_MAX_RETRIES).toBe(3);
    const once = recordRefreshFailure(alerts, at(595_200));
    expect(nextAttempt(once)).toEqual(at(596_200));
    expect(shouldRefresh(once, at(596_199))).toBe(false);
    const thrice = recordRefreshFailure(recordRefreshFailure(once, at(596_300)), at(597_400));
    expect(thrice.failedRefreshes).toBe(3);
    expect(nextAttempt(thrice)).toEqual(at(598_400));
    const four = recordRefreshFailure(thrice, at(598_500));
    expect(nextAttempt(four)).toBeNull();
    expect(shouldRefresh(four, at(10_000_000))).toBe(false);
    expect(isFresh(four, at(599_000))).toBe(true);
    expect(four.value).toEqual(['a1']);
  });
  it('invalidation ends freshness and background refresh', () => {
    const gone = invalidate(alerts);
    expect(isFresh(gone, t0)).toBe(false);
    expect(nextAttempt(gone)).toBeNull();
    expect(invalidate(gone)).toBe(gone);
  });
  it('refreshes a lifetime shorter than the lead right away', () => {
    expect(nextAttempt(createCacheEntry(1, { now: t0, lifetimeMs: 2000 }))).toEqual(t0);
  });
});
