import { TRIP_OBJECT_LIST_KEYS, type TripObjectListKey } from '../contract/trip-entries.js';
import { redactPlanForViewer } from '../domain/plans/plan-privacy.js';
import { PLAN_TYPE_INFO } from '../domain/plans/plan-type.js';
import { encodeReservation, type Plan } from '../domain/plans/types/reservation-codec.js';
import { planSegmentUuids } from '../domain/plans/plan-ids.js';
import { mayEditTrip } from '../domain/trips/trip-access.js';
import { buildPath } from '../navigation/routes/build-path.js';
import type { TripRole } from '../ports/trip-store.port.js';

/**
 * A plan as answered to a role: complete for editors, without sensitive fields for viewers.
 *
 * @example
 * planAnswer(plan, 'viewer') // { LodgingObject: { ...without costs and confirmation numbers } }
 */
export function planAnswer(plan: Plan, role: TripRole): Readonly<Record<string, unknown>> {
  const shown = mayEditTrip(role) ? plan : redactPlanForViewer(plan);
  return encodeReservation({ ...shown, meta: { ...shown.meta, relativeUrl: planRelativeUrl(shown) } } as Plan);
}

/**
 * The page of a plan (its view route; the unfiled one for an unfiled item), derived from where it
 * is filed now, so it follows moves and merges.
 *
 * @example
 * planRelativeUrl(notePlanInTrip) // '/trips/t1/note/n1'
 */
export function planRelativeUrl(plan: Plan): string {
  const name = PLAN_TYPE_INFO[plan.type].routeNameType;
  const segmentUuid = planSegmentUuids(plan)[0] ?? plan.meta.uuid;
  return plan.meta.tripUuid === ''
    ? buildPath(`unfiled_segment_${name}` as 'unfiled_segment_note', { reservationUuid: plan.meta.uuid })
    : buildPath(`segment_${name}` as 'segment_note', { tripUuid: plan.meta.tripUuid, segmentUuid });
}

/**
 * Typed object lists (as include_objects and list/object answer them) of plans, for a role.
 *
 * @example
 * objectLists([notePlan], 'owner').NoteObject.length // 1
 */
export function objectLists(plans: readonly Plan[], role: TripRole): Record<TripObjectListKey, Record<string, unknown>[]> {
  const lists = Object.fromEntries(TRIP_OBJECT_LIST_KEYS.map((k) => [k, [] as Record<string, unknown>[]])) as Record<
    TripObjectListKey,
    Record<string, unknown>[]
  >;
  for (const plan of plans) {
    const key = PLAN_TYPE_INFO[plan.type].objectKey;
    const object = planAnswer(plan, role)[key];
    if (object !== undefined) lists[key].push(object as Record<string, unknown>);
  }
  return lists;
}

