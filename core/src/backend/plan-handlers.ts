import { apiError, commonErrors, type ApiError } from '../contract/error.js';
import {
  copyPlanEntry,
  createPlanEntry,
  deletePlanEntry,
  deleteSegmentEntry,
  getPlanEntry,
  listObjectsEntry,
  movePlanEntry,
  replacePlanEntry,
  updateMultipleCostsEntry,
} from '../contract/plan-entries.js';
import { withStoredCost } from '../domain/money/plan-costs.js';
import { cruiseDeletion } from '../domain/plans/cruise-segments.js';
import { EMPTY_BOOKING_FIELDS } from '../domain/plans/plan-fields.js';
import { planSegmentUuids, withoutSegments } from '../domain/plans/plan-ids.js';
import { PLAN_TYPE_INFO, type PlanType } from '../domain/plans/plan-type.js';
import { decodeReservation, type ReservationDecodeError } from '../contract/plans/types/reservation-codec.js';
import type { Plan } from '../domain/plans/types/plan.js';
import { planObjectIssues } from '../domain/plans/validation/validate-plan.js';
import { err, ok, type Result } from '../domain/result.js';
import { canEditTrip } from '../domain/trips/trip-access.js';
import type { StoredPlan } from '../ports/plan-store.port.js';
import type { TripRole } from '../ports/trip-store.port.js';
import { bind, type BoundHandler } from './handler.js';
import { objectLists, planAnswer } from './plan-answers.js';
import { invalidPlanError, withServerBookingFields, withServerConflictLinks } from './plan-rules.js';
import type { PlanDeps } from './plan-deps.js';
import { planWriter } from './plan-writer.js';
import { tripWithRight } from './trip-handlers.js';

/**
 * The 400 of a wrapper that cannot be read, naming the problem: `invalid_wrapper:<kind>` for the
 * wrapper itself (no key, several keys, an unknown key, a key not holding an object), and
 * `invalid_field:<ObjectKey>.<field>` for a field of the wrong type.
 *
 * @example
 * wrapperError({ kind: 'several', keys: ['AirObject', 'NoteObject'] }).detailedErrorCode // 'invalid_wrapper:several'
 */
export function wrapperError(error: ReservationDecodeError): ApiError {
  switch (error.kind) {
    case 'invalid-fields': {
      const field = error.issues[0]?.field ?? '';
      const key = PLAN_TYPE_INFO[error.type].objectKey;
      return apiError(400, 'bad_request', `invalid_field:${key}${field === '' ? '' : `.${field}`}`, `Invalid value for ${key}.${field}.`);
    }
    case 'several':
      return apiError(400, 'bad_request', 'invalid_wrapper:several', `Exactly one typed object is allowed; got ${error.keys.join(', ')}.`);
    case 'unknown-key':
      return apiError(400, 'bad_request', 'invalid_wrapper:unknown-key', `Unknown typed object ${error.key}.`);
    case 'none':
      return apiError(400, 'bad_request', 'invalid_wrapper:none', 'The body holds no typed object.');
    case 'invalid-object':
      return apiError(400, 'bad_request', 'invalid_wrapper:invalid-object', `${error.key} must be an object.`);
    case 'not-an-object':
      return apiError(400, 'bad_request', 'invalid_wrapper:not-an-object', 'The body must be an object.');
    case 'unsupported-type':
      return apiError(400, 'bad_request', 'invalid_wrapper:unsupported-type', `Plans of type ${error.type} cannot be stored.`);
  }
}

/**
 * The role a user has on a plan: the trip's role for a filed plan, owner of their own unfiled
 * item, none otherwise.
 *
 * @example
 * const role = await planRole(deps, stored, userId); // 'viewer' | 'edit' | ... | null
 */
export async function planRole(deps: Pick<PlanDeps, 'trips'>, stored: StoredPlan, userId: string): Promise<TripRole | null> {
  const tripUuid = stored.plan.meta.tripUuid;
  if (tripUuid === '') return stored.ownerId === userId ? 'owner' : null;
  return (await deps.trips.get(tripUuid, userId))?.role ?? null;
}

