// The timeline of a trip, assembled from its parts: titles (plan-timeline-titles), the events
// each plan gives (plan-timeline-kinds, plan-timeline-events), the layovers between flights
// (plan-timeline-layovers) and the grouping by day (plan-timeline-days). This file is the public
// face: callers import from here.
import { planTimelineEvents } from './plan-timeline-events.js';
import { timelineDays, type TimelineDay } from './plan-timeline-days.js';
import { planLayovers, type TimelineLayover } from './plan-timeline-layovers.js';
import type { Plan } from './types/plan.js';

export { TIMELINE_EVENT_KINDS, type TimelineEventKind } from './plan-timeline-kinds.js';
export { planTimelineEvents, type TimelineEvent } from './plan-timeline-events.js';
export { layoverBetween, type TimelineLayover } from './plan-timeline-layovers.js';
export { planStartInstant, sortTimelineEvents, type TimelineDay } from './plan-timeline-days.js';
export { planTitle } from './plan-timeline-titles.js';

/**
 * A trip's plans as a day-by-day timeline, plus the layovers between its connecting flights.
 *
 * @example
 * const t: TripTimeline = { days: [{ date: '2026-05-01', events: [] }, { date: null, events: [] }], layovers: [] };
 */
export interface TripTimeline {
  readonly days: readonly TimelineDay[];
  readonly layovers: readonly TimelineLayover[];
}

/**
 * A trip's plans as a day-by-day timeline, with the layovers of its flights. The events of every
 * plan ({@link planTimelineEvents}) are grouped by the local date of their start (on its own wall clock, y-MM-dd), days in date order, the bucket
 * of undated events (`date: null`) last; within a day, events in time order
 * ({@link sortTimelineEvents}: by instant, stable, so plans keep the given order on ties).
 * `layovers` lists the layovers between consecutive segments of each flight plan
 * ({@link layoverBetween}), plan by plan, in segment order.
 *
 * @example
 * tripTimeline([lodging, flight]).days.map((d) => d.date) // ['2026-05-01', '2026-05-04']
 * tripTimeline([flightOslCphEwr]).layovers                 // [{ airportCode: 'CPH', minutes: 75, ... }]
 */
export function tripTimeline(plans: readonly Plan[]): TripTimeline {
  return { days: timelineDays(plans.flatMap(planTimelineEvents)), layovers: plans.flatMap(planLayovers) };
}
