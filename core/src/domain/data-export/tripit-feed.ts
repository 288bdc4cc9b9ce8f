import { DateTime, IANAZone } from 'luxon';
import { confirmationNumberIn } from '../imports/icalendar-schema-org.js';
import { readICalendarEvents, type IcsDateValue, type IcsEvent } from '../imports/icalendar-events.js';
import { parseICalendar, type IcsComponent } from '../imports/icalendar.js';
import { err, ok, type Result } from '../result.js';

/**
 * A moment of a TripIt item on its own wall clock: the date, the time (HH:mm:ss, null for an
 * all-day item) and the IANA zone ('' when the file left the time floating).
 *
 * @example
 * const m: TripItMoment = { date: '2026-06-10', time: '08:15:00', zone: 'America/Los_Angeles' };
 */
export interface TripItMoment {
  readonly date: string;
  readonly time: string | null;
  readonly zone: string;
}

/**
 * One plan of a TripIt feed, as far as the feed says it reliably: a flight when the event's
 * title is TripIt's "AF1234 SFO to CDG"; an activity for any other timed item (hotels, cars,
 * trains, restaurants, meetings: their title, place and times); a note for an undated or all-day
 * one. `notes` is the event's description without TripIt's own lines; `confirmation` is the
 * confirmation number the description names, or ''.
 *
 * @example
 * const f: TripItItem = { kind: 'note', uid: 'n1@tripit.com', title: 'Visa', start: null, end: null, location: '', confirmation: '', notes: '' };
 */
export type TripItItem =
  | {
      readonly kind: 'flight';
      readonly uid: string;
      readonly title: string;
      readonly airlineCode: string;
      readonly flightNumber: string;
      readonly from: string;
      readonly to: string;
      readonly start: TripItMoment;
      readonly end: TripItMoment | null;
      readonly location: string;
      readonly confirmation: string;
      readonly notes: string;
    }
  | {
      readonly kind: 'activity' | 'note';
      readonly uid: string;
      readonly title: string;
      readonly start: TripItMoment | null;
      readonly end: TripItMoment | null;
      readonly location: string;
      readonly confirmation: string;
      readonly notes: string;
    };

/**
 * One trip of a TripIt feed (its all-day event), with its items.
 *
 * @example
 * const t: TripItTrip = { key: '123456789', name: 'Paris, June 2026', startDate: '2026-06-10', endDate: '2026-06-14', location: 'Paris, France', items: [] };
 */
export interface TripItTrip {
  readonly key: string;
  readonly name: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly location: string;
  readonly items: readonly TripItItem[];
}

/**
 * What a TripIt feed holds: its trips with their items, and the items of no trip.
 *
 * @example
 * const f: TripItFeed = { trips: [], unfiled: [] };
 */
export interface TripItFeed {
  readonly trips: readonly TripItTrip[];
  readonly unfiled: readonly TripItItem[];
}

/**
 * Where the reader finds time zones: an airport's (flights) and a point's (TripIt's GEO).
 *
 * @example
 * const z: TripItZones = { airport: (code) => (code === 'CDG' ? 'Europe/Paris' : null), at: () => null };
 */
export interface TripItZones {
  airport(code: string): string | null;
  at(latitude: number, longitude: number): string | null;
}

/**
 * Why a file is not a feed that can be read: not an iCalendar text, or one without any event.
 *
 * @example
 * const e: TripItFeedError = 'not-a-calendar';
 */
export type TripItFeedError = 'not-a-calendar' | 'no-events';

const TRIP_LINK = /tripit\.com\/trip\/show\/id\/(\d+)/i;
const FLIGHT_TITLE = /^([A-Z0-9]{2})\s?(\d{1,4})\s+([A-Z]{3})\s+to\s+([A-Z]{3})$/;
const TYPE_TAG = /^\s*\[([A-Za-z ]+)\]\s*/;
const BOILERPLATE = [/^view and\/or edit details in tripit\b/i, /^tripit\s+-\s+organi[sz]e your travel\b/i];

/** The TripIt trip id an event links to (its URL, else its description), or ''. */
function tripKeyOf(e: IcsEvent): string {
  return TRIP_LINK.exec(e.url ?? '')?.[1] ?? TRIP_LINK.exec(e.description ?? '')?.[1] ?? '';
}

