import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSessionExpired, isSessionOver, SESSION_IDLE_MINUTES, SESSION_MAX_AGE_DAYS, shouldTouchSession } from './session-rules.js';

describe('session rules', () => {
  const t0 = new Date('2026-11-21T10:00:00Z');
  it('expires after 30 minutes of inactivity, not before', () => {
    expect(isSessionExpired(t0, new Date('2026-11-21T10:30:00Z'))).toBe(false);
    expect(isSessionExpired(t0, new Date('2026-11-21T10:30:01Z'))).toBe(true);
  });
  it('an expired session stays expired as time goes on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 10 ** 9 }), (a, b) => {
        const [early, late] = a < b ? [a, b] : [b, a];
        const expiredEarly = isSessionExpired(t0, new Date(t0.getTime() + early));
        return !expiredEarly || isSessionExpired(t0, new Date(t0.getTime() + late));
      }),
    );
    expect(SESSION_IDLE_MINUTES).toBe(30);
  });
  it('touches at most once a minute', () => {
    expect(shouldTouchSession(t0, new Date(t0.getTime() + 59_000))).toBe(false);
    expect(shouldTouchSession(t0, new Date(t0.getTime() + 60_000))).toBe(true);
  });
  it('ends 30 days after sign-in even when kept busy', () => {
    const lastSeen = (days: number) => new Date(t0.getTime() + days * 86_400_000 - 60_000);
    const at = (days: number, ms = 0) => new Date(t0.getTime() + days * 86_400_000 + ms);
    expect(isSessionOver({ createdAt: t0, lastSeenAt: lastSeen(30) }, at(30))).toBe(false);
    expect(isSessionOver({ createdAt: t0, lastSeenAt: lastSeen(30) }, at(30, 1))).toBe(true);
    expect(isSessionOver({ createdAt: t0, lastSeenAt: t0 }, at(0, 31 * 60_000))).toBe(true);
    expect(SESSION_MAX_AGE_DAYS).toBe(30);
  });
  it('a session is over exactly when idle too long or older than its lifetime', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 * 86_400_000 }), fc.integer({ min: 0, max: 3_600_000 }), (age, idle) => {
        const now = new Date(t0.getTime() + age + idle);
        const over = isSessionOver({ createdAt: t0, lastSeenAt: new Date(t0.getTime() + age) }, now);
        return over === (idle > SESSION_IDLE_MINUTES * 60_000 || age + idle > SESSION_MAX_AGE_DAYS * 86_400_000);
      }),
    );
  });
});
