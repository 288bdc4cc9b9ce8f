import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { daysUntilCardExpires, EXPIRY_MONTHS, expiryYears, isExpiryInFuture, lastValidDay, validateCardExpiry } from './card-expiry.js';

describe('expiry options (part 3 section 5)', () => {
  it('"Expiry months 01 to 12"', () => {
    expect(EXPIRY_MONTHS).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
  });
  it('"Expiry years run from the current year through the next 10 years (11 entries)"', () => {
    expect(expiryYears('2026-05-14')).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035, 2036]);
    expect(expiryYears('2026-12-31')[0]).toBe(2026);
    expect(() => expiryYears('today')).toThrow(RangeError);
  });
});

describe('expiry dates', () => {
  it('a card works through the last day of its month', () => {
    expect(lastValidDay({ month: 2, year: 2028 })).toBe('2028-02-29');
    expect(lastValidDay({ month: 12, year: 2026 })).toBe('2026-12-31');
    expect(daysUntilCardExpires({ month: 6, year: 2026 }, '2026-06-20')).toBe(10);
    expect(daysUntilCardExpires({ month: 5, year: 2026 }, '2026-06-01')).toBe(-1);
  });
  it('"Expiry must be in the future": the current month still counts', () => {
    expect(isExpiryInFuture({ month: 5, year: 2026 }, '2026-05-31')).toBe(true);
    expect(isExpiryInFuture({ month: 4, year: 2026 }, '2026-05-01')).toBe(false);
    expect(isExpiryInFuture({ month: 12, year: 2025 }, '2026-01-01')).toBe(false);
  });
});

describe('validateCardExpiry', () => {
  it('accepts a future month and year as the selects give them', () => {
    expect(validateCardExpiry({ month: '09', year: '2027' }, '2026-05-14')).toEqual(ok({ month: 9, year: 2027 }));
    expect(validateCardExpiry({ month: 5, year: 2026 }, '2026-05-14')).toEqual(ok({ month: 5, year: 2026 }));
    expect(validateCardExpiry({ month: '12', year: '2036' }, '2026-05-14')).toEqual(ok({ month: 12, year: 2036 }));
  });
  it('"Expiration required": empty, malformed, or a year after the offered ones', () => {
    for (const input of [
      { month: '', year: '2027' },
      { month: '09', year: '' },
      { month: '13', year: '2027' },
      { month: '00', year: '2027' },
      { month: '09', year: '27' },
      { month: '09', year: '2037' },
      { month: '09', year: '0999' },
      { month: '09', year: '0000' },
    ]) {
      expect(validateCardExpiry(input, '2026-05-14'), JSON.stringify(input)).toEqual(err({ kind: 'required' }));
    }
  });
  it('"Expiry must be in the future"', () => {
    expect(validateCardExpiry({ month: '04', year: '2026' }, '2026-05-14')).toEqual(err({ kind: 'in-past' }));
    expect(validateCardExpiry({ month: '01', year: '2026' }, '2026-05-14')).toEqual(err({ kind: 'in-past' }));
  });
  it('"Expiry must be in the future", not "Expiration required", for an expiry in a past year (issue 15)', () => {
    expect(validateCardExpiry({ month: '09', year: '2025' }, '2026-05-14')).toEqual(err({ kind: 'in-past' }));
    expect(validateCardExpiry({ month: '12', year: '2025' }, '2026-01-01')).toEqual(err({ kind: 'in-past' }));
    expect(validateCardExpiry({ month: 1, year: 2001 }, '2026-05-14')).toEqual(err({ kind: 'in-past' }));
  });
});
