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
  type PlanWrapperWire,
} from '../contract/plan-entries.js';
import { TRIP_OBJECT_LIST_KEYS, type TripObjectListKey } from '../contract/trip-entries.js';
import type { CachePolicy } from './cache-policy.js';
import { PLAN_TYPE_INFO, type PlanType } from '../domain/plans/plan-type.js';
import { decodeReservation, encodeReservation } from '../contract/plans/types/reservation-codec.js';
import type { Plan } from '../domain/plans/types/plan.js';
import { ok, type Result } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import type { TripCacheValues } from './trip-service.js';

/**
 * Reads the typed plan of an answered wrapper; an answer the codec cannot read is an invalid response.
 *
 * @example
 * planOfWrapper({ NoteObject: { uuid: 'n1' } }) // ok({ type: 'note', ... })
 */
export function planOfWrapper(wrapper: PlanWrapperWire): Result<Plan, ApiFailure> {
  const decoded = decodeReservation(wrapper);
  return decoded.ok ? decoded : { ok: false, error: { kind: 'invalid-response' } };
}

/**
 * The plans of typed object lists (as include_objects and list/object answer them), in list order,
 * leaving out any the codec cannot read.
 *
 * @example
 * plansOfObjectLists({ NoteObject: [{ uuid: 'n1' }] }).map((p) => p.type) // ['note']
 */
export function plansOfObjectLists(lists: Partial<Readonly<Record<TripObjectListKey, readonly Readonly<Record<string, unknown>>[]>>>): Plan[] {
  return TRIP_OBJECT_LIST_KEYS.flatMap((key) =>
    (lists[key] ?? []).flatMap((object) => {
      const decoded = decodeReservation({ [key]: object });
      return decoded.ok ? [decoded.value] : [];
    }),
  );
}

/**
 * The plan use cases of the app. Every change invalidates the trips:list cache (a plan can change
 * a trip's place in the lists).
 *
 * @example
 * const plans = new PlanService(transport, cache);
 * const created = await plans.create({ ...notePlan, meta: { ...notePlan.meta, tripUuid } });
 */
export class PlanService {
  constructor(
    private readonly api: ApiTransport,
    private readonly cache: CachePolicy<TripCacheValues>,
  ) {}

  /** A plan by type and uuid. */
  async get(type: PlanType, uuid: string): Promise<Result<Plan, ApiFailure>> {
    const result = await this.api.call(getPlanEntry, { params: { type, uuid } });
    return result.ok ? planOfWrapper(result.value) : result;
  }

  /** Creates a plan; its meta.tripUuid files it in a trip, '' makes it unfiled. */
  async create(plan: Plan): Promise<Result<Plan, ApiFailure>> {
    return this.changed(await this.api.call(createPlanEntry, { body: encodeReservation(plan) }));
  }

  /** Saves a plan over the stored one. */
  async replace(plan: Plan): Promise<Result<Plan, ApiFailure>> {
    const result = await this.api.call(replacePlanEntry, { params: { type: plan.type, uuid: plan.meta.uuid }, body: encodeReservation(plan) });
    return this.changed(result);
  }

  /** Deletes a plan. */
  async delete(type: PlanType, uuid: string): Promise<Result<void, ApiFailure>> {
    const result = await this.api.call(deletePlanEntry, { params: { type, uuid } });
    if (!result.ok) return result;
    this.cache.invalidate('trips:list');
    return ok(undefined);
  }

  /** Deletes one segment; answers whether the whole plan went with it. */
  async deleteSegment(segmentUuid: string): Promise<Result<{ deletedPlan: boolean }, ApiFailure>> {
    const result = await this.api.call(deleteSegmentEntry, { params: { uuid: segmentUuid } });
    if (!result.ok) return result;
    this.cache.invalidate('trips:list');
    return ok({ deletedPlan: result.value.deleted_plan === 'true' });
  }

  /** Files a plan in a trip ('' makes it unfiled). */
  async move(type: PlanType, uuid: string, tripUuid: string): Promise<Result<Plan, ApiFailure>> {
    return this.changed(await this.api.call(movePlanEntry, { params: { type, uuid }, query: { trip_uuid: tripUuid } }));
  }

  /** Copies a plan into a trip ('' makes the copy unfiled). */
  async copy(type: PlanType, uuid: string, tripUuid: string): Promise<Result<Plan, ApiFailure>> {
    return this.changed(await this.api.call(copyPlanEntry, { params: { type, uuid }, query: { trip_uuid: tripUuid } }));
  }

  /** One page of the user's unfiled items. */
  async unfiled(pageNum: number): Promise<Result<{ plans: Plan[]; maxPage: number }, ApiFailure>> {
    const result = await this.api.call(listObjectsEntry, { query: { is_unfiled_items_only: 'true', include: 'weather', page_num: pageNum } });
    if (!result.ok) return result;
    return ok({ plans: plansOfObjectLists(result.value), maxPage: result.value.max_page });
  }

  /** Sets the total cost of several plans at once (each an amount with its currency, stored as 'EUR 310.00'). */
  async updateCosts(costs: readonly { readonly uuid: string; readonly totalCost: string }[]): Promise<Result<void, ApiFailure>> {
    const result = await this.api.call(updateMultipleCostsEntry, {
      body: { Costs: costs.map((c) => ({ uuid: c.uuid, total_cost: c.totalCost })) },
    });
    if (!result.ok) return result;
    this.cache.invalidate('trips:list');
    return ok(undefined);
  }

  private changed(result: Result<PlanWrapperWire, ApiFailure>): Result<Plan, ApiFailure> {
    if (!result.ok) return result;
    this.cache.invalidate('trips:list');
    return planOfWrapper(result.value);
  }
}

/**
 * The wrapper key of a plan type (for building object lists).
 *
 * @example
 * objectKeyOf('car') // 'CarObject'
 */
export function objectKeyOf(type: PlanType): TripObjectListKey {
  return PLAN_TYPE_INFO[type].objectKey;
}