/** The description without TripIt's tag and boilerplate lines. */
function cleanNotes(description: string): string {
  return description
    .replace(TYPE_TAG, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => !BOILERPLATE.some((b) => b.test(line)))
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** A calendar value on a wall clock: UTC ('Z') moved to `zone` when known, a TZID kept, floating left as it is. */
function momentOf(value: IcsDateValue | undefined, zone: string | null): TripItMoment | null {
  if (value === undefined) return null;
  if (value.value.length === 10) return { date: value.value, time: null, zone: '' };
  const [date = '', time = ''] = value.value.replace(/Z$/, '').split('T');
  if (value.value.endsWith('Z')) {
    const target = zone !== null && IANAZone.isValidZone(zone) ? zone : 'UTC';
    const local = DateTime.fromISO(value.value, { zone: 'utc' }).setZone(target);
    if (!local.isValid) return null;
    return { date: local.toFormat('yyyy-MM-dd'), time: local.toFormat('HH:mm:ss'), zone: target };
  }
  const named = value.zone !== undefined && IANAZone.isValidZone(value.zone) ? value.zone : '';
  return { date, time, zone: named };
}

/** The GEO point of each VEVENT, in file order (as readICalendarEvents lists them). */
function geoPoints(components: readonly IcsComponent[]): ({ latitude: number; longitude: number } | null)[] {
  const points: ({ latitude: number; longitude: number } | null)[] = [];
  const walk = (list: readonly IcsComponent[]) => {
    for (const c of list) {
      if (c.name === 'VEVENT') {
        const m = /^\s*(-?\d+(?:\.\d+)?)\s*[;,]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(c.properties.find((p) => p.name === 'GEO')?.value ?? '');
        const latitude = Number(m?.[1]);
        const longitude = Number(m?.[2]);
        points.push(m && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null);
      }
      walk(c.components);
    }
  };
  walk(components);
  return points;
}

/** The day before a date (DTEND of an all-day event is exclusive). */
function dayBefore(date: string): string {
  return DateTime.fromISO(date, { zone: 'utc' }).minus({ days: 1 }).toFormat('yyyy-MM-dd');
}

function itemOf(e: IcsEvent, placeZone: string | null, zones: TripItZones): TripItItem {
  const uid = e.uid ?? '';
  const title = (e.summary ?? '').trim();
  const location = (e.location ?? '').trim();
  const description = e.description ?? '';
  const notes = cleanNotes(description);
  const confirmation = confirmationNumberIn(description) ?? '';
  const flight = FLIGHT_TITLE.exec(title);
  const start = e.start;
  if (flight && start !== undefined && start.value.length > 10) {
    const [, airlineCode = '', flightNumber = '', from = '', to = ''] = flight;
    const departure = momentOf(start, zones.airport(from) ?? placeZone);
    if (departure !== null) {
      return {
        kind: 'flight',
        ...{ uid, title, airlineCode, flightNumber, from, to, location, confirmation, notes },
        start: departure,
        end: momentOf(e.end, zones.airport(to)),
      };
    }
  }
  const begin = momentOf(start, placeZone);
  const timed = begin !== null && begin.time !== null;
  return {
    kind: timed ? 'activity' : 'note',
    ...{ uid, title, location, confirmation, notes },
    start: begin,
    end: timed ? momentOf(e.end, placeZone) : null,
  };
}

/**
 * Reads a TripIt iCal feed (or export) into trips and items. TripIt writes one all-day VEVENT per
 * trip, spanning it, whose URL is the trip's page (`tripit.com/trip/show/id/<n>`), and one VEVENT
 * per plan (a flight, each hotel check-in and check-out, a car pick-up...) whose description
 * starts with its type in brackets ("[Flight]") and links the same trip page. Times are UTC,
 * moved here to the wall clock of the place: the airports for flights, else the event's GEO
 * point, else the trip's. An item goes to the trip it links to, else to the trip whose dates hold
 * its day, else it is unfiled. Any other calendar reads the same way (its all-day events without
 * a trip link become notes).
 *
 * @example
 * readTripItFeed(ics, zones) // ok({ trips: [{ name: 'Paris, June 2026', items: [{ kind: 'flight', ... }] }], unfiled: [] })
 */
export function readTripItFeed(text: string, zones: TripItZones): Result<TripItFeed, TripItFeedError> {
  const parsed = parseICalendar(text);
  const events = readICalendarEvents(text);
  if (!parsed.ok || !events.ok) return err('not-a-calendar');
  if (events.value.length === 0) return err('no-events');
  const geo = geoPoints(parsed.value);
  const zoneAt = (i: number): string | null => {
    const p = geo[i];
    return p === null || p === undefined ? null : zones.at(p.latitude, p.longitude);
  };
  const trips: { key: string; name: string; startDate: string; endDate: string; location: string; zone: string | null; items: TripItItem[] }[] = [];
  const rest: { event: IcsEvent; index: number }[] = [];
  events.value.forEach((event, index) => {
    const key = tripKeyOf(event);
    const allDay = event.start !== undefined && event.start.value.length === 10;
    const tagged = TYPE_TAG.test(event.description ?? '');
    if (key !== '' && allDay && !tagged && event.start !== undefined) {
      const startDate = event.start.value;
      const end = event.end?.value.length === 10 ? dayBefore(event.end.value) : startDate;
      trips.push({
        key,
        name: (event.summary ?? '').trim(),
        startDate,
        endDate: end < startDate ? startDate : end,
        location: (event.location ?? '').trim(),
        zone: zoneAt(index),
        items: [],
      });
    } else {
      rest.push({ event, index });
    }
  });
  const unfiled: TripItItem[] = [];
  for (const { event, index } of rest) {
    const key = tripKeyOf(event);
    const day = event.start?.value.slice(0, 10) ?? '';
    const trip = trips.find((t) => key !== '' && t.key === key) ?? trips.find((t) => day !== '' && t.startDate <= day && day <= t.endDate);
    const item = itemOf(event, zoneAt(index) ?? trip?.zone ?? null, zones);
    if (trip) trip.items.push(item);
    else unfiled.push(item);
  }
  return ok({ trips: trips.map(({ zone: _zone, ...t }) => t), unfiled });
}
