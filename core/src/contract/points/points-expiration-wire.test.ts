import { describe, expect, it } from 'vitest';
import { needsAttention } from '../../domain/points/expiring-balance.js';
import { pointsExpirationFromWire, pointsExpirationToWire, pointsExpirationWire } from './points-expiration-wire.js';

// Spec part 3 section 3: "expirations (date, amount)"; section 9: "expiring within 31 days".
describe('points expiration wire codec', () => {
  it('reads and writes an expiration with the spec keys', () => {
    const e = pointsExpirationFromWire(pointsExpirationWire.parse({ date: '2026-06-01', amount: '500' }));
    expect(e).toEqual({ date: '2026-06-01', amount: 500 });
    expect(pointsExpirationToWire(e)).toEqual({ date: '2026-06-01', amount: 500 });
    expect(needsAttention(e, '2026-05-01')).toBe(true);
  });
  it('reads a missing date as "" and does not send it', () => {
    const e = pointsExpirationFromWire(pointsExpirationWire.parse({ amount: 5 }));
    expect(e).toEqual({ date: '', amount: 5 });
    expect(pointsExpirationToWire(e)).toEqual({ amount: 5 });
  });
  it('refuses a missing amount', () => {
    expect(pointsExpirationWire.safeParse({ date: '2026-06-01' }).success).toBe(false);
  });
});
