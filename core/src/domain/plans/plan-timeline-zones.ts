import type { PlanDateTime } from './plan-fields.js';
import type { TimelineEvent } from './plan-timeline-events.js';

/**
 * The zones (IANA names) a timeline event shows beside its times; null where none is shown.
 *
 * @example
 * const shown: ShownZones = { start: 'Europe/Istanbul', end: 'Europe/Paris' };
 */
export interface ShownZones {
  readonly start: string | null;
  readonly end: string | null;
}

const zoneOf = (dt: PlanDateTime | null): string | null =>
  dt !== null && dt.isTimeKnown && dt.time !== '' && dt.timezone.trim() !== '' ? dt.timezone.trim() : null;

/**
 * Which zones the events of a timeline (in reading order) show, so that each time is read in the
 * right zone without a zone on every line: an event's start shows its zone when it is not the zone
 * the previous timed event left the traveller in (its end's, else its start's), the first timed
 * event's always; an event that ends in another zone than it starts in (a flight between zones)
shows both.
 * Times without a zone or not known show none and change nothing.
 *
 * @example
 * timelineZonesShown([istToCdg, cdgToYvr, hotelInVancouver])
 * // [{ start: 'Europe/Istanbul', end: 'Europe/Paris' }, { start: 'Europe/Paris', end: 'America/Vancouver' }, { start: null, end: null }]
 */
export function timelineZonesShown(events: readonly TimelineEvent[]): ShownZones[] {
  let current: string | null = null;
  return events.map((event) => {
    const start = zoneOf(event.start);
    const end = zoneOf(event.end);
    const crossing = end !== null && end !== start;
    const shown = { start: start !== null && (start !== current || crossing) ? start : null, end: crossing ? end : null };
    current = end ?? start ?? current;
    return shown;
  });
}
