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

/** What the edit form holds; a date is null while the date field holds no valid date. */
export interface ProfileEditValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string | null;
  readonly homeCity: Suggestion | null;
  readonly homeAirport: Suggestion | null;
  readonly company: string;
}

/** The form's starting values, from the profile (a saved city or airport shows as already chosen). */
export function initialValues(p: Profile): ProfileEditValues {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    dateOfBirth: p.dateOfBirth === '' ? null : p.dateOfBirth,
    homeCity: p.homeCity === '' ? null : { id: '', label: p.homeCity },
    homeAirport: p.homeAirport === '' ? null : { id: p.homeAirport, label: p.homeAirport },
    company: p.company,
  };
}

/**
 * The profile update the form sends, or null while a rule fails. The home city is sent only when
 * a new suggestion was chosen (with its id); the airport is its code.
 */
export function profileEditPatch(v: ProfileEditValues, initial: ProfileEditValues, today: string): ProfilePatch | null {
  const names = validateFullName(v.firstName, v.lastName);
  if (!names.ok) return null;
  if (v.dateOfBirth !== null && !validateDateOfBirth(v.dateOfBirth, today).ok) return null;
  const cityChanged = v.homeCity !== null && v.homeCity.id !== '' && v.homeCity.label !== initial.homeCity?.label;
  return {
    firstName: names.value.first,
    lastName: names.value.last,
    ...(v.dateOfBirth !== null ? { dateOfBirth: v.dateOfBirth } : {}),
    ...(cityChanged && v.homeCity ? { homeCity: v.homeCity.label, homeCityId: v.homeCity.id } : {}),
    homeAirport: v.homeAirport?.id ?? '',
    company: v.company.trim(),
  };
}

type Field = 'firstName' | 'lastName' | 'dateOfBirth';

/** Form state: values, touched fields and the messages to show (after blur, or once forced). */
export function useProfileEditForm(profile: Profile, today: string) {
  const initial = useMemo(() => initialValues(profile), [profile]);
  const [values, setValues] = useState<ProfileEditValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [forced, setForced] = useState(false);
  const errors = useMemo(() => personDetailsMessages(values, today), [values, today]);
  const patch = useMemo(() => profileEditPatch(values, initial, today), [values, initial, today]);
  const set = <F extends keyof ProfileEditValues>(field: F, value: ProfileEditValues[F]) => setValues((v) => ({ ...v, [field]: value }));
  const touch = (field: Field) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  const errorOf = (field: Field): ValidationMessage | null => (forced || touched.has(field) ? errors[field] : null);
  return { values, set, touch, errorOf, forced, forceErrors: () => setForced(true), patch };
}
