import { planDateTimeInstant } from './plan-date-time.js';
import { EMPTY_PLAN_DATE_TIME, type PlanDateTime } from './plan-fields.js';
import { planEventDrafts, type EventDraft, type TimelineEventKind } from './plan-timeline-kinds.js';
import { firstText, planTitle } from './plan-timeline-titles.js';
import type { CodecPlanType, Plan } from './types/plan.js';

/**
 * One thing that happens at one moment of a trip: a segment of a plan, or a plan's derived
 * segment (check-in, pick-up...).
 *
 * - `segmentUuid` is the segment's own uuid for air, rail, transport and cruise segments (the
 *   plan uuid plus `:` and the segment's index when the segment has none yet), else the plan
 *   uuid; with `kind` it identifies the event (check-in and check-out share the plan uuid).
 * - `start` is the moment of the event on its own wall clock; `end` is null when the event has
 *   no end or its end has no date.
 * - `location` is a one-line place (station, airport, address...), '' when unknown.
 * - `instant` is `start` as an ISO UTC instant (see planDateTimeInstant: its own zone, start of
 *   the day when there is no time), null when the start has no valid date.
 *
 * @example
 * const e: TimelineEvent = {
 *   planUuid: 'h1', planType: 'lodging', segmentUuid: 'h1', kind: 'check-in', title: 'Grand Hotel',
 *   start: { ...EMPTY_PLAN_DATE_TIME, date: '2026-05-01', time: '15:00:00', timezone: 'Europe/Oslo' }, end: null,
 *   location: 'Karl Johans gate 31, Oslo', instant: '2026-05-01T13:00:00.000Z',
 * };
 */
export interface TimelineEvent {
  readonly planUuid: string;
  readonly planType: CodecPlanType;
  readonly segmentUuid: string;
  readonly kind: TimelineEventKind;
  readonly title: string;
  readonly start: PlanDateTime;
  readonly end: PlanDateTime | null;
  readonly location: string;
  readonly instant: string | null;
}

function endOf(dt: PlanDateTime | null): PlanDateTime | null {
  return dt !== null && dt.date.trim() !== '' ? dt : null;
}

// Of the two derived stops of a lodging, car rental or parking, one without a date is left out
// when the other has one; when neither has, the first stands for the plan, undated.
function withoutUndatedStops(list: readonly EventDraft[]): EventDraft[] {
  const hasDate = (d: EventDraft) => d.start !== null && d.start.date.trim() !== '';
  const dated = list.filter(hasDate);
  return dated.length > 0 ? dated : list.slice(0, 1);
}

function isoInstant(dt: PlanDateTime): string | null {
  return planDateTimeInstant(dt)?.toUTC().toISO() ?? null;
}

/**
 * The timeline events of one plan, one per segment or derived segment, in the plan's order.
 *
 * - flight, rail, transport: one event per segment (`flight`, `rail`, `transport`), from its start
 *   to its end, at its departure airport, station or place; a plan without segments gives one
 *   undated event with the plan uuid;
 * - cruise: one event per stop, `cruise-embark` for the first, `cruise-disembark` for the last,
 *   `cruise-port` between (see cruiseStopRole), at the port;
 * - lodging: `check-in` at the start and `check-out` at the end (lodgingSegments), at the address;
 * - car rental: `pick-up` and `drop-off` (carRentalSegments), each at its own location (the
 *   drop-off at the pick-up location when carRentalSegments says it is the same);
 * - parking: `parking-start` (the car is left) and `parking-end` (it is collected), parkingSegments;
 * - of these two-stop plans, a stop without a date is left out when the other has one, and a plan
 *   with neither dated gives only its first stop, undated (one entry among the undated plans);
 * - restaurant, note, map, directions: one event at their date-time; activity: one event from its
 *   start to its end.
 * Every event of a plan has the plan's title ({@link planTitle}), except the legs of a flight,
 * rail or transport plan with several segments, which each carry their own ('SK 4035 OSL → CPH',
 * the plan title when the leg has nothing to show): a single name cannot tell the legs apart.
 * Segment events (flight, rail, transport, cruise) and the activity have an end; the others have
 * none. The air segments' is_hidden flag is not consulted (the spec does not say what it hides).
 *
 * @example
 * planTimelineEvents(lodging).map((e) => [e.kind, e.start.date])
 * // [['check-in', '2026-05-01'], ['check-out', '2026-05-04']]
 */
export function planTimelineEvents(plan: Plan): TimelineEvent[] {
  const title = planTitle(plan);
  const all = planEventDrafts(plan);
  const list = plan.type === 'lodging' || plan.type === 'car' || plan.type === 'parking' ? withoutUndatedStops(all) : all;
  return list.map((d) => {
    const start = d.start ?? EMPTY_PLAN_DATE_TIME;
    return {
      planUuid: plan.meta.uuid,
      planType: plan.type,
      segmentUuid: d.segmentUuid,
      kind: d.kind,
      title: firstText(d.title ?? '', title),
      start,
      end: endOf(d.end),
      location: d.location,
      instant: isoInstant(start),
    };
  });
}
