import { describe, expect, it } from 'vitest';
import { daysUntilExpiration, needsAttention, POINTS_ATTENTION_DAYS, programNeedsAttention } from './expiring-balance.js';

describe('expiring balances ("Balances expiring within 31 days need attention")', () => {
  it('uses 31 days', () => {
    expect(POINTS_ATTENTION_DAYS).toBe(31);
  });
  it('flags a balance expiring from today through 31 days ahead', () => {
    expect(needsAttention({ date: '2026-05-01', amount: 500 }, '2026-05-01')).toBe(true);
    expect(needsAttention({ date: '2026-06-01', amount: 500 }, '2026-05-01')).toBe(true);
    expect(needsAttention({ date: '2026-06-02', amount: 500 }, '2026-05-01')).toBe(false);
  });
  it('ignores expirations already past, empty balances and dates it cannot read', () => {
    expect(needsAttention({ date: '2026-04-30', amount: 500 }, '2026-05-01')).toBe(false);
    expect(needsAttention({ date: '2026-05-10', amount: 0 }, '2026-05-01')).toBe(false);
    expect(needsAttention({ date: '', amount: 500 }, '2026-05-01')).toBe(false);
    expect(daysUntilExpiration({ date: '06/01/2026' }, '2026-05-01')).toBeNull();
  });
  it('flags a program when any expiration needs attention', () => {
    expect(
      programNeedsAttention(
        [
          { date: '2027-01-01', amount: 10 },
          { date: '2026-05-20', amount: 10 },
        ],
        '2026-05-01',
      ),
    ).toBe(true);
    expect(programNeedsAttention([{ date: '2027-01-01', amount: 10 }], '2026-05-01')).toBe(false);
    expect(programNeedsAttention([], '2026-05-01')).toBe(false);
  });
});
