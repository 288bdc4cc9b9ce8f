import { buildPath, PLAN_TYPE_INFO, type Plan, type PlanType } from '@waybook/core';

/** Options of {@link planPagePath}. */
export interface PlanPathOptions {
  /** The trip the plan is shown in; default its own tripUuid ('' is unfiled). */
  readonly tripUuid?: string;
  /** The segment to open; default the reservation itself (single-segment types). */
  readonly segmentUuid?: string;
}

/**
 * The page of a plan: /trips/{tripUuid}/{type}/{segmentUuid} for a plan of a trip,
 * /unfiled/{type}/{reservationUuid} for an unfiled one.
 *
 * @example
 * planPagePath(lodging)                       // '/trips/t1/lodging/r1'
 * planPagePath(flight, { segmentUuid: 's2' }) // '/trips/t1/flights/s2'
 * planPagePath(note, { tripUuid: '' })        // '/unfiled/note/n1'
 */
export function planPagePath(plan: Plan, options: PlanPathOptions = {}): string {
  const type = PLAN_TYPE_INFO[plan.type].routeNameType;
  const tripUuid = options.tripUuid ?? plan.meta.tripUuid;
  if (tripUuid === '') {
    return buildPath(`unfiled_segment_${type}` as 'unfiled_segment_note', { reservationUuid: plan.meta.uuid });
  }
  const segmentUuid = options.segmentUuid || plan.meta.uuid;
  return buildPath(`segment_${type}` as 'segment_note', { tripUuid, segmentUuid });
}

/**
 * The create path of a plan of a type in no trip (/unfiled/{routeSegment}/create), opened from the
 * unassigned plans tab; the spec's route table has only the unfiled view and edit routes.
 *
 * @example
 * unfiledPlanCreatePath('car') // '/unfiled/car-rental/create'
 */
export function unfiledPlanCreatePath(type: PlanType): string {
  return `/unfiled/${PLAN_TYPE_INFO[type].routeSegment}/create`;
}

/** Add a Plan for no trip: the plan type chooser opened from the unassigned plans tab. */
export const UNFILED_PLAN_CHOOSER_PATH = '/unfiled/plans/create';

/** The unassigned plans tab of the trip list, where unfiled plans are listed. */
export const UNASSIGNED_TAB_PATH = '/trips?tab=unassigned';
