import { commonErrors, type ApiError } from '../contract/error.js';
import { getPlanImportEntry, type PlanImportWire } from '../contract/imports/plan-import-entries.js';
import { err, ok, type Result } from '../domain/result.js';
import { canEditTrip } from '../domain/trips/trip-access.js';
import type { BlobStore, StoredBlob } from '../ports/blob-store.port.js';
import type { ImportStore, PlanImport } from '../ports/import-store.port.js';
import type { PlanStore } from '../ports/plan-store.port.js';
import type { TripStore } from '../ports/trip-store.port.js';
import { bind, type BoundHandler } from './handler.js';
import { planRole } from './plan-handlers.js';

/**
 * What the provenance of imported plans needs: the plans and trips (who may read the plan), the
 * import records and the stored original messages.
 *
 * @example
 * const deps: PlanImportDeps = { plans, trips, imports, blobs };
 */
export interface PlanImportDeps {
  readonly plans: Pick<PlanStore, 'get' | 'findBySegment'>;
  readonly trips: TripStore;
  readonly imports: Pick<ImportStore, 'forPlan'>;
  readonly blobs: Pick<BlobStore, 'get'>;
}

/**
 * Where the original message of an imported plan is served (to its editors).
 *
 * @example
 * importMessagePath('p1') // '/plan/import-message/p1'
 */
export function importMessagePath(planUuid: string): string {
  return `/plan/import-message/${encodeURIComponent(planUuid)}`;
}

/**
 * The import record of a plan and whether the caller may edit the plan, when the caller may read
 * it and it was imported; 404 otherwise (as for a plan that does not exist).
 *
 * @example
 * const found = await planImportAccess(deps, 'p1', 'u1'); // ok({ record, editable: true })
 */
export async function planImportAccess(
  deps: Pick<PlanImportDeps, 'plans' | 'trips' | 'imports'>,
  planUuid: string,
  userId: string,
): Promise<Result<{ record: PlanImport; editable: boolean }, ApiError>> {
  const stored = (await deps.plans.get(planUuid)) ?? (await deps.plans.findBySegment(planUuid));
  if (!stored) return err(commonErrors.notFound);
  const role = await planRole(deps, stored, userId);
  if (role === null) return err(commonErrors.notFound);
  const record = await deps.imports.forPlan(stored.plan.meta.uuid);
  return record ? ok({ record, editable: canEditTrip(role) }) : err(commonErrors.notFound);
}

/**
 * The wire provenance of an import record; the original message's address only for editors and
 * only when a message was kept.
 *
 * @example
 * planImportOut(record, false).original_url // ''
 */
export function planImportOut(record: PlanImport, editable: boolean): PlanImportWire {
  return {
    extractor: record.extractor,
    message_id: record.messageId,
    subject: record.subject,
    sender: record.sender,
    received: record.receivedAt.toISOString(),
    imported: record.importedAt.toISOString(),
    original_url: editable && record.messageBlobId !== '' ? importMessagePath(record.planUuid) : '',
  };
}

/**
 * The original message of an imported plan and its subject, for the plan's editors; null for
 * anyone else, for a plan not imported from a message, and when the message is gone.
 *
 * @example
 * const found = await openImportMessage(deps, 'p1', 'u1'); // { blob, subject } | null
 */
export async function openImportMessage(deps: PlanImportDeps, planUuid: string, userId: string): Promise<{ blob: StoredBlob; subject: string } | null> {
  const found = await planImportAccess(deps, planUuid, userId);
  if (!found.ok || !found.value.editable || found.value.record.messageBlobId === '') return null;
  const blob = await deps.blobs.get(found.value.record.messageBlobId);
  return blob ? { blob, subject: found.value.record.subject } : null;
}

/**
 * GET v2/planImport: where an imported plan came from, for anyone who can read the plan.
 *
 * @example
 * const handlers = planImportHandlers({ plans, trips, imports, blobs });
 */
export function planImportHandlers(deps: PlanImportDeps): BoundHandler[] {
  return [
    bind(getPlanImportEntry, async ({ query }, ctx) => {
      const found = await planImportAccess(deps, query.plan_uuid, ctx.userId);
      return found.ok ? ok({ PlanImport: planImportOut(found.value.record, found.value.editable) }) : found;
    }),
  ];
}
