import type { PlanType } from '../domain/plans/plan-type.js';
import type { Plan } from '../domain/plans/types/plan.js';

/**
 * A plan's row as stored, not decoded: its type, its stored uuid and trip ('' = unfiled), and its
 * typed object with wire names (what `encodeReservation` put under the type's key). Reads that
 * answer editors send it as it is, without decoding and encoding it again.
 *
 * @example
 * const r: PlanRecord = { type: 'note', uuid: 'n1', tripUuid: 't1', object: { display_name: 'Tickets' } };
 */
export interface PlanRecord {
  readonly type: PlanType;
  readonly uuid: string;
  readonly tripUuid: string;
  readonly object: Readonly<Record<string, unknown>>;
}

/**
 * A plan as stored: the typed plan (its meta.uuid and meta.tripUuid are the stored ones; '' trip
 * means an unfiled item), who created it, and the instant it starts (for ordering; null when it
 * has no date).
 *
 * @example
 * const s: StoredPlan = { plan, ownerId: 'u1', startsAt: new Date('2026-12-01T09:00:00Z') };
 */
export interface StoredPlan {
  readonly plan: Plan;
  readonly ownerId: string;
  readonly startsAt: Date | null;
}

/**
 * Plans, filed in trips or unfiled, with the uuids of their segments.
 *
 * @example
 * await plans.create({ plan, ownerId: 'u1', startsAt: null });
 * (await plans.findBySegment(segmentUuid))?.plan.meta.uuid
 */
export interface PlanStore {
  /** Stores a new plan (uuids already set). */
  create(plan: StoredPlan): Promise<void>;
  /** A plan by its uuid. */
  get(uuid: string): Promise<StoredPlan | undefined>;
  /** The plan holding a segment uuid. */
  findBySegment(segmentUuid: string): Promise<StoredPlan | undefined>;
  /** Overwrites plans (content, trip, start) in one transaction; false (and nothing written) if one is gone. */
  replace(plans: readonly StoredPlan[]): Promise<boolean>;
  /** Removes a plan; false when there was none. */
  delete(uuid: string): Promise<boolean>;
  /** The plans of a trip, earliest first, undated last. */
  listForTrip(tripUuid: string): Promise<readonly StoredPlan[]>;
  /** The plans of a trip as stored (not decoded), in the order of `listForTrip`. */
  listRecordsForTrip(tripUuid: string): Promise<readonly PlanRecord[]>;
  /** One page of a user's unfiled plans, most recent first. */
  listUnfiled(ownerId: string, pageNum: number, pageSize: number): Promise<{ items: readonly StoredPlan[]; maxPage: number }>;
}
