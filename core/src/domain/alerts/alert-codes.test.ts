import { describe, expect, it } from 'vitest';
import { ALERT_CODES, FLIGHT_ALERT_CODES, FREE_ALERT_CODES, isAlertCode, isFlightAlert, isProAlert, PRO_ALERT_CODES } from './alert-codes.js';

describe('alert codes (part 3 section 3)', () => {
  it('lists the 26 codes of the spec', () => {
    expect(ALERT_CODES).toEqual([
      'R',
      'A',
      'X',
      'H',
      'C',
      'K',
      'L',
      'D',
      'G',
      'P',
      'S',
      'Y',
      'I',
      'U',
      'E',
      'Z',
      'PQ',
      'FP',
      'FI',
      'FC',
      'FT',
      'FA',
      'FF',
      'FH',
      'IP',
      'WTDE',
    ]);
    expect(isAlertCode('WTDE')).toBe(true);
    expect(isAlertCode('Q')).toBe(false);
  });
  it('"Pro alerts are all codes except the group FP through FH"', () => {
    expect(FREE_ALERT_CODES).toEqual(['FP', 'FI', 'FC', 'FT', 'FA', 'FF', 'FH']);
    expect(PRO_ALERT_CODES).toEqual(['R', 'A', 'X', 'H', 'C', 'K', 'L', 'D', 'G', 'P', 'S', 'Y', 'I', 'U', 'E', 'Z', 'PQ', 'IP', 'WTDE']);
    expect(isProAlert('Z')).toBe(true);
    expect(isProAlert('FH')).toBe(false);
    expect(isProAlert('nope')).toBe(false);
  });
  it('"Flight alerts are the air-related codes."', () => {
    expect([...FLIGHT_ALERT_CODES].sort()).toEqual(['A', 'C', 'D', 'E', 'FH', 'G', 'H', 'I', 'IP', 'K', 'L', 'P', 'R', 'S', 'U', 'X', 'Y']);
    expect(isFlightAlert('R')).toBe(true);
    expect(isFlightAlert('PQ')).toBe(false);
    expect(isFlightAlert('WTDE')).toBe(false);
  });
});
