import { apiError, type ApiError } from '../contract/error.js';
import type { BookingFields } from '../domain/plans/plan-fields.js';
import { PLAN_TYPE_INFO } from '../domain/plans/plan-type.js';
import type { Plan } from '../domain/plans/types/plan.js';
import { validatePlan } from '../domain/plans/validation/validate-plan.js';

/**
 * The 400 of a plan that breaks a rule of core's {@link validatePlan}, naming the first field
 * (`invalid_field:<ObjectKey>.<wire path>`), or null when the plan is valid. A total cost equal to
 * `keptCost` (the stored one, on a replace) is not checked: older free text stays readable.
 *
 * @example
 * invalidPlanError(flightWithoutAirport)?.detailedErrorCode // 'invalid_field:AirObject.Segment.0.start_airport_code'
 */
export function invalidPlanError(plan: Plan, keptCost: string | null = null): ApiError | null {
  // A stored cost from before amounts were checked may stay as it is while other fields change.
  const kept = keptCost !== null && plan.booking.totalCost === keptCost ? `${PLAN_TYPE_INFO[plan.type].objectKey}.total_cost` : null;
  const [first] = validatePlan(plan).filter((issue) => issue.path !== kept);
  return first === undefined ? null : apiError(400, 'bad_request', `invalid_field:${first.path}`, `Invalid value for ${first.path} (${first.key}).`);
}

/**
 * Booking fields with the read-only ones (cancellation, record locator, booked-with-us and
 * possible-cancellation flags: part 2 section 3) taken from `server`, never from the client.
 *
 * @example
 * withServerBookingFields({ ...b, recordLocator: 'FORGED' }, EMPTY_BOOKING_FIELDS).recordLocator // ''
 */
export function withServerBookingFields(client: BookingFields, server: BookingFields): BookingFields {
  return {
    ...client,
    cancellationDateTime: server.cancellationDateTime,
    recordLocator: server.recordLocator,
    isWaybookBooking: server.isWaybookBooking,
    hasPossibleCancellation: server.hasPossibleCancellation,
  };
}

/**
 * A plan with the server's flight conflict links: each segment keeps the link its stored version
 * has (by segment uuid) and nothing else, so no client can open or close a conflict by writing
 * the field; a new plan (`stored` null) has none.
 *
 * @example
 * withServerConflictLinks(flightFromClient, storedFlight).segments[0]?.conflictResolutionUrl // the stored link, or ''
 */
export function withServerConflictLinks(plan: Plan, stored: Plan | null): Plan {
  if (plan.type !== 'air') return plan;
  const links = new Map(stored?.type === 'air' ? stored.segments.map((s) => [s.uuid, s.conflictResolutionUrl] as const) : []);
  return { ...plan, segments: plan.segments.map((s) => ({ ...s, conflictResolutionUrl: (s.uuid !== '' && links.get(s.uuid)) || '' })) };
}
