import type { ApiError } from '../contract/error.js';
import { withStoredCost } from '../domain/money/plan-costs.js';
import type { BookingFields } from '../domain/plans/plan-fields.js';
import { planSegmentUuids, withPlanIds } from '../domain/plans/plan-ids.js';
import { planStartInstant } from '../domain/plans/plan-timeline.js';
import type { PlanType } from '../domain/plans/plan-type.js';
import type { Plan } from '../domain/plans/types/plan.js';
import { err, ok, type Result } from '../domain/result.js';
import type { StoredPlan } from '../ports/plan-store.port.js';
import type { PlanDeps } from './plan-deps.js';
import { invalidPlanError, withServerBookingFields, withServerConflictLinks } from './plan-rules.js';
import { fillPlanTimeZones } from './plan-time-zones.js';

/** The legacy entity type a plan's own uuid is looked up as (notes, maps and directions are trip items). */
const legacyTypeOf = (type: PlanType): string => (type === 'note' || type === 'map' || type === 'directions' ? 'trip_item' : 'reservation');

/**
 * How the server writes plans, whoever asks (the create call, a copy, an import): fresh ids,
 * time zones filled from the places, the last-modified stamp, the stored cost, core's plan rules,
 * the store and the legacy ids.
 *
 * @example
 * const writer = planWriter(deps);
 * const created = await writer.create(plan, { tripUuid: 't1', userId: 'u1', serverBooking: EMPTY_BOOKING_FIELDS });
 */
export function planWriter(deps: PlanDeps) {
  const stamp = (): string => deps.clock.now().toISOString();

  // Ids, zones, stamp and url the server keeps on every write.
  const prepared = async (plan: Plan, uuid: string, tripUuid: string, keep: (s: string) => boolean, userId: string): Promise<Plan> => {
    const withIds = withPlanIds(plan, { uuid, tripUuid, keep, newId: () => deps.ids.uuid() });
    const trip = tripUuid === '' ? null : ((await deps.trips.get(tripUuid, userId))?.trip ?? null);
    const zoned = await fillPlanTimeZones(withIds, deps.zones, trip);
    return { ...zoned, meta: { ...zoned.meta, lastModified: stamp() } } as Plan;
  };

  const storedOf = (plan: Plan, ownerId: string): StoredPlan => ({ plan, ownerId, startsAt: planStartInstant(plan) });

  const registerIds = async (plan: Plan): Promise<void> => {
    await deps.legacyIds.register(legacyTypeOf(plan.type), plan.meta.uuid);
    for (const segment of planSegmentUuids(plan)) await deps.legacyIds.register('trip_item', segment);
  };

  /**
   * Stores a new plan by `userId` in `tripUuid` ('' unfiled; the caller checked the right to),
   * with the read-only booking fields taken from `serverBooking`. Answers it as stored, or the
   * 400 of the first broken rule (nothing written).
   */
  const create = async (read: Plan, o: { tripUuid: string; userId: string; serverBooking: BookingFields }): Promise<Result<Plan, ApiError>> => {
    const profile = await deps.accounts.profile(o.userId);
    const base = {
      ...read,
      meta: { ...read.meta, creator: profile?.profileRef ?? '' },
      booking: withServerBookingFields(read.booking, o.serverBooking),
    } as Plan;
    const plan = withStoredCost(await prepared(withServerConflictLinks(base, null), deps.ids.uuid(), o.tripUuid, () => false, o.userId));
    const invalid = invalidPlanError(plan);
    if (invalid !== null) return err(invalid);
    await deps.plans.create(storedOf(plan, o.userId));
    await registerIds(plan);
    return ok(plan);
  };

  return { stamp, prepared, storedOf, registerIds, create };
}

/**
 * The writer {@link planWriter} makes.
 *
 * @example
 * const w: PlanWriter = planWriter(deps);
 */
export type PlanWriter = ReturnType<typeof planWriter>;
