import type { TimelineEvent } from './plan-timeline-events.js';
import type { TimelineLayover } from './plan-timeline-layovers.js';

/**
 * One row of a timeline day: an event, or the layover between two flights.
 *
 * @example
 * const row: TimelineRow = { kind: 'layover', layover: { afterSegmentUuid: 's1', beforeSegmentUuid: 's2', airportCode: 'CPH', cityName: 'Copenhagen', minutes: 75 } };
 */
export type TimelineRow = { readonly kind: 'event'; readonly event: TimelineEvent } | { readonly kind: 'layover'; readonly layover: TimelineLayover };

const isLeg = (e: TimelineEvent, segmentUuid: string) => e.kind === 'flight' && e.segmentUuid === segmentUuid;

/**
 * The rows of one timeline day: its events in their order, each layover directly before the flight
 * it leads to, and a connection kept together: when both flights are on the day, the second one
 * (with its layover) follows the first at once, before anything else that happens while the
 * traveller waits at the airport. A layover whose first flight is on an earlier day opens the rows
 * of its second flight. Every event appears once; a layover whose second flight is not on the day
 * does not appear.
 *
 * @example
 * timelineDayRows([legOslCph, dinnerAtCph, legCphEwr], [cphLayover]).map((r) => r.kind === 'event' ? r.event.title : 'layover')
 * // ['SK 1 OSL → CPH', 'layover', 'SK 2 CPH → EWR', 'Dinner']
 */
export function timelineDayRows(events: readonly TimelineEvent[], layovers: readonly TimelineLayover[]): TimelineRow[] {
  const after = new Map(layovers.map((l) => [l.afterSegmentUuid, l]));
  const before = new Map(layovers.map((l) => [l.beforeSegmentUuid, l]));
  const placed = new Set<number>();
  const rows: TimelineRow[] = [];
  const place = (index: number) => {
    placed.add(index);
    const event = events[index];
    if (event !== undefined) rows.push({ kind: 'event', event });
    return event;
  };
  events.forEach((event, index) => {
    if (placed.has(index)) return;
    const lead = event.kind === 'flight' ? before.get(event.segmentUuid) : undefined;
    if (lead !== undefined) rows.push({ kind: 'layover', layover: lead });
    let current: TimelineEvent | undefined = place(index);
    while (current !== undefined && current.kind === 'flight') {
      const layover = after.get(current.segmentUuid);
      const next = layover === undefined ? -1 : events.findIndex((e, i) => !placed.has(i) && isLeg(e, layover.beforeSegmentUuid));
      if (layover === undefined || next < 0) break;
      rows.push({ kind: 'layover', layover });
      current = place(next);
    }
  });
  return rows;
}
