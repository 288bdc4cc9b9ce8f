import { IANAZone } from 'luxon';
import { INTERNAL_DATE_FORMAT, INTERNAL_TIME_FORMAT, internalTimeSeconds } from '../dates/internal-date.js';
import type { CalendarPlanDateTime, CalendarPlanEvent } from '../trips/trip-calendar.js';
import { parseUtcOffset, planDateTimeInstant } from './plan-date-time.js';
import type { PlanDateTime } from './plan-fields.js';
import { planTimelineEvents, type TimelineEvent } from './plan-timeline.js';
import type { Plan } from './types/plan.js';

/**
 * How {@link planCalendarEvents} words an event: `summary` (default: the event's title) and
 * `description` (default: none). The server passes localised ones, for example "Check-in: Grand
 * Hotel".
 *
 * @example
 * const o: PlanCalendarOptions = { summary: (e) => (e.kind === 'check-in' ? `Check-in: ${e.title}` : e.title) };
 */
export interface PlanCalendarOptions {
  readonly summary?: (event: TimelineEvent) => string;
  readonly description?: (event: TimelineEvent) => string;
}

/**
 * The id a timeline event gets in a calendar: its segment uuid and its kind, so the check-in and
 * check-out of one lodging (same uuid) differ and every download gives the same id. It is the
 * plan id of a CalendarPlanEvent: tripCalendarEvents makes the UID from it with planCalendarUid.
 *
 * @example
 * planCalendarEventId({ segmentUuid: 'h1', kind: 'check-in' }) // 'h1-check-in'
 */
export function planCalendarEventId(event: Pick<TimelineEvent, 'segmentUuid' | 'kind'>): string {
  return `${event.segmentUuid}-${event.kind}`;
}

function validZone(zone: string): string | null {
  const z = zone.trim();
  return z !== '' && IANAZone.isValidZone(z) ? z : null;
}

function timeText(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/**
 * A plan date-time as a calendar date-time, on its own wall clock: the time only when it is
 * known (isTimeKnown) and valid, else null (an all-day date); the zone when it is a valid IANA
 * zone. A timed date-time with only a UTC offset is written as the same instant in UTC (a
 * calendar needs a named zone); with neither, it floats.
 */
function calendarDateTime(dt: PlanDateTime): CalendarPlanDateTime {
  const seconds = dt.isTimeKnown ? internalTimeSeconds(dt.time) : null;
  const zone = validZone(dt.timezone);
  if (seconds !== null && zone === null && parseUtcOffset(dt.utcOffset) !== null) {
    const utc = planDateTimeInstant(dt)?.toUTC();
    if (utc !== undefined) return { date: utc.toFormat(INTERNAL_DATE_FORMAT), time: utc.toFormat(INTERNAL_TIME_FORMAT), timeZone: 'UTC' };
  }
  return { date: dt.date, time: seconds === null ? null : timeText(seconds), timeZone: zone };
}

/**
 * The calendar events of one plan, for a trip's calendar file (tripCalendarEvents). There is one
 * per dated timeline event ({@link planTimelineEvents}: each flight, each cruise stop, the check-in
 * and check-out, the pick-up and drop-off...), in the plan's order; undated events are left out.
 * `uid` is {@link planCalendarEventId}; `summary` the event's title (or `options.summary`);
 * `location` the event's place, when there is one. Each start and end keeps its own wall clock
 * and zone (a flight's arrival stays in the arrival zone; tripCalendarEvents converts it): the
 * time only when known, a date without one giving an all-day event; a time with only a UTC
 * offset is moved to UTC, a time with no zone at all floats.
 *
 * @example
 * planCalendarEvents(lodging).map((e) => e.uid) // ['h1-check-in', 'h1-check-out']
 * planCalendarEvents(flight)[0]
 * // { uid: 's1-flight', summary: 'SK 4035 OSL → CPH', location: 'Oslo Airport (OSL)',
 * //   start: { date: '2026-05-01', time: '07:00:00', timeZone: 'Europe/Oslo' },
 * //   end: { date: '2026-05-01', time: '08:10:00', timeZone: 'Europe/Copenhagen' } }
 */
export function planCalendarEvents(plan: Plan, options: PlanCalendarOptions = {}): CalendarPlanEvent[] {
  return planTimelineEvents(plan)
    .filter((event) => event.instant !== null)
    .map((event) => {
      const description = options.description?.(event) ?? '';
      const location = event.location.trim();
      return {
        uid: planCalendarEventId(event),
        summary: options.summary?.(event) ?? event.title,
        ...(description === '' ? {} : { description }),
        ...(location === '' ? {} : { location }),
        start: calendarDateTime(event.start),
        end: event.end === null ? null : calendarDateTime(event.end),
      };
    });
}
