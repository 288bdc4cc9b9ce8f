import type { ApiError } from '../contract/error.js';
import { EMPTY_BOOKING_FIELDS } from '../domain/plans/plan-fields.js';
import type { AirPlan } from '../domain/plans/types/air-plan.js';
import { err, ok, type Result } from '../domain/result.js';
import type { FlightConflictStore } from '../ports/flight-conflict-store.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { ImportStore } from '../ports/import-store.port.js';
import type { PlanStore, StoredPlan } from '../ports/plan-store.port.js';
import { withConflictUrl } from './flight-conflict-handlers.js';
import { planRelativeUrl } from './plan-answers.js';
import type { PlanWriter } from './plan-writer.js';

type ConflictDeps = {
  readonly plans: PlanStore;
  readonly imports: ImportStore;
  readonly conflicts: FlightConflictStore;
  readonly writer: PlanWriter;
  readonly ids: IdGenerator;
};

/**
 * A flight imported again with another schedule: the new version is written as a plan of its own
 * beside the stored one (same trip), both become the versions of a new conflict (path 0 the stored
 * one, path 1 the import), and each segment of both links to the conflict screen
 * (`conflict_resolution_url`, the flight's page with `?conflict=<guid>`), so the trip shows the
 * conflict until the traveler keeps one version.
 *
 * @example
 * const r = await openFlightConflict(deps, stored, importedFlight, { userId: 'u1', subject: 'Schedule change', now, doesDifferOnlyByTime: true });
 */
export async function openFlightConflict(
  deps: ConflictDeps,
  stored: StoredPlan & { readonly plan: AirPlan },
  imported: AirPlan,
  o: { readonly userId: string; readonly subject: string; readonly now: Date; readonly doesDifferOnlyByTime: boolean },
): Promise<Result<{ plan: AirPlan; outcome: 'conflict' }, ApiError>> {
  const tripUuid = stored.plan.meta.tripUuid;
  const serverBooking = { ...EMPTY_BOOKING_FIELDS, recordLocator: stored.plan.booking.recordLocator };
  const created = await deps.writer.create(imported, { tripUuid, userId: o.userId, serverBooking });
  if (!created.ok) return created;
  if (created.value.type !== 'air')
    return err({ status: 500, code: 'internal_error', detailedErrorCode: 'internal_error', description: 'A flight became another plan type.' });
  const guid = deps.ids.uuid();
  const earlier = await deps.imports.forPlan(stored.plan.meta.uuid);
  await deps.conflicts.create({
    guid,
    userId: o.userId,
    doesDifferOnlyByTime: o.doesDifferOnlyByTime,
    paths: [
      { pathIndex: 0, planUuid: stored.plan.meta.uuid, emailSubject: earlier?.subject ?? '', importedAt: earlier?.importedAt ?? o.now },
      { pathIndex: 1, planUuid: created.value.meta.uuid, emailSubject: o.subject, importedAt: o.now },
    ],
  });
  const stamp = o.now.toISOString();
  const linked = (p: AirPlan) => withConflictUrl(p, `${planRelativeUrl(p)}?conflict=${guid}`, stamp);
  const version = linked(created.value);
  await deps.plans.replace([{ ...stored, plan: linked(stored.plan) }, deps.writer.storedOf(version, o.userId)]);
  return ok({ plan: version, outcome: 'conflict' });
}
