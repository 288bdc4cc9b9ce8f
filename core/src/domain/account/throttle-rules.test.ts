import { describe, expect, it } from 'vitest';
import { clientAddressKey, fullAfterSeconds, IDLE_BUCKET_SECONDS, refilledTokens, retryAfter, SIGN_IN_THROTTLE, takeToken } from './throttle-rules.js';

const T = new Date('2026-01-01T10:00:00Z');
const at = (seconds: number) => new Date(T.getTime() + seconds * 1000);
const policy = { capacity: 5, refillSeconds: 60 };

describe('token buckets', () => {
  it('start full and refill one token per period up to the capacity', () => {
    expect(refilledTokens(undefined, T, policy)).toBe(5);
    expect(refilledTokens({ tokens: 0, updatedAt: T }, at(90), policy)).toBe(1.5);
    expect(refilledTokens({ tokens: 4, updatedAt: T }, at(3600), policy)).toBe(5);
    expect(refilledTokens({ tokens: 2, updatedAt: T }, at(-60), policy)).toBe(2);
  });

  it('let capacity attempts through at once, then one per period', () => {
    let bucket;
    const allowed: boolean[] = [];
    for (let i = 0; i < 7; i += 1) {
      const t = takeToken(bucket, T, policy);
      bucket = t.bucket;
      allowed.push(t.allowed);
    }
    expect(allowed).toEqual([true, true, true, true, true, false, false]);
    expect(takeToken(bucket, at(59), policy)).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect(takeToken(bucket, at(60), policy).allowed).toBe(true);
  });

  it('take nothing from a refused attempt, so hammering never lengthens the wait', () => {
    const empty = { tokens: 0, updatedAt: T };
    const refused = takeToken(empty, at(30), policy);
    expect(refused).toEqual({ allowed: false, bucket: { tokens: 0.5, updatedAt: at(30) }, retryAfterSeconds: 30 });
    expect(takeToken(refused.bucket, at(60), policy).allowed).toBe(true);
  });

  it('answer the whole seconds to wait', () => {
    expect(retryAfter(0.25, policy)).toBe(45);
    expect(retryAfter(0.999, policy)).toBe(1);
    expect(retryAfter(1, policy)).toBe(0);
    expect(retryAfter(-3, policy)).toBe(60);
  });

  it('keep the owner’s wait on a new browser short', () => {
    expect(retryAfter(0, SIGN_IN_THROTTLE.account)).toBe(60);
    expect(retryAfter(0, SIGN_IN_THROTTLE.address)).toBe(10);
  });
});

describe('forgetting idle buckets', () => {
  it('waits for the slowest sign-in bucket to be full again: an hour', () => {
    expect(fullAfterSeconds(SIGN_IN_THROTTLE.account)).toBe(300);
    expect(fullAfterSeconds(SIGN_IN_THROTTLE.alert)).toBe(3600);
    expect(IDLE_BUCKET_SECONDS).toBe(3600);
    for (const p of Object.values(SIGN_IN_THROTTLE)) expect(fullAfterSeconds(p)).toBeLessThanOrEqual(IDLE_BUCKET_SECONDS);
  });
});

describe('clientAddressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:DB8:0:1:aaaa::1', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:0db8:0000:0001:0000:0000:0000:0002', '2001:db8:0:1::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s → %s', (address, key) => {
    expect(clientAddressKey(address)).toBe(key);
  });
});
