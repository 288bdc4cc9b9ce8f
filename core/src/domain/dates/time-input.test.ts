import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { parseTimeInput, timeInputErrorMessage } from './time-input.js';

describe('parseTimeInput', () => {
  it('reads 24-hour and 12-hour times into HH:mm:ss', () => {
    expect(parseTimeInput('9:05')).toEqual(ok('09:05:00'));
    expect(parseTimeInput(' 17:30:15 ')).toEqual(ok('17:30:15'));
    expect(parseTimeInput('1:30 pm')).toEqual(ok('13:30:00'));
    expect(parseTimeInput('1:30PM')).toEqual(ok('13:30:00'));
    expect(parseTimeInput('11:59 p.m.')).toEqual(ok('23:59:00'));
    expect(parseTimeInput('12:00 AM')).toEqual(ok('00:00:00'));
    expect(parseTimeInput('12:00 pm')).toEqual(ok('12:00:00'));
  });
  it('refuses impossible or unparseable times', () => {
    for (const text of ['25:00', '12:60', '13:00 pm', '0:30 am', '930', 'noon', '9:5', '9:05 xm']) {
      expect(parseTimeInput(text), text).toEqual(err({ kind: 'invalid-format' }));
    }
  });
  it('lets an empty optional field through and requires a required one', () => {
    expect(parseTimeInput('')).toEqual(ok(null));
    expect(parseTimeInput(' ', { required: true })).toEqual(err({ kind: 'required' }));
  });
  it('maps errors to message keys', () => {
    expect(timeInputErrorMessage({ kind: 'invalid-format' })).toEqual({ key: 'validation:time.invalidFormat' });
    expect(timeInputErrorMessage({ kind: 'required' })).toEqual({ key: 'validation:required' });
  });
});
