import { describe, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { ageOn, MAX_AGE, MIN_AGE, validateDateOfBirth } from './date-of-birth.js';

const isoDate = (min: string, max: string) =>
  fc
    .integer({ min: DateTime.fromISO(min, { zone: 'utc' }).toMillis() / 86_400_000, max: DateTime.fromISO(max, { zone: 'utc' }).toMillis() / 86_400_000 })
    .map((day) => DateTime.fromMillis(day * 86_400_000, { zone: 'utc' }).toFormat('y-MM-dd'));
const birth = isoDate('1900-01-01', '2040-12-31');
const today = isoDate('2000-01-01', '2040-12-31');

describe('date of birth: properties', () => {
  it('accepts exactly ages 16..100 born after currentYear - 101', () => {
    fc.assert(
      fc.property(birth, today, (dob, now) => {
        const age = ageOn(dob, now);
        const yearOk = Number(dob.slice(0, 4)) > Number(now.slice(0, 4)) - 101;
        return validateDateOfBirth(dob, now).ok === (age >= MIN_AGE && age <= MAX_AGE && yearOk);
      }),
    );
  });
  it('age never goes down as time passes, and grows by one a year', () => {
    fc.assert(
      fc.property(birth, today, fc.integer({ min: 0, max: 3000 }), (dob, now, days) => {
        const later = DateTime.fromISO(now, { zone: 'utc' }).plus({ days }).toFormat('y-MM-dd');
        const nextYear = DateTime.fromISO(now, { zone: 'utc' }).plus({ years: 1 }).toFormat('y-MM-dd');
        const grows = now.slice(5) === '02-29' || ageOn(dob, nextYear) === ageOn(dob, now) + 1;
        return ageOn(dob, later) >= ageOn(dob, now) && grows;
      }),
    );
  });
  it('every refusal of a real date carries the bound it enforces', () => {
    fc.assert(
      fc.property(birth, today, (dob, now) => {
        const result = validateDateOfBirth(dob, now);
        if (result.ok) return true;
        const year = Number(now.slice(0, 4));
        switch (result.error.kind) {
          case 'too-young':
            return result.error.years === MIN_AGE && ageOn(dob, now) < MIN_AGE;
          case 'too-old':
            return result.error.year === year - MAX_AGE && Number(dob.slice(0, 4)) < result.error.year;
          case 'year-too-early':
            return result.error.yearAfter === year - MAX_AGE - 1 && Number(dob.slice(0, 4)) <= result.error.yearAfter;
          default:
            return false;
        }
      }),
    );
  });
});
