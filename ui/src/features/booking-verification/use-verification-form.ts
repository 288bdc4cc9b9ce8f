import { useMemo, useState } from 'react';
import {
  personDetailsMessages,
  validateDateOfBirth,
  validateFullName,
  type Profile,
  type ProfilePatch,
  type Suggestion,
  type ValidationMessage,
} from '@waybook/core';
import type { PersonValues } from '../../shared/profile/person-fields.js';

type Field = keyof PersonValues;
type MessageField = 'firstName' | 'lastName' | 'dateOfBirth';

/** The form's starting values, from the profile; a saved home city counts as already chosen. */
export function verificationValues(p: Profile): PersonValues {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    dateOfBirth: p.dateOfBirth === '' ? null : p.dateOfBirth,
    homeCity: p.homeCity.trim() === '' ? null : { id: '', label: p.homeCity },
  };
}

/**
 * The profile update Confirm sends, or null while the form is not valid (part 1 section 5: names
 * passing the name checks, a date of birth for ages 16 to 100, a home city chosen among the
 * suggestions). The home city is sent only when a new suggestion was chosen (with its id): the saved
 * one was checked when it was saved.
 *
 * @example
 * verificationPatch({ firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10', homeCity: { id: '', label: 'London' } }, '2026-11-21')
 * // { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10' }
 */
export function verificationPatch(v: PersonValues, today: string): ProfilePatch | null {
  const names = validateFullName(v.firstName, v.lastName);
  if (!names.ok || v.dateOfBirth === null || v.homeCity === null) return null;
  if (!validateDateOfBirth(v.dateOfBirth, today).ok) return null;
  const city: Suggestion = v.homeCity;
  return {
    firstName: names.value.first,
    lastName: names.value.last,
    dateOfBirth: v.dateOfBirth,
    ...(city.id !== '' ? { homeCity: city.label, homeCityId: city.id } : {}),
  };
}

/**
 * Form state: values, touched fields and the messages to show. What the profile already holds
 * counts as touched, so the rule that makes the data invalid shows at once; a field left empty
 * shows its message once blurred.
 */
export function useVerificationForm(profile: Profile, today: string) {
  const [values, setValues] = useState<PersonValues>(() => verificationValues(profile));
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set((Object.keys(values) as Field[]).filter((f) => filled(values[f]))));
  const errors = useMemo(() => personDetailsMessages(values, today), [values, today]);
  const patch = useMemo(() => verificationPatch(values, today), [values, today]);
  const set = <F extends Field>(field: F, value: PersonValues[F]) => setValues((v) => ({ ...v, [field]: value }));
  const touch = (field: Field) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  const errorOf = (field: MessageField): ValidationMessage | null => (touched.has(field) ? errors[field] : null);
  return { values, set, touch, errorOf, forced: false, patch };
}

function filled(value: PersonValues[Field]): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== null;
}
