import { commonErrors } from '../contract/error.js';
import {
  flightConflictOptionToWire,
  getFlightConflictEntry,
  resolveFlightConflictEntry,
  UNKNOWN_CONFLICT_PATH,
} from '../contract/flights/flight-conflict-entries.js';
import { toWireBoolean } from '../contract/wire.js';
import { flightConflictOption } from '../domain/imports/import-flight-conflict.js';
import type { AirPlan } from '../domain/plans/types/air-plan.js';
import type { Plan } from '../domain/plans/types/plan.js';
import { err, ok } from '../domain/result.js';
import { canEditTrip } from '../domain/trips/trip-access.js';
import type { Clock } from '../ports/clock.port.js';
import type { FlightConflictStore } from '../ports/flight-conflict-store.port.js';
import type { PlanStore, StoredPlan } from '../ports/plan-store.port.js';
import type { TripStore } from '../ports/trip-store.port.js';
import { bind, type BoundHandler } from './handler.js';
import { planAnswer } from './plan-answers.js';
import { planRole } from './plan-handlers.js';
import { tripForbidden } from './trip-handlers.js';

/**
 * What the flight conflict calls need.
 *
 * @example
 * const deps: FlightConflictDeps = { conflicts, plans, trips, clock };
 */
export interface FlightConflictDeps {
  readonly conflicts: FlightConflictStore;
  readonly plans: PlanStore;
  readonly trips: TripStore;
  readonly clock: Clock;
}

const isAir = (p: Plan | undefined): p is AirPlan => p?.type === 'air';

/**
 * A flight with its conflict link cleared (or set to `url`) on every segment.
 *
 * @example
 * withConflictUrl(plan, '').segments[0]?.conflictResolutionUrl // ''
 */
export function withConflictUrl(plan: AirPlan, url: string, lastModified: string): AirPlan {
  return { ...plan, segments: plan.segments.map((s) => ({ ...s, conflictResolutionUrl: url })), meta: { ...plan.meta, lastModified } };
}

/**
 * GET and POST v2/flightConflicts: a flight's conflict with one option per version, and keeping
 * one version (the others are deleted, the kept one has no conflict any more). Seeing the conflict
 * takes the right to see the flight; choosing takes the right to edit its trip.
 *
 * @example
 * const handlers = flightConflictHandlers({ conflicts, plans, trips, clock });
 */
export function flightConflictHandlers(deps: FlightConflictDeps): BoundHandler[] {
  const flight = async (uuid: string): Promise<StoredPlan | undefined> => (await deps.plans.get(uuid)) ?? (await deps.plans.findBySegment(uuid));
  return [
    bind(getFlightConflictEntry, async ({ query }, ctx) => {
      const asked = await flight(query.trip_item_uuid);
      const role = asked ? await planRole(deps, asked, ctx.userId) : null;
      const conflict = asked && role !== null ? await deps.conflicts.forPlan(asked.plan.meta.uuid) : undefined;
      if (!asked || role === null || !conflict) return err(commonErrors.notFound);
      const options = [];
      for (const path of conflict.paths) {
        const version = (await deps.plans.get(path.planUuid))?.plan;
        if (!isAir(version)) continue;
        const source = { emailSubject: path.emailSubject, importedAt: path.importedAt.toISOString(), tripItemUuids: [path.planUuid] };
        options.push(flightConflictOptionToWire(flightConflictOption(version, source, path.pathIndex)));
      }
      const shown = planAnswer(asked.plan, role)['AirObject'] as { Segment?: Record<string, unknown>[] } | undefined;
      return ok({
        FlightConflict: {
          guid: conflict.guid,
          does_differ_only_by_time: toWireBoolean(conflict.doesDifferOnlyByTime),
          is_read_only: toWireBoolean(!canEditTrip(role)),
          conflict_options: options,
          Segments: shown?.Segment ?? [],
        },
      });
    }),
    bind(resolveFlightConflictEntry, async ({ body }, ctx) => {
      const asked = await flight(body.trip_item_uuid);
      const role = asked ? await planRole(deps, asked, ctx.userId) : null;
      const conflict = asked && role !== null ? await deps.conflicts.forPlan(asked.plan.meta.uuid) : undefined;
      if (!asked || role === null || !conflict || conflict.guid !== body.guid) return err(commonErrors.notFound);
      if (!canEditTrip(role)) return err(tripForbidden);
      const kept = conflict.paths.find((p) => p.pathIndex === body.path_index);
      if (!kept) return err(UNKNOWN_CONFLICT_PATH);
      for (const other of conflict.paths) if (other.planUuid !== kept.planUuid) await deps.plans.delete(other.planUuid);
      const stored = await deps.plans.get(kept.planUuid);
      if (stored && isAir(stored.plan)) {
        await deps.plans.replace([{ ...stored, plan: withConflictUrl(stored.plan, '', deps.clock.now().toISOString()) }]);
      }
      await deps.conflicts.remove(conflict.guid);
      return ok({ kept_trip_item_uuid: kept.planUuid });
    }),
  ];
}
