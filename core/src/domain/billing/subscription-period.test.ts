import { describe, expect, it } from 'vitest';
import { addPeriods, BULK_CYCLE_DAYS, nextRenewal, periodDayBounds, periodEnd, periodOfCode, PRODUCT_PERIODS } from './subscription-period.js';

describe('subscription periods', () => {
  it('"Premium products ... keyed P and B": P yearly, B monthly; "A bulk subscription cycle is 90 days"', () => {
    expect(PRODUCT_PERIODS).toEqual({ P: { unit: 'Y', length: 1 }, B: { unit: 'M', length: 1 }, bulk: { unit: 'D', length: 90 } });
    expect(BULK_CYCLE_DAYS).toBe(90);
    expect(periodEnd('2026-01-10', 'P')).toBe('2027-01-10');
    expect(periodEnd('2026-01-10', 'B')).toBe('2026-02-10');
    expect(periodEnd('2026-01-10', 'bulk')).toBe('2026-04-10');
    expect(periodEnd('2026-01-10', { unit: 'D', length: 30 })).toBe('2026-02-09');
  });
  it('clamps to the end of a shorter month, counting from the anchor (Jan 31 -> Feb 28/29 -> Mar 31)', () => {
    expect(addPeriods('2026-01-31', { unit: 'M', length: 1 }, 1)).toBe('2026-02-28');
    expect(addPeriods('2028-01-31', { unit: 'M', length: 1 }, 1)).toBe('2028-02-29');
    expect(addPeriods('2026-01-31', { unit: 'M', length: 1 }, 2)).toBe('2026-03-31');
    expect(addPeriods('2026-01-31', { unit: 'M', length: 1 }, 3)).toBe('2026-04-30');
    expect(addPeriods('2024-02-29', { unit: 'Y', length: 1 }, 1)).toBe('2025-02-28');
    expect(addPeriods('2024-02-29', { unit: 'Y', length: 1 }, 4)).toBe('2028-02-29');
    expect(addPeriods('2026-05-14', { unit: 'D', length: 1 }, 0)).toBe('2026-05-14');
    expect(() => addPeriods('2026-05-14', { unit: 'D', length: 1 }, -1)).toThrow(RangeError);
    expect(() => addPeriods('9999-12-01', { unit: 'M', length: 1 }, 1)).toThrow(RangeError);
    expect(() => addPeriods('soon', { unit: 'M', length: 1 }, 1)).toThrow(RangeError);
  });
  it('the next renewal of a monthly subscription started Jan 31: Feb 28, then Mar 31', () => {
    expect(nextRenewal('2026-01-31', 'B', '2026-01-31')).toBe('2026-02-28');
    expect(nextRenewal('2026-01-31', 'B', '2026-02-27')).toBe('2026-02-28');
    expect(nextRenewal('2026-01-31', 'B', '2026-02-28')).toBe('2026-03-31');
    expect(nextRenewal('2026-01-31', 'B', '2026-04-30')).toBe('2026-05-31');
    expect(nextRenewal('2026-01-10', 'P', '2026-06-01')).toBe('2027-01-10');
    expect(nextRenewal('2026-01-10', 'P', '2036-01-10')).toBe('2037-01-10');
    expect(nextRenewal('2026-01-01', 'bulk', '2026-04-01')).toBe('2026-06-30');
  });
  it('before the anchor (a trial still running) the next renewal is the anchor', () => {
    expect(nextRenewal('2026-02-01', 'B', '2026-01-15')).toBe('2026-02-01');
  });
  it('knows how long a period can last', () => {
    expect(periodDayBounds('B')).toEqual({ min: 28, max: 31 });
    expect(periodDayBounds('P')).toEqual({ min: 365, max: 366 });
    expect(periodDayBounds('bulk')).toEqual({ min: 90, max: 90 });
    expect(periodDayBounds({ unit: 'M', length: 3 })).toEqual({ min: 89, max: 92 });
  });
  it('reads the period of a promotion (period_type_code, period_length)', () => {
    expect(periodOfCode('M', 3)).toEqual({ unit: 'M', length: 3 });
    expect(periodOfCode('D', 14)).toEqual({ unit: 'D', length: 14 });
    expect(periodOfCode('Y', 1)).toEqual({ unit: 'Y', length: 1 });
    expect(periodOfCode('P', 1)).toEqual({ unit: 'Y', length: 1 });
    expect(periodOfCode('B', 2)).toEqual({ unit: 'M', length: 2 });
    expect(periodOfCode('W', 2)).toBeNull();
    expect(periodOfCode('M', null)).toBeNull();
    expect(periodOfCode('M', 0)).toBeNull();
    expect(periodOfCode('M', 1.5)).toBeNull();
  });
});
