import { bookingIssues, PLAN_TYPE_INFO, validatePlan, type BookingFields, type Plan, type PlanIssue, type ReservationObjectKey } from '@waybook/core';
import type { PlanFieldErrors } from '../plan-form-types.js';
import { formPathOfWire } from '../plan-form-values.js';

/** One field error (message key and values). */
export type PlanFieldError = PlanFieldErrors[string];

// Core's issues (wire paths) as form errors (form paths), the first one per form path kept.
function errorsOfIssues(issues: readonly PlanIssue[], objectKey: ReservationObjectKey): PlanFieldErrors {
  const out: Record<string, PlanFieldError> = {};
  for (const { path, key, values } of issues) {
    const at = formPathOfWire(path, objectKey);
    if (at !== null && !Object.hasOwn(out, at)) out[at] = values === undefined ? { key } : { key, values };
  }
  return out;
}

/**
 * The errors of a plan form: core's `validatePlan` (the same rules the server enforces), each at
 * the form path of its field (`AirObject.Segment.0.start_airport_code` →
 * `segments.0.startAirportCode`). Every type's form uses it as its `validate`.
 *
 * @example
 * planFormErrors(emptyNote())['meta.displayName'] // { key: 'validation:required' }
 */
export function planFormErrors(plan: Plan): PlanFieldErrors {
  const objectKey = PLAN_TYPE_INFO[plan.type].objectKey;
  return errorsOfIssues(validatePlan(plan), objectKey);
}

/**
 * The errors of the common booking fields (core `bookingIssues`: e-mail addresses, booking date),
 * at `<path>.<field>`, leaving out the fields a type shows itself (`omit`).
 *
 * @example
 * bookingFormErrors({ ...EMPTY_BOOKING_FIELDS, supplierEmailAddress: 'desk@' })
 * // { 'booking.supplierEmailAddress': { key: 'validation:email.invalid' } }
 */
export function bookingFormErrors(booking: BookingFields, omit: readonly (keyof BookingFields)[] = [], path = 'booking'): PlanFieldErrors {
  // Any object key will do: booking fields sit on the typed object of every type.
  const errors = errorsOfIssues(bookingIssues(booking), 'NoteObject');
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([at]) => !omit.some((key) => at === `booking.${key}`))
      .map(([at, error]) => [at.replace(/^booking(?=\.)/, path), error]),
  );
}
