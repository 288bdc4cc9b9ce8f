import fc from 'fast-check';
import { describe, it } from 'vitest';
import { clientAddressKey, fullAfterSeconds, SIGN_IN_THROTTLE, takeToken, type ThrottleBucket } from './throttle-rules.js';

const policy = fc.record({ capacity: fc.integer({ min: 1, max: 50 }), refillSeconds: fc.integer({ min: 1, max: 3600 }) });
const steps = fc.array(fc.integer({ min: -5_000, max: 120_000 }), { maxLength: 60 });

describe('token buckets: properties', () => {
  it('never let more attempts through than the capacity plus the tokens refilled over the time elapsed', () => {
    fc.assert(
      fc.property(policy, steps, (p, gaps) => {
        let bucket: ThrottleBucket | undefined;
        let now = new Date('2026-01-01T00:00:00Z').getTime();
        let forward = 0;
        let allowed = 0;
        for (const gap of gaps) {
          now += gap;
          forward += Math.max(0, gap);
          const t = takeToken(bucket, new Date(now), p);
          bucket = t.bucket;
          if (t.allowed) allowed += 1;
          if (t.bucket.tokens < 0 || t.bucket.tokens > p.capacity) return false;
          if (!t.allowed && (t.retryAfterSeconds < 1 || t.retryAfterSeconds > p.refillSeconds)) return false;
        }
        return allowed <= p.capacity + forward / 1000 / p.refillSeconds + 1e-9;
      }),
    );
  });

  it('a bucket idle for its full refill answers like a forgotten one (what the sweep relies on)', () => {
    const signIn = fc.constantFrom(...Object.values(SIGN_IN_THROTTLE));
    fc.assert(
      fc.property(fc.oneof(policy, signIn), fc.double({ min: 0, max: 1, noNaN: true }), fc.nat(86_400), (p, share, extra) => {
        const t0 = new Date('2026-01-01T00:00:00Z');
        const later = new Date(t0.getTime() + (fullAfterSeconds(p) + extra) * 1000);
        const kept = takeToken({ tokens: share * p.capacity, updatedAt: t0 }, later, p);
        const forgotten = takeToken(undefined, later, p);
        return kept.allowed === forgotten.allowed && Math.abs(kept.bucket.tokens - forgotten.bucket.tokens) < 1e-9;
      }),
    );
  });

  it('an attempt after waiting the answered seconds passes', () => {
    fc.assert(
      fc.property(policy, fc.double({ min: 0, max: 0.999, noNaN: true }), (p, tokens) => {
        const t0 = new Date('2026-01-01T00:00:00Z');
        const refused = takeToken({ tokens, updatedAt: t0 }, t0, p);
        return !refused.allowed && takeToken(refused.bucket, new Date(t0.getTime() + refused.retryAfterSeconds * 1000), p).allowed;
      }),
    );
  });

  it('every address of one IPv6 /64 shares a key', () => {
    const hex = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    fc.assert(
      fc.property(fc.array(hex, { minLength: 8, maxLength: 8 }), fc.array(hex, { minLength: 4, maxLength: 4 }), (a, tail) => {
        const other = [...a.slice(0, 4), ...tail];
        return clientAddressKey(a.join(':')) === clientAddressKey(other.join(':'));
      }),
    );
  });
});
