import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { ageOn, dateOfBirthErrorMessage, MAX_AGE, MIN_AGE, validateDateOfBirth } from './date-of-birth.js';

const today = '2026-03-01';

describe('ageOn', () => {
  it('counts full years', () => {
    expect(ageOn('2000-06-15', '2026-06-14')).toBe(25);
    expect(ageOn('2000-06-15', '2026-06-15')).toBe(26);
    expect(ageOn('2000-06-15', '2000-06-15')).toBe(0);
  });
  it('has 29 February birthdays turn on 1 March in common years', () => {
    expect(ageOn('2008-02-29', '2024-02-28')).toBe(15);
    expect(ageOn('2008-02-29', '2024-02-29')).toBe(16);
    expect(ageOn('2008-02-29', '2025-02-28')).toBe(16);
    expect(ageOn('2009-03-01', '2025-03-01')).toBe(16);
  });
  it('throws on a non-internal date, a caller bug', () => {
    expect(() => ageOn('15/06/2000', today)).toThrow(RangeError);
  });
});

describe('validateDateOfBirth', () => {
  it('accepts ages 16 to 100', () => {
    expect([MIN_AGE, MAX_AGE]).toEqual([16, 100]);
    expect(validateDateOfBirth('1990-04-01', today)).toEqual(ok('1990-04-01'));
    expect(validateDateOfBirth('2010-03-01', today)).toEqual(ok('2010-03-01'));
    expect(validateDateOfBirth('1926-01-01', '2026-12-31')).toEqual(ok('1926-01-01'));
  });
  it('requires a real date', () => {
    expect(validateDateOfBirth('', today)).toEqual(err({ kind: 'required' }));
    expect(validateDateOfBirth('1990-02-30', today)).toEqual(err({ kind: 'invalid' }));
    expect(validateDateOfBirth('01/04/1990', today)).toEqual(err({ kind: 'invalid' }));
  });
  it('refuses users younger than 16 ("at least 16 years old")', () => {
    expect(validateDateOfBirth('2010-03-02', today)).toEqual(err({ kind: 'too-young', years: 16 }));
    expect(validateDateOfBirth('2027-01-01', today)).toEqual(err({ kind: 'too-young', years: 16 }));
  });
  it('needs a year after the current year minus 101', () => {
    expect(validateDateOfBirth('1925-06-01', today)).toEqual(err({ kind: 'year-too-early', yearAfter: 1925 }));
    expect(validateDateOfBirth('1926-12-31', today)).toEqual(ok('1926-12-31'));
  });
  it('refuses users older than 100 with the earliest allowed year', () => {
    expect(validateDateOfBirth('1924-07-01', today)).toEqual(err({ kind: 'too-old', year: 1926 }));
    expect(validateDateOfBirth('1925-02-28', today)).toEqual(err({ kind: 'too-old', year: 1926 }));
  });
  it('throws when today is not an internal date', () => {
    expect(() => validateDateOfBirth('1990-04-01', 'today')).toThrow(RangeError);
  });
});

describe('date-of-birth messages', () => {
  it('maps each error to its key and values', () => {
    expect(dateOfBirthErrorMessage({ kind: 'too-young', years: 16 })).toEqual({ key: 'validation:dob.tooYoung', values: { years: 16 } });
    expect(dateOfBirthErrorMessage({ kind: 'year-too-early', yearAfter: 1925 })).toEqual({
      key: 'validation:dob.yearAfter',
      values: { yearAfter: 1925 },
    });
    expect(dateOfBirthErrorMessage({ kind: 'too-old', year: 1926 })).toEqual({ key: 'validation:dob.yearOrLater', values: { year: 1926 } });
    expect(dateOfBirthErrorMessage({ kind: 'invalid' })).toEqual({ key: 'validation:date.invalidFormatPlain' });
    expect(dateOfBirthErrorMessage({ kind: 'required' })).toEqual({ key: 'validation:required' });
  });
});
