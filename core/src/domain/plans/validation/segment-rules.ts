import { cruiseStopRole } from '../cruise-segments.js';
import type { PlanDateTime } from '../plan-fields.js';
import type { CruisePlan, CruiseSegment } from '../types/cruise-plan.js';
import type { RailPlan, RailSegment } from '../types/rail-plan.js';
import type { TransportPlan, TransportSegment } from '../types/transport-plan.js';
import { dateTimeIssues, rangeIssue } from './common-checks.js';
import { orderBreak } from './date-order.js';
import { digitsOnly, issueAt, requiredText, type PlanIssue } from './plan-issue.js';

type Dated = { readonly startDateTime: PlanDateTime; readonly endDateTime: PlanDateTime };

/**
 * The checks of a segment list: "Add at least one segment." at Segment when it is empty; else each
 * segment's own checks (`check(segment, index)`, paths from ['segments', index]), then the order:
 * a segment may not start before the one above it ("This segment starts before the previous
 * one.", at its start date or, on the same day, its time). With the segments in order and each
 * ending after it starts, the whole reservation also ends after it starts.
 *
 * @example
 * segmentListIssues([], () => []) // [{ path: 'Segment', key: 'planSegments:segment.atLeastOne' }]
 */
export function segmentListIssues<S extends Dated>(segments: readonly S[], check: (segment: S, index: number) => (PlanIssue | null)[]): (PlanIssue | null)[] {
  if (segments.length === 0) return [issueAt(['segments'], { key: 'planSegments:segment.atLeastOne' })];
  const own = segments.flatMap((s, i) => check(s, i));
  const order = segments.map((s, i) => {
    const before = segments[i - 1];
    const broken = before === undefined ? null : orderBreak(before.startDateTime, s.startDateTime);
    return broken === null ? null : issueAt(['segments', i, 'startDateTime', broken], { key: 'planSegments:segment.outOfOrder' });
  });
  return [...own, ...order];
}

// A segment's two date-times (the start's date required) and its end not before its start.
function spanIssues(s: Dated, i: number, checkEnd = true): (PlanIssue | null)[] {
  return [
    ...dateTimeIssues(s.startDateTime, ['segments', i, 'startDateTime'], true),
    ...dateTimeIssues(s.endDateTime, ['segments', i, 'endDateTime'], false),
    checkEnd ? rangeIssue(s.startDateTime, s.endDateTime, ['segments', i, 'endDateTime']) : null,
  ];
}

/**
 * The checks of a rail reservation (part 2 section 3, Rail): per train both stations and the
 * departure date, the arrival not before the departure, and the trains in order.
 *
 * @example
 * railIssues({ ...rail, segments: [{ ...train, endStationName: '' }] })[0] // { path: 'Segment.0.end_station_name', key: 'validation:required' }
 */
export function railIssues(plan: RailPlan): (PlanIssue | null)[] {
  return segmentListIssues<RailSegment>(plan.segments, (s, i) => [
    issueAt(['segments', i, 'startStationName'], requiredText(s.startStationName)),
    issueAt(['segments', i, 'endStationName'], requiredText(s.endStationName)),
    ...spanIssues(s, i),
  ]);
}

/**
 * The checks of a transport (part 2 section 3, Transport): per leg both places, the departure
 * date, the passengers as a number, the arrival not before the departure, and the legs in order.
 *
 * @example
 * transportIssues({ ...ferry, segments: [{ ...leg, numberPassengers: 'two' }] }) // [..., { path: 'Segment.0.number_passengers', key: 'validation:numbersOnly' }]
 */
export function transportIssues(plan: TransportPlan): (PlanIssue | null)[] {
  return segmentListIssues<TransportSegment>(plan.segments, (s, i) => [
    issueAt(['segments', i, 'startLocationName'], requiredText(s.startLocationName)),
    issueAt(['segments', i, 'endLocationName'], requiredText(s.endLocationName)),
    issueAt(['segments', i, 'numberPassengers'], digitsOnly(s.numberPassengers)),
    ...spanIssues(s, i),
  ]);
}

/**
 * The checks of a cruise (part 2 section 3, Cruise): the ship's name, per stop its place and the
 * date of its event, and the stops in order. Only a port of call has a stay (arrival to
 * departure) whose order is checked; the embarkation and disembarkation are one moment each.
 *
 * @example
 * cruiseIssues({ ...cruise, shipName: '' })[0] // { path: 'ship_name', key: 'validation:required' }
 */
export function cruiseIssues(plan: CruisePlan): (PlanIssue | null)[] {
  const count = plan.segments.length;
  return [
    issueAt(['shipName'], requiredText(plan.shipName)),
    ...segmentListIssues<CruiseSegment>(plan.segments, (s, i) => [
      issueAt(['segments', i, 'locationName'], requiredText(s.locationName)),
      ...spanIssues(s, i, cruiseStopRole(i, count) === 'port'),
    ]),
  ];
}
