import { describe, it } from 'vitest';
import fc from 'fast-check';
import { ManualClock } from '../testing/fakes.js';
import { CACHE_KEYS, CACHE_LIFETIMES_MS } from '../domain/cache/cache-keys.js';
import { CachePolicy } from './cache-policy.js';

const t0 = new Date('2026-05-01T10:00:00Z');
const op = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), key: fc.constantFrom(...CACHE_KEYS), value: fc.integer() }),
  fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 400_000 }) }),
  fc.record({ kind: fc.constant('invalidate' as const), key: fc.constantFrom(...CACHE_KEYS) }),
  fc.record({ kind: fc.constant('fail' as const), key: fc.constantFrom(...CACHE_KEYS) }),
);

describe('CachePolicy: properties', () => {
  it('get answers the last value set exactly while within its lifetime and not invalidated since', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const clock = new ManualClock(t0);
        const cache = new CachePolicy(clock);
        const model = new Map<string, { value: number; at: number; valid: boolean }>();
        for (const o of ops) {
          if (o.kind === 'set') {
            cache.set(o.key, o.value);
            model.set(o.key, { value: o.value, at: clock.now().getTime(), valid: true });
          }
          if (o.kind === 'advance') clock.advance(o.ms);
          if (o.kind === 'invalidate') {
            cache.invalidate(o.key);
            const m = model.get(o.key);
            if (m) m.valid = false;
          }
          if (o.kind === 'fail') cache.refreshFailed(o.key);
          for (const key of CACHE_KEYS) {
            const m = model.get(key);
            const expected = m !== undefined && m.valid && clock.now().getTime() - m.at < CACHE_LIFETIMES_MS[key] ? m.value : undefined;
            if (cache.get(key) !== expected) return false;
          }
        }
        return true;
      }),
    );
  });
  it('nothing is due before the wake-up time, and something is due at it', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const clock = new ManualClock(t0);
        const cache = new CachePolicy(clock);
        for (const o of ops) {
          if (o.kind === 'set') cache.set(o.key, o.value);
          if (o.kind === 'advance') clock.advance(o.ms);
          if (o.kind === 'invalidate') cache.invalidate(o.key);
          if (o.kind === 'fail') cache.refreshFailed(o.key);
        }
        const wake = cache.nextWakeUp();
        if (wake === null) return cache.dueForRefresh().length === 0;
        const due = cache.dueForRefresh().length > 0;
        if (clock.now().getTime() < wake.getTime()) {
          if (due) return false;
          clock.set(wake);
        }
        return cache.dueForRefresh().length > 0;
      }),
    );
  });
});
