import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { dateInputErrorMessage, formatDateInput, parseDateInput } from './date-input.js';

describe('parseDateInput', () => {
  it('reads dates in the user order into y-MM-dd', () => {
    expect(parseDateInput('2026/11/21', 'I')).toEqual(ok('2026-11-21'));
    expect(parseDateInput('11/21/2026', 'M')).toEqual(ok('2026-11-21'));
    expect(parseDateInput('21/11/2026', 'L')).toEqual(ok('2026-11-21'));
  });
  it('trims, treats dashes as slashes and takes 1- or 2-digit day and month', () => {
    expect(parseDateInput('  21-11-2026 ', 'L')).toEqual(ok('2026-11-21'));
    expect(parseDateInput('2/3/2026', 'M')).toEqual(ok('2026-02-03'));
    expect(parseDateInput('2026-2/03', 'I')).toEqual(ok('2026-02-03'));
  });
  it('lets an empty optional field through and requires a required one', () => {
    expect(parseDateInput('', 'I')).toEqual(ok(null));
    expect(parseDateInput('   ', 'L', { required: true })).toEqual(err({ kind: 'required' }));
  });
  it('refuses unparseable text and impossible dates, naming the expected format', () => {
    expect(parseDateInput('2023/02/30', 'I')).toEqual(err({ kind: 'invalid-format', expected: 'YYYY/MM/DD' }));
    for (const text of ['21/11/26', '11/21/2026', '21.11.2026', '21/11/2026/1', 'tomorrow', '021/11/2026', '21 11 2026']) {
      expect(parseDateInput(text, 'L'), text).toEqual(err({ kind: 'invalid-format', expected: 'DD/MM/YYYY' }));
    }
    expect(parseDateInput('2026/11/21', 'M')).toEqual(err({ kind: 'invalid-format', expected: 'MM/DD/YYYY' }));
  });
  it('refuses dates before the minimum, and accepts the minimum itself', () => {
    expect(parseDateInput('2025/12/31', 'I', { min: '2026-01-01' })).toEqual(err({ kind: 'before-min', min: '2026-01-01' }));
    expect(parseDateInput('2026/01/01', 'I', { min: '2026-01-01' })).toEqual(ok('2026-01-01'));
  });
});

describe('formatDateInput', () => {
  it('writes internal dates zero-padded in the user order', () => {
    expect(formatDateInput('2026-11-21', 'L')).toBe('21/11/2026');
    expect(formatDateInput('2026-02-03', 'M')).toBe('02/03/2026');
    expect(formatDateInput('2026-02-03', 'I')).toBe('2026/02/03');
  });
  it('gives an empty field for nothing or a non-internal date', () => {
    expect(formatDateInput(null, 'I')).toBe('');
    expect(formatDateInput('2026-02-30', 'I')).toBe('');
  });
});

describe('date input messages', () => {
  it('states the expected format and shows the minimum in the user order', () => {
    expect(dateInputErrorMessage({ kind: 'invalid-format', expected: 'DD/MM/YYYY' }, 'L')).toEqual({
      key: 'validation:date.invalidFormat',
      values: { format: 'DD/MM/YYYY' },
    });
    expect(dateInputErrorMessage({ kind: 'before-min', min: '2026-01-05' }, 'L')).toEqual({
      key: 'validation:date.beforeMin',
      values: { min: '05/01/2026' },
    });
    expect(dateInputErrorMessage({ kind: 'required' }, 'M')).toEqual({ key: 'validation:required' });
  });
});
