import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSessionExpired, SESSION_IDLE_MINUTES, shouldTouchSession } from './session-rules.js';

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
});
