import type { ValidationMessage } from './message-keys.js';
import { dateOfBirthErrorMessage, validateDateOfBirth } from './date-of-birth.js';
import { nameErrorMessage, validateFullName } from './name-rules.js';

/**
 * The names and date of birth a person form holds (onboarding, Edit Profile); the date is null
 * while the date field holds no valid date (its widget reports that itself).
 *
 * @example
 * const person: PersonDetails = { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10' };
 */
export interface PersonDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string | null;
}

/** A message per person field; null where the field passes. */
export type PersonDetailsMessages = Readonly<Record<keyof PersonDetails, ValidationMessage | null>>;

/**
 * The messages of part 1 section 5 for a person's names and date of birth on `today` (y-MM-dd):
 * the name rules for each name (and that they differ), the age rules for the date; null where a
 * field passes. A date not entered yet passes here.
 *
 * @example
 * personDetailsMessages({ firstName: 'Ada', lastName: 'A', dateOfBirth: '2020-01-01' }, '2026-11-24')
 * // { firstName: null, lastName: { key: 'validation:name.tooShort', values: { min: 2 } }, dateOfBirth: { key: 'validation:dob.tooYoung', values: { years: 16 } } }
 */
export function personDetailsMessages(person: PersonDetails, today: string): PersonDetailsMessages {
  const names = validateFullName(person.firstName, person.lastName);
  const nameMessage = (which: 'first' | 'last') => {
    if (names.ok) return null;
    const error = names.error[which];
    return error === null ? null : nameErrorMessage(error);
  };
  const born = person.dateOfBirth === null ? null : validateDateOfBirth(person.dateOfBirth, today);
  return {
    firstName: nameMessage('first'),
    lastName: nameMessage('last'),
    dateOfBirth: born === null || born.ok ? null : dateOfBirthErrorMessage(born.error),
  };
}
