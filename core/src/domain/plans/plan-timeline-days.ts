import { planTimelineEvents, type TimelineEvent } from './plan-timeline-events.js';
import type { Plan } from './types/plan.js';

/**
 * The events of one local day, in time order. `date` is the y-MM-dd date of the events on their
 * own wall clocks; null for the bucket of events without a date.
 *
 * @example
 * const d: TimelineDay = { date: '2026-05-01', events: [] };
 */
export interface TimelineDay {
  readonly date: string | null;
  readonly events: readonly TimelineEvent[];
}

function instantMillis(event: TimelineEvent): number | null {
  return event.instant === null ? null : Date.parse(event.instant);
}

/**
 * Events in time order: by instant, earliest first; events without an instant (no date) last;
 * equal instants, and the undated events among themselves, keep their given order.
 *
 * @example
 * sortTimelineEvents([checkOut, flight, undatedNote, checkIn]) // [checkIn, flight, checkOut, undatedNote] by instant
 */
export function sortTimelineEvents(events: readonly TimelineEvent[]): TimelineEvent[] {
  return events
    .map((event, index) => ({ event, index, at: instantMillis(event) }))
    .sort((a, b) => {
      if (a.at === null || b.at === null) return a.at === b.at ? a.index - b.index : a.at === null ? 1 : -1;
      return a.at - b.at || a.index - b.index;
    })
    .map((e) => e.event);
}

/**
 * Events grouped by the local date of their start (on its own wall clock, y-MM-dd), days in
 * date order, the bucket of undated events (`date: null`) last; within a day, events in time
 * order ({@link sortTimelineEvents}).
 *
 * @example
 * timelineDays([checkOut, checkIn]).map((d) => d.date) // ['2026-05-01', '2026-05-04']
 */
export function timelineDays(events: readonly TimelineEvent[]): TimelineDay[] {
  const byDate = new Map<string | null, TimelineEvent[]>();
  for (const event of sortTimelineEvents(events)) {
    const date = event.instant === null ? null : event.start.date;
    const day = byDate.get(date);
    if (day === undefined) byDate.set(date, [event]);
    else day.push(event);
  }
  const dates = [...byDate.keys()].sort((a, b) => (a === null ? 1 : b === null ? -1 : a < b ? -1 : a > b ? 1 : 0));
  return dates.map((date) => ({ date, events: byDate.get(date) ?? [] }));
}

/**
 * The earliest instant among a plan's timeline events, for ordering plans; null when no event
 * has a date.
 *
 * @example
 * planStartInstant(lodging)?.toISOString() // '2026-05-01T13:00:00.000Z' (check-in, 15:00 in Oslo)
 * planStartInstant(undatedNote)            // null
 */
export function planStartInstant(plan: Plan): Date | null {
  let earliest: number | null = null;
  for (const event of planTimelineEvents(plan)) {
    const at = instantMillis(event);
    if (at !== null && (earliest === null || at < earliest)) earliest = at;
  }
  return earliest === null ? null : new Date(earliest);
}
