import type { ComponentType } from 'react';
import type { Plan, PlanType } from '@waybook/core';

/**
 * A field error of a plan form: the message key (namespaced, e.g. 'validation:required') and its
 * values, by field path ('startDateTime.date', 'segments.1.startAirportCode', ...).
 */
export type PlanFieldErrors = Readonly<Record<string, { readonly key: string; readonly values?: Readonly<Record<string, string | number>> }>>;

/** What the form page gives a type's fields: the draft, a setter, the errors to show and the trip. */
export interface PlanFieldsProps<P extends Plan> {
  readonly plan: P;
  readonly onChange: (next: P) => void;
  readonly errors: PlanFieldErrors;
  /** Whether errors show (after a submit or a blur). */
  readonly showErrors: boolean;
  /** The trip's dates (y-MM-dd or null), for date suggestions and the "extends your trip" hint. */
  readonly tripDates: { readonly start: string | null; readonly end: string | null };
}

/**
 * One plan type's form: a new empty plan, its fields, and its checks. The form page adds the
 * common booking fields, saving, and the discard modals.
 */
export interface PlanTypeForm<P extends Plan = Plan> {
  readonly type: P['type'];
  readonly empty: () => P;
  readonly Fields: ComponentType<PlanFieldsProps<P>>;
  readonly validate: (plan: P) => PlanFieldErrors;
}

/** The forms by plan type, each a module under ./types/<type>-form.tsx exporting `form`. */
export type PlanFormModules = Readonly<Record<PlanType, () => Promise<{ readonly form: PlanTypeForm }>>>;
