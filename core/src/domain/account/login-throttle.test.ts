import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import {
  checkLoginAllowed,
  effectiveLoginFailures,
  LOGIN_FAILURE_WINDOW_SECONDS,
  loginDelay,
  loginThrottledMessage,
  MAX_LOGIN_DELAY_SECONDS,
} from './login-throttle.js';

const t = new Date('2026-01-01T10:00:00Z');
const after = (seconds: number) => new Date(t.getTime() + seconds * 1000);

describe('loginDelay', () => {
  it('is free for the first 4 failures, then doubles from 2 seconds up to 900', () => {
    expect([0, 1, 2, 3, 4].map(loginDelay)).toEqual([0, 0, 0, 0, 0]);
    expect([5, 6, 7, 8, 13].map(loginDelay)).toEqual([2, 4, 8, 16, 512]);
    expect([14, 50, Infinity].map(loginDelay)).toEqual([900, 900, 900]);
    expect(MAX_LOGIN_DELAY_SECONDS).toBe(900);
  });
  it('treats odd counts safely', () => {
    expect([-3, NaN, 5.9].map(loginDelay)).toEqual([0, 0, 2]);
  });
});

describe('checkLoginAllowed', () => {
  it('allows a first attempt and attempts after up to 4 failures', () => {
    expect(checkLoginAllowed({ failures: 0, lastFailureAt: null, now: t })).toEqual(ok(null));
    expect(checkLoginAllowed({ failures: 4, lastFailureAt: t, now: t })).toEqual(ok(null));
  });
  it('throttles until the delay has passed since the last failure', () => {
    expect(checkLoginAllowed({ failures: 6, lastFailureAt: t, now: after(1) })).toEqual(err({ kind: 'throttled', retryAfterSeconds: 3 }));
    expect(checkLoginAllowed({ failures: 6, lastFailureAt: t, now: after(3.5) })).toEqual(err({ kind: 'throttled', retryAfterSeconds: 1 }));
    expect(checkLoginAllowed({ failures: 6, lastFailureAt: t, now: after(4) })).toEqual(ok(null));
  });
  it('forgets failures 15 minutes after the last one', () => {
    expect(LOGIN_FAILURE_WINDOW_SECONDS).toBe(900);
    expect(effectiveLoginFailures({ failures: 20, lastFailureAt: t, now: after(899) })).toBe(20);
    expect(effectiveLoginFailures({ failures: 20, lastFailureAt: t, now: after(900) })).toBe(0);
    expect(checkLoginAllowed({ failures: 20, lastFailureAt: t, now: after(899) })).toEqual(err({ kind: 'throttled', retryAfterSeconds: 1 }));
    expect(checkLoginAllowed({ failures: 20, lastFailureAt: t, now: after(900) })).toEqual(ok(null));
  });
  it('does not lengthen the wait when the clock goes backwards', () => {
    expect(checkLoginAllowed({ failures: 6, lastFailureAt: t, now: after(-60) })).toEqual(err({ kind: 'throttled', retryAfterSeconds: 4 }));
  });
  it('maps to the throttled message', () => {
    expect(loginThrottledMessage({ kind: 'throttled', retryAfterSeconds: 8 })).toEqual({
      key: 'validation:login.throttled',
      values: { seconds: 8 },
    });
  });
});