/**
 * The plan use cases. A plan filed in a trip has the trip's permissions (any participant reads,
 * editors write; viewers get it without sensitive fields); an unfiled item is its owner's alone.
 * Anyone else gets 404, as for a plan that does not exist.
 *
 * @example
 * const handlers = planHandlers({ plans, trips, accounts, legacyIds, clock, ids, zones });
 */
export function planHandlers(deps: PlanDeps): BoundHandler[] {
  const { stamp, prepared, storedOf, registerIds, create } = planWriter(deps);

  // The plan behind a uuid (its own or a segment's) if the caller may see it with `need`.
  const found = async (
    uuid: string,
    type: PlanType | null,
    userId: string,
    need: 'read' | 'edit',
  ): Promise<Result<{ stored: StoredPlan; role: TripRole }, ApiError>> => {
    const stored = (await deps.plans.get(uuid)) ?? (await deps.plans.findBySegment(uuid));
    if (!stored || (type !== null && stored.plan.type !== type)) return err(commonErrors.notFound);
    const role = await planRole(deps, stored, userId);
    if (role === null) return err(commonErrors.notFound);
    if (need === 'edit' && !canEditTrip(role)) return err(apiError(403, 'forbidden', 'trip_permission_denied', 'Your role on this trip does not allow this.'));
    return ok({ stored, role });
  };

  // A trip the caller files plans in: '' (unfiled) or one they can edit.
  const target = async (tripUuid: string, userId: string): Promise<Result<string, ApiError>> => {
    if (tripUuid === '') return ok('');
    const trip = await tripWithRight(deps.trips, tripUuid, userId, canEditTrip);
    return trip.ok ? ok(tripUuid) : trip;
  };

  return [
    bind(createPlanEntry, async (input, ctx) => {
      const decoded = decodeReservation(input.body);
      if (!decoded.ok) return err(wrapperError(decoded.error));
      const trip = await target(decoded.value.meta.tripUuid, ctx.userId);
      if (!trip.ok) return trip;
      const created = await create(decoded.value, { tripUuid: trip.value, userId: ctx.userId, serverBooking: EMPTY_BOOKING_FIELDS });
      return created.ok ? ok(planAnswer(created.value, 'owner')) : created;
    }),
    bind(getPlanEntry, async (input, ctx) => {
      const f = await found(input.params.uuid, input.params.type, ctx.userId, 'read');
      return f.ok ? ok(planAnswer(f.value.stored.plan, f.value.role)) : f;
    }),
    bind(replacePlanEntry, async (input, ctx) => {
      const f = await found(input.params.uuid, input.params.type, ctx.userId, 'edit');
      if (!f.ok) return f;
      const decoded = decodeReservation(input.body);
      if (!decoded.ok) return err(wrapperError(decoded.error));
      const { stored } = f.value;
      if (decoded.value.type !== stored.plan.type) {
        return err(apiError(400, 'bad_request', 'invalid_wrapper:type-mismatch', `A ${stored.plan.type} plan cannot be replaced by a ${decoded.value.type}.`));
      }
      const own = new Set(planSegmentUuids(stored.plan));
      const read = decoded.value;
      const kept = {
        ...read,
        meta: { ...read.meta, creator: stored.plan.meta.creator },
        booking: withServerBookingFields(read.booking, stored.plan.booking),
      } as Plan;
      const linked = withServerConflictLinks(kept, stored.plan);
      const plan = withStoredCost(await prepared(linked, stored.plan.meta.uuid, stored.plan.meta.tripUuid, (s) => own.has(s), ctx.userId));
      const invalid = invalidPlanError(plan, stored.plan.booking.totalCost);
      if (invalid !== null) return err(invalid);
      if (!(await deps.plans.replace([storedOf(plan, stored.ownerId)]))) return err(commonErrors.notFound);
      for (const segment of planSegmentUuids(plan)) if (!own.has(segment)) await deps.legacyIds.register('trip_item', segment);
      return ok(planAnswer(plan, 'owner'));
    }),
    // Mounted before delete/:type/uuid/:uuid, which would otherwise take 'segment' for a type.
    bind(deleteSegmentEntry, async (input, ctx) => {
      const stored = await deps.plans.findBySegment(input.params.uuid);
      if (!stored) return err(commonErrors.notFound);
      const f = await found(stored.plan.meta.uuid, null, ctx.userId, 'edit');
      if (!f.ok) return f;
      const segments = planSegmentUuids(stored.plan);
      const wholePlan = stored.plan.type === 'cruise' ? cruiseDeletion(segments, [input.params.uuid]).kind === 'reservation' : segments.length <= 1;
      if (wholePlan) {
        await deps.plans.delete(stored.plan.meta.uuid);
        return ok({ deleted_plan: 'true' as const });
      }
      const plan = withoutSegments(stored.plan, [input.params.uuid]);
      const next = { ...plan, meta: { ...plan.meta, lastModified: stamp() } } as Plan;
      await deps.plans.replace([storedOf(next, stored.ownerId)]);
      return ok({ deleted_plan: 'false' as const });
    }),
    bind(deletePlanEntry, async (input, ctx) => {
      const f = await found(input.params.uuid, input.params.type, ctx.userId, 'edit');
      if (!f.ok) return f;
      return (await deps.plans.delete(f.value.stored.plan.meta.uuid)) ? ok({}) : err(commonErrors.notFound);
    }),
    bind(movePlanEntry, async (input, ctx) => {
      const f = await found(input.params.uuid, input.params.type, ctx.userId, 'edit');
      if (!f.ok) return f;
      const trip = await target(input.query.trip_uuid, ctx.userId);
      if (!trip.ok) return trip;
      const { stored } = f.value;
      const own = new Set(planSegmentUuids(stored.plan));
      const plan = await prepared(stored.plan, stored.plan.meta.uuid, trip.value, (s) => own.has(s), ctx.userId);
      // An item made unfiled belongs to whoever moved it out.
      const ownerId = trip.value === '' ? ctx.userId : stored.ownerId;
      if (!(await deps.plans.replace([storedOf(plan, ownerId)]))) return err(commonErrors.notFound);
      return ok(planAnswer(plan, 'owner'));
    }),
    bind(copyPlanEntry, async (input, ctx) => {
      const f = await found(input.params.uuid, input.params.type, ctx.userId, 'edit');
      if (!f.ok) return f;
      const trip = await target(input.query.trip_uuid, ctx.userId);
      if (!trip.ok) return trip;
      const plan = await prepared(withServerConflictLinks(f.value.stored.plan, null), deps.ids.uuid(), trip.value, () => false, ctx.userId);
      await deps.plans.create(storedOf(plan, ctx.userId));
      await registerIds(plan);
      return ok(planAnswer(plan, 'owner'));
    }),
    bind(listObjectsEntry, async (input, ctx) => {
      const page = await deps.plans.listUnfiled(ctx.userId, input.query.page_num, input.query.page_size);
      return ok({
        ...objectLists(
          page.items.map((s) => s.plan),
          'owner',
        ),
        max_page: page.maxPage,
      });
    }),
    bind(updateMultipleCostsEntry, async (input, ctx) => {
      const changed: StoredPlan[] = [];
      for (const [i, cost] of input.body.Costs.entries()) {
        const f = await found(cost.uuid, null, ctx.userId, 'edit');
        if (!f.ok) {
          return f.error.status === 404 ? err(apiError(404, 'not_found', `not_found:Costs.${i}.uuid`, `No plan ${cost.uuid} you can edit.`)) : f;
        }
        const { plan, ownerId } = f.value.stored;
        const next = { ...plan, booking: { ...plan.booking, totalCost: cost.total_cost }, meta: { ...plan.meta, lastModified: stamp() } } as Plan;
        const issue = planObjectIssues(next).find((found) => found.path === 'total_cost');
        if (issue !== undefined) {
          return err(
            apiError(
              400,
              'bad_request',
              `invalid_field:Costs.${i}.total_cost`,
              `Invalid total_cost (${issue.key}): an amount with its currency, such as EUR 310.00.`,
            ),
          );
        }
        changed.push(storedOf(withStoredCost(next), ownerId));
      }
      if (!(await deps.plans.replace(changed))) return err(commonErrors.notFound);
      return ok({ Costs: changed.map((s) => ({ uuid: s.plan.meta.uuid, total_cost: s.plan.booking.totalCost })) });
    }),
  ];
}
