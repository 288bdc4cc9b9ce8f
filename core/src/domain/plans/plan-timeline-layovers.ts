import { buildLayover, type LayoverSegment } from '../flights/layover.js';
import type { LocalDateTime } from '../flights/local-date-time.js';
import type { PlanDateTime } from './plan-fields.js';
import { segmentEventUuid } from './plan-timeline-kinds.js';
import type { AirSegment } from './types/air-plan.js';
import type { Plan } from './types/plan.js';

/**
 * The wait between two consecutive flights of one flight reservation, at one airport (the layover
 * rule of part 2 section 4, see {@link layoverBetween}). The segment uuids are those of the
 * timeline events of the two flights; `minutes` is the whole number of minutes between the
 * arrival and the next departure.
 *
 * @example
 * const l: TimelineLayover = { afterSegmentUuid: 's1', beforeSegmentUuid: 's2', airportCode: 'CPH', cityName: 'Copenhagen', minutes: 75 };
 */
export interface TimelineLayover {
  readonly afterSegmentUuid: string;
  readonly beforeSegmentUuid: string;
  readonly airportCode: string;
  readonly cityName: string;
  readonly minutes: number;
}

function toLocal(dt: PlanDateTime): LocalDateTime {
  // A time that is not known is a placeholder: no layover is built from it.
  return { date: dt.date, time: dt.isTimeKnown ? dt.time : '', timezone: dt.timezone.trim() === '' ? null : dt.timezone };
}

function layoverSegment(s: AirSegment): LayoverSegment {
  return {
    startAirportCode: s.startAirportCode,
    endAirportCode: s.endAirportCode,
    endCityName: s.endCityName,
    start: toLocal(s.startDateTime),
    end: toLocal(s.endDateTime),
    isInternational: s.isInternational,
  };
}

function layoverOf(first: AirSegment, second: AirSegment, afterSegmentUuid: string, beforeSegmentUuid: string): TimelineLayover | null {
  const built = buildLayover(layoverSegment(first), layoverSegment(second));
  if (!built.ok) return null;
  const { airportCode, cityName, durationMinutes } = built.value;
  return { afterSegmentUuid, beforeSegmentUuid, airportCode, cityName, minutes: durationMinutes };
}

/**
 * The layover between two consecutive flight segments, or null when they do not make one. The
 * rule is part 2 section 4's, as buildLayover applies it: the first arrives where the next
 * departs (codes trimmed, case-insensitive), the first's origin is not the next one's destination,
 * and the gap is positive and at most 240 minutes, or 1440 when the next flight is international.
 * Both times must be known (isTimeKnown); each is read in its IANA zone, a side without one
 * borrowing the other's (both at one airport), both as UTC when neither has one.
 *
 * @example
 * layoverBetween(oslToCph, cphToEwr)
 * // { afterSegmentUuid: 's1', beforeSegmentUuid: 's2', airportCode: 'CPH', cityName: 'Copenhagen', minutes: 75 }
 * layoverBetween(oslToCph, cphToOsl) // null: back to the origin
 */
export function layoverBetween(first: AirSegment, second: AirSegment): TimelineLayover | null {
  return layoverOf(first, second, first.uuid, second.uuid);
}

/**
 * The layovers between consecutive segments of a flight plan ({@link layoverBetween}), in segment
 * order, named by the segments' event uuids; none for other plan types.
 *
 * @example
 * planLayovers(flightOslCphEwr) // [{ afterSegmentUuid: 's1', beforeSegmentUuid: 's2', airportCode: 'CPH', ... }]
 */
export function planLayovers(plan: Plan): TimelineLayover[] {
  if (plan.type !== 'air') return [];
  const uuid = plan.meta.uuid;
  return plan.segments.slice(1).flatMap((second, i) => {
    const first = plan.segments[i];
    if (first === undefined) return [];
    const layover = layoverOf(first, second, segmentEventUuid(uuid, first.uuid, i), segmentEventUuid(uuid, second.uuid, i + 1));
    return layover === null ? [] : [layover];
  });
}
