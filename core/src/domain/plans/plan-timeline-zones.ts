import { DateTime } from 'luxon';
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

type Zone = { readonly name: string; readonly offset: number };

// A known time's zone and its UTC offset at that moment; null without a time or a valid zone.
function zoneOf(dt: PlanDateTime | null): Zone | null {
  if (dt === null || !dt.isTimeKnown || dt.time === '' || dt.timezone.trim() === '') return null;
  const name = dt.timezone.trim();
  const moment = DateTime.fromISO(`${dt.date}T${dt.time}`, { zone: name });
  return moment.isValid ? { name, offset: moment.offset } : null;
}

/**
 * Which zones the events of a timeline (in reading order) show, so that each time is read in the
 * right zone without a zone on every line: an event's start shows its zone when it is not the zone
 * the previous timed event left the traveller in (its end's, else its start's), the first timed
 * event's always; an event that ends in another zone than it starts in (a flight between zones)
 * shows both. Zones are compared by their offset from UTC at that moment, as they are shown: Oslo
 * and Copenhagen read alike. Zones that are not valid IANA names are not shown.
 * Times without a zone or not known show none and change nothing.
 *
 * @example
 * timelineZonesShown([istToCdg, cdgToYvr, hotelInVancouver])
 * // [{ start: 'Europe/Istanbul', end: 'Europe/Paris' }, { start: 'Europe/Paris', end: 'America/Vancouver' }, { start: null, end: null }]
 */
export function timelineZonesShown(events: readonly TimelineEvent[]): ShownZones[] {
  let current: number | null = null;
  return events.map((event) => {
    const start = zoneOf(event.start);
    const end = zoneOf(event.end);
    const crossing = end !== null && end.offset !== start?.offset;
    const shown = { start: start !== null && (start.offset !== current || crossing) ? start.name : null, end: crossing ? end.name : null };
    current = end?.offset ?? start?.offset ?? current;
    return shown;
  });
}
