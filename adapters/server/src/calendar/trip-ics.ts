// The calendar (.ics) file of one trip: core's calendar events written as RFC 5545 with
// ical-generator, with a VTIMEZONE for every zone a timed event uses, built by core from the same
// time zone data the server computes every time with (so the file and the app always agree).
import ical, { ICalCalendarMethod, type ICalEventData } from 'ical-generator';
import { CALENDAR_PRODUCT_ID, canonicalZoneName, internalTimeSeconds, parseInternalDate, vtimezoneBlock, type CalendarEvent } from '@waybook/core';

/** What a rendering needs besides the events. */
export interface TripCalendarOptions {
  /** DTSTAMP of every event: when the file is produced. */
  readonly now: Date;
  /** NAME and X-WR-CALNAME: the name a calendar application shows for the file. */
  readonly calendarName: string;
}

/** The years each VTIMEZONE describes (offset changes outside them follow the last one given). */
export const VTIMEZONE_YEARS = { from: 2000, to: 2045 } as const;

const blocks = new Map<string, string | null>();

/** The VTIMEZONE of a zone the runtime knows, cached per zone. */
function vtimezone(name: string): string | null {
  const cached = blocks.get(name);
  if (cached !== undefined) return cached;
  const block = vtimezoneBlock(name, VTIMEZONE_YEARS.from, VTIMEZONE_YEARS.to);
  blocks.set(name, block);
  return block;
}

// RFC 5545 TEXT escaping, for the calendar name: ical-generator writes NAME and X-WR-CALNAME as given.
function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

function date(value: string) {
  const parsed = parseInternalDate(value);
  if (parsed === null) throw new RangeError(`Not a calendar date: ${JSON.stringify(value)}`);
  return parsed;
}

// A local date-time (y-MM-dd'T'HH:mm:ss) as a luxon DateTime in UTC with those wall-clock fields.
// ical-generator formats luxon values through luxon, never through the process time zone.
function wallClock(value: string) {
  const [day = '', time = ''] = value.split('T');
  const seconds = internalTimeSeconds(time);
  if (seconds === null) throw new RangeError(`Not a local date-time: ${JSON.stringify(value)}`);
  return date(day).plus({ seconds });
}

function timing(event: CalendarEvent): Pick<ICalEventData, 'allDay' | 'start' | 'end' | 'timezone' | 'floating'> {
  if (event.allDay) {
    const start = date(event.start);
    return { allDay: true, start, end: event.end === null ? start.plus({ days: 1 }) : date(event.end) };
  }
  const start = wallClock(event.start);
  const end = event.end === null ? null : wallClock(event.end);
  const floating = { allDay: false, start, end, floating: true, timezone: null };
  if (event.timeZone === null) return floating;
  const zone = canonicalZoneName(event.timeZone) ?? event.timeZone;
  const zonedStart = start.setZone(zone, { keepLocalTime: true });
  if (!zonedStart.isValid) return floating;
  const zonedEnd = end === null ? null : end.setZone(zone, { keepLocalTime: true });
  // A zone with no VTIMEZONE to give (unknown to the runtime; or UTC, which ical-generator
  // writes with Z) is written in UTC: the same instants, without a TZID to explain.
  const tzid = zone !== 'UTC' && vtimezone(zone) !== null ? zone : null;
  return { allDay: false, start: zonedStart, end: zonedEnd, floating: false, timezone: tzid };
}

/**
 * Writes a trip's calendar events (from `tripCalendarEvents` in core) as an RFC 5545 file:
 * METHOD:PUBLISH, PRODID {@link CALENDAR_PRODUCT_ID}, NAME / X-WR-CALNAME the calendar name,
 * DTSTAMP `options.now`; all-day events as DATE values; timed events with TZID and one VTIMEZONE
 * per zone used, or floating when they have no zone. Lines end with CRLF and are folded at 75
 * octets. The same events and options always give the same text.
 *
 * @example
 * renderTripCalendar(tripCalendarEvents({ trip, timeZone: 'Europe/Paris' }), { now: new Date(), calendarName: trip.displayName })
 */
export function renderTripCalendar(events: readonly CalendarEvent[], options: TripCalendarOptions): string {
  const calendar = ical({
    prodId: CALENDAR_PRODUCT_ID.replace(/^-/, ''), // ical-generator writes the leading '-' itself
    method: ICalCalendarMethod.PUBLISH,
    name: escapeText(options.calendarName),
    // No calendar-wide zone: it would add X-WR-TIMEZONE (some applications then shift floating
    // times) and make ical-generator write Date values such as DTSTAMP on the process's clock.
    // Without one, the generator is asked for the VTIMEZONE of each event's zone.
    timezone: { name: null, generator: vtimezone },
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      summary: event.summary,
      description: event.description === '' ? null : event.description,
      location: event.location === '' ? null : event.location,
      stamp: options.now,
      ...(event.lastModified === undefined || Number.isNaN(Date.parse(event.lastModified)) ? {} : { lastModified: new Date(event.lastModified) }),
      ...(event.sequence === undefined ? {} : { sequence: event.sequence }),
      ...timing(event),
    });
  }
  const text = calendar.toString();
  // ical-generator leaves the last line (END:VCALENDAR) without its CRLF.
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
