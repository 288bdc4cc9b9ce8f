import { useCallback, useMemo, useState } from 'react';
import { personDetailsMessages, validateDateOfBirth, validateFullName, type ProfilePatch, type Suggestion, type ValidationMessage } from '@waybook/core';

/** The onboarding inputs, in the order they appear (and are focused when invalid). */
export const ONBOARDING_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'homeCity'] as const;

/** One onboarding input. */
export type OnboardingField = (typeof ONBOARDING_FIELDS)[number];

/** What the user has entered so far; a date is null until the date field holds a valid date. */
export interface OnboardingValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string | null;
  readonly homeCity: Suggestion | null;
}

/** Per-field rule messages; null where the field passes (or where its widget reports the error itself). */
export type OnboardingErrors = Readonly<Record<OnboardingField, ValidationMessage | null>>;

const EMPTY: OnboardingValues = { firstName: '', lastName: '', dateOfBirth: null, homeCity: null };

/**
 * The rule messages of part 1 section 5 for the onboarding values on `today` (y-MM-dd). Empty
 * date and city are left to their widgets (required, unparseable text, unmatched suggestion),
 * which know what was typed; {@link onboardingPatch} still refuses them.
 */
export function onboardingErrors(values: OnboardingValues, today: string): OnboardingErrors {
  return { ...personDetailsMessages(values, today), homeCity: null };
}

/**
 * The profile update onboarding sends, or null while any rule fails.
 *
 * @example
 * onboardingPatch({ firstName: ' Ada ', lastName: 'Lovelace', dateOfBirth: '1990-12-10', homeCity: { id: 'p1', label: 'London' } }, '2026-01-01')
 * // { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10', homeCity: 'London', homeCityId: 'p1' }
 */
export function onboardingPatch(values: OnboardingValues, today: string): ProfilePatch | null {
  const names = validateFullName(values.firstName, values.lastName);
  if (!names.ok || values.dateOfBirth === null || values.homeCity === null) return null;
  if (!validateDateOfBirth(values.dateOfBirth, today).ok) return null;
  return {
    firstName: names.value.first,
    lastName: names.value.last,
    dateOfBirth: values.dateOfBirth,
    homeCity: values.homeCity.label,
    homeCityId: values.homeCity.id,
  };
}

/**
 * State of the onboarding form: values, which fields were touched, and the messages to show.
 * A field shows its message once it was blurred (then on every change) or once errors are forced.
 *
 * @example
 * const form = useOnboardingForm(today);
 * <TextField value={form.values.firstName} onChange={(v) => form.set('firstName', v)} onBlur={() => form.touch('firstName')} />
 */
export function useOnboardingForm(today: string) {
  const [values, setValues] = useState<OnboardingValues>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<OnboardingField>>(() => new Set());
  const [forced, setForced] = useState(false);

  const errors = useMemo(() => onboardingErrors(values, today), [values, today]);
  const patch = useMemo(() => onboardingPatch(values, today), [values, today]);

  const set = useCallback(<F extends OnboardingField>(field: F, value: OnboardingValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
  }, []);

  const touch = useCallback((field: OnboardingField) => {
    setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  }, []);

  const errorOf = (field: OnboardingField): ValidationMessage | null => (forced || touched.has(field) ? errors[field] : null);

  return { values, set, touch, errorOf, forced, forceErrors: () => setForced(true), patch };
}
