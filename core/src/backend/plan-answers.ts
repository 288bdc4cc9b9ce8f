import { TRIP_OBJECT_LIST_KEYS, type TripObjectListKey } from '../contract/trip-entries.js';
import { redactPlanForViewer } from '../domain/plans/plan-privacy.js';
import { PLAN_TYPE_INFO } from '../domain/plans/plan-type.js';
import { decodeReservation, encodeReservation } from '../contract/plans/types/reservation-codec.js';
import type { Plan } from '../domain/plans/types/plan.js';
import { planSegmentUuids } from '../domain/plans/plan-ids.js';
import type { PlanType } from '../domain/plans/plan-type.js';
import { mayEditTrip } from '../domain/trips/trip-access.js';
import { buildPath } from '../navigation/routes/build-path.js';
import type { PlanRecord } from '../ports/plan-store.port.js';
import type { TripRole } from '../ports/trip-store.port.js';

/**
 * The one redaction rule for plans, whoever shows them (API answers, calendar file, public page):
 * the plan as it is for a role that edits the trip (owner, traveler, planner); without the
 * sensitive fields of `VIEWER_HIDDEN_FIELDS` for a viewer and for the public page.
 *
 * @example
 * planAsSeenBy(car, 'edit') === car              // true
 * planAsSeenBy(car, 'viewer').mileageCharges     // ''
 * planAsSeenBy(car, 'public').booking.totalCost  // ''
 */
export function planAsSeenBy(plan: Plan, role: TripRole | 'public'): Plan {
  return role !== 'public' && mayEditTrip(role) ? plan : redactPlanForViewer(plan);
}

/**
 * A plan as answered to a role: complete for editors, without sensitive fields for viewers
 * ({@link planAsSeenBy}).
 *
 * @example
 * planAnswer(plan, 'viewer') // { LodgingObject: { ...without costs and confirmation numbers } }
 */
export function planAnswer(plan: Plan, role: TripRole): Readonly<Record<string, unknown>> {
  const shown = planAsSeenBy(plan, role);
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
  return relativeUrlOf(plan.type, plan.meta.uuid, plan.meta.tripUuid, planSegmentUuids(plan)[0]);
}

function relativeUrlOf(type: PlanType, uuid: string, tripUuid: string, firstSegmentUuid: string | undefined): string {
  const name = PLAN_TYPE_INFO[type].routeNameType;
  return tripUuid === ''
    ? buildPath(`unfiled_segment_${name}` as 'unfiled_segment_note', { reservationUuid: uuid })
    : buildPath(`segment_${name}` as 'segment_note', { tripUuid, segmentUuid: firstSegmentUuid ?? uuid });
}

/**
 * The typed plan of a stored record. Only the use cases write records, from plans that decoded,
 * so a record that does not decode is a bug and throws.
 *
 * @example
 * planFromRecord({ type: 'note', uuid: 'n1', tripUuid: 't1', object: { display_name: 'Tickets' } }).meta.uuid // 'n1'
 */
export function planFromRecord(record: PlanRecord): Plan {
  const decoded = decodeReservation({ [PLAN_TYPE_INFO[record.type].objectKey]: record.object });
  if (!decoded.ok) throw new Error(`stored plan ${record.uuid} does not decode: ${JSON.stringify(decoded.error)}`);
  return { ...decoded.value, meta: { ...decoded.value.meta, uuid: record.uuid, tripUuid: record.tripUuid } };
}

// Answers of frozen records, which stores share until the next write (see storedObjectAnswer).
const sharedAnswers = new WeakMap<PlanRecord, Record<string, unknown>>();

/**
 * A stored plan's typed object as editors get it: as stored, with its current uuid, trip and page
 * (the trip changes on a merge without the object being written again). Equal to
 * `planAnswer(planFromRecord(record), 'owner')[objectKey]`, without decoding anything.
 *
 * @example
 * storedObjectAnswer({ type: 'note', uuid: 'n1', tripUuid: 't1', object: { display_name: 'Tickets' } }).relative_url
 * // '/trips/t1/note/n1'
 */
export function storedObjectAnswer(record: PlanRecord): Record<string, unknown> {
  const shared = sharedAnswers.get(record);
  if (shared) return shared;
  const { trip_uuid: _storedTrip, ...object } = record.object;
  const segments = object['Segment'];
  const first: unknown = Array.isArray(segments) ? (segments[0] as Record<string, unknown> | undefined)?.['uuid'] : undefined;
  const relativeUrl = relativeUrlOf(record.type, record.uuid, record.tripUuid, typeof first === 'string' && first !== '' ? first : undefined);
  const answer = { ...object, uuid: record.uuid, ...(record.tripUuid === '' ? {} : { trip_uuid: record.tripUuid }), relative_url: relativeUrl };
  // A frozen record (a store shares it until the next write) gets one frozen answer, reused.
  if (Object.isFrozen(record)) sharedAnswers.set(record, Object.freeze(answer));
  return answer;
}

/**
 * Typed object lists (as include_objects and list/object answer them) of plans, for a role.
 *
 * @example
 * objectLists([notePlan], 'owner').NoteObject.length // 1
 */
export function objectLists(plans: readonly Plan[], role: TripRole): Record<TripObjectListKey, Record<string, unknown>[]> {
  const lists = emptyObjectLists();
  for (const plan of plans) {
    const key = PLAN_TYPE_INFO[plan.type].objectKey;
    const object = planAnswer(plan, role)[key];
    if (object !== undefined) lists[key].push(object as Record<string, unknown>);
  }
  return lists;
}

/**
 * Typed object lists of stored records for a role: editors get the objects as stored
 * (`storedObjectAnswer`); viewers get decoded, redacted copies.
 *
 * @example
 * recordObjectLists([noteRecord], 'owner').NoteObject.length // 1
 */
export function recordObjectLists(records: readonly PlanRecord[], role: TripRole): Record<TripObjectListKey, Record<string, unknown>[]> {
  if (!mayEditTrip(role)) return objectLists(records.map(planFromRecord), role);
  const lists = emptyObjectLists();
  for (const record of records) lists[PLAN_TYPE_INFO[record.type].objectKey].push(storedObjectAnswer(record));
  return lists;
}

function emptyObjectLists(): Record<TripObjectListKey, Record<string, unknown>[]> {
  return Object.fromEntries(TRIP_OBJECT_LIST_KEYS.map((k) => [k, [] as Record<string, unknown>[]])) as Record<TripObjectListKey, Record<string, unknown>[]>;
}
