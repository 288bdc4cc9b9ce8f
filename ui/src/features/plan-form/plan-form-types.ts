import type { ComponentType } from 'react';
import type { BookingFields, Plan, PlanType } from '@waybook/core';

/**
 * A field error of a plan form: the message key (namespaced, e.g. 'validation:required') and its
 * values, by field path ('startDateTime.date', 'segments.1.startAirportCode', ...).
 */
export type PlanFieldErrors = Readonly<Record<string, { readonly key: string; readonly values?: Readonly<Record<string, string | number>> }>>;

/**
 * What the form page gives a type's fields: the draft, a setter, the errors to show and the trip.
 *
 * `errors` holds only what should be on screen now: before a submit, the errors of the fields the
 * user has left (a field counts as left when focus leaves the element carrying its
 * `data-field="<path>"` attribute, as every component of ../fields does) plus a field the server
 * refused; after a submit, every error. `showErrors` turns true with the first submit: pass it as
 * `forceErrors` to widgets that check their own text (DateInput, the ../fields components).
 */
export interface PlanFieldsProps<P extends Plan> {
  readonly plan: P;
  readonly onChange: (next: P) => void;
  readonly errors: PlanFieldErrors;
  /** Whether every error shows (true once the user tried to save). */
  readonly showErrors: boolean;
  /** The trip's dates (y-MM-dd or null), for date suggestions and the "extends your trip" hint. */
  readonly tripDates: { readonly start: string | null; readonly end: string | null };
}

/** One of the common booking fields a type's Fields may show itself (for example the hotel's name). */
export type BookingFieldKey = keyof BookingFields;

/**
 * One plan type's form: a new empty plan, its fields, and its checks. The form page adds the
 * common booking fields, saving, and the discard modals.
 */
export interface PlanTypeForm<P extends Plan = Plan> {
  readonly type: P['type'];
  readonly empty: () => P;
  readonly Fields: ComponentType<PlanFieldsProps<P>>;
  readonly validate: (plan: P) => PlanFieldErrors;
  /**
   * Booking fields the type's Fields already show (at the path `booking.<key>`), left out of the
   * shared "Booking details" section. Optional; none by default.
   */
  readonly bookingFieldsInFields?: readonly BookingFieldKey[];
  /** Whether the shared "Booking details" section shows (default true; notes, maps and directions have none). */
  readonly showsBookingDetails?: boolean;
  /**
   * Whether the type's Fields bring their own headed sections (flights, trains, transport,
   * cruises): the page then adds no "Details" heading of its own, which would head nothing.
   */
  readonly hasOwnSections?: boolean;
}

/** The forms by plan type, each a module under ./types/<type>-form.tsx exporting `form`. */
export type PlanFormModules = Readonly<Record<PlanType, () => Promise<{ readonly form: PlanTypeForm }>>>;

/**
 * Types one plan type's form for the registry: a `PlanTypeForm<LodgingPlan>` is not assignable to
 * `PlanTypeForm<Plan>` (its validate takes only lodging plans), but the page only ever hands a
 * form the plans of its own type, so widening it is safe.
 *
 * @example
 * export const form = definePlanForm<LodgingPlan>({ type: 'lodging', empty, Fields, validate });
 */
export function definePlanForm<P extends Plan>(form: PlanTypeForm<P>): PlanTypeForm {
  return form as unknown as PlanTypeForm;
}
