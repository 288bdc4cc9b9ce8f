import { describe, it } from 'vitest';
import fc from 'fast-check';
import { checkLoginAllowed, loginDelay, MAX_LOGIN_DELAY_SECONDS } from './login-throttle.js';

const t = new Date('2026-01-01T10:00:00Z');

describe('login throttle: properties', () => {
  it('the delay never shrinks with more failures and stays within 0..900', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 100 }), (n) => {
        const d = loginDelay(n);
        return d >= 0 && d <= MAX_LOGIN_DELAY_SECONDS && loginDelay(n + 1) >= d && (n > 4 || d === 0);
      }),
    );
  });
  it('an attempt is allowed exactly when the delay has passed or the failures have expired', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 1_200_000 }), (failures, waitedMs) => {
        const result = checkLoginAllowed({ failures, lastFailureAt: t, now: new Date(t.getTime() + waitedMs) });
        const expected = waitedMs >= 900_000 || waitedMs >= loginDelay(failures) * 1000;
        return result.ok === expected;
      }),
    );
  });
  it('retrying after the advertised wait always succeeds, and the wait never exceeds the delay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 1_200_000 }), (failures, waitedMs) => {
        const now = new Date(t.getTime() + waitedMs);
        const result = checkLoginAllowed({ failures, lastFailureAt: t, now });
        if (result.ok) return true;
        const { retryAfterSeconds } = result.error;
        const retryAt = new Date(now.getTime() + retryAfterSeconds * 1000);
        return retryAfterSeconds >= 1 && retryAfterSeconds <= loginDelay(failures) && checkLoginAllowed({ failures, lastFailureAt: t, now: retryAt }).ok;
      }),
    );
  });
});
