import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateDateOfBirth } from './date-of-birth.js';
import { validateFullName } from './name-rules.js';
import { personDetailsMessages } from './person-details.js';

const TODAY = '2026-11-24';

describe('personDetailsMessages', () => {
  it('passes a valid person', () => {
    expect(personDetailsMessages({ firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10' }, TODAY)).toEqual({
      firstName: null,
      lastName: null,
      dateOfBirth: null,
    });
  });

  it('names the rule each field breaks (part 1 section 5)', () => {
    expect(personDetailsMessages({ firstName: 'Ada', lastName: 'A', dateOfBirth: '2020-01-01' }, TODAY)).toEqual({
      firstName: null,
      lastName: { key: 'validation:name.tooShort', values: { min: 2 } },
      dateOfBirth: { key: 'validation:dob.tooYoung', values: { years: 16 } },
    });
    expect(personDetailsMessages({ firstName: 'Lovelace', lastName: 'lovelace', dateOfBirth: null }, TODAY)).toEqual({
      firstName: { key: 'validation:name.namesSame' },
      lastName: { key: 'validation:name.namesSame' },
      dateOfBirth: null,
    });
  });

  it('has no message exactly where the core rules pass (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 12 }),
        fc.option(fc.date({ noInvalidDate: true, min: new Date('1880-01-01'), max: new Date('2030-01-01') })),
        (first, last, born) => {
          const dateOfBirth = born === null ? null : born.toISOString().slice(0, 10);
          const m = personDetailsMessages({ firstName: first, lastName: last, dateOfBirth }, TODAY);
          expect(m.firstName === null && m.lastName === null).toBe(validateFullName(first, last).ok);
          expect(m.dateOfBirth === null).toBe(dateOfBirth === null || validateDateOfBirth(dateOfBirth, TODAY).ok);
        },
      ),
    );
  });
});
