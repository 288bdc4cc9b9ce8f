import { describe, it } from 'vitest';
import fc from 'fast-check';
import { CACHE_REFRESH_MAX_RETRIES, createCacheEntry, invalidate, isFresh, recordRefreshFailure, shouldRefresh, nextAttempt } from './cache-entry.js';

const t0 = new Date('2026-05-01T10:00:00Z').getTime();
const lifetime = fc.integer({ min: 0, max: 3_600_000 });

describe('cache entry: properties', () => {
  it('an entry is fresh exactly until storedAt + lifetime, and freshness never comes back later', () => {
    fc.assert(
      fc.property(lifetime, fc.integer({ min: 0, max: 4_000_000 }), fc.integer({ min: 0, max: 100_000 }), (ms, offset, later) => {
        const e = createCacheEntry(0, { now: new Date(t0), lifetimeMs: ms });
        const fresh = isFresh(e, new Date(t0 + offset));
        return fresh === offset < ms && (!isFresh(e, new Date(t0 + offset + later)) || fresh);
      }),
    );
  });
  it('the first refresh falls due 5 s before expiry (never before storing), and not earlier', () => {
    fc.assert(
      fc.property(lifetime, fc.integer({ min: 0, max: 4_000_000 }), (ms, offset) => {
        const e = createCacheEntry(0, { now: new Date(t0), lifetimeMs: ms });
        return shouldRefresh(e, new Date(t0 + offset)) === offset >= Math.max(0, ms - 5000);
      }),
    );
  });
  it('however failures fall, at most 1 + 3 refresh attempts are ever due', () => {
    fc.assert(
      fc.property(lifetime, fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 10 }), (ms, gaps) => {
        let e = createCacheEntry(0, { now: new Date(t0), lifetimeMs: ms });
        let attempts = 0;
        for (const gap of gaps) {
          const due = nextAttempt(e);
          if (due === null) break;
          const attemptAt = new Date(due.getTime() + gap);
          if (!shouldRefresh(e, attemptAt)) return false;
          attempts += 1;
          e = recordRefreshFailure(e, attemptAt);
        }
        return attempts <= 1 + CACHE_REFRESH_MAX_RETRIES && (attempts < gaps.length ? nextAttempt(e) === null : true);
      }),
    );
  });
  it('an invalidated entry is never fresh and never refreshed in the background', () => {
    fc.assert(
      fc.property(lifetime, fc.integer({ min: -10_000, max: 4_000_000 }), fc.nat(5), (ms, offset, failures) => {
        let e = invalidate(createCacheEntry(0, { now: new Date(t0), lifetimeMs: ms }));
        for (let i = 0; i < failures; i += 1) e = recordRefreshFailure(e, new Date(t0 + i));
        const now = new Date(t0 + offset);
        return !isFresh(e, now) && !shouldRefresh(e, now);
      }),
    );
  });
});
