import { DateTime, IANAZone } from 'luxon';
import { INTERNAL_DATE_FORMAT, internalTimeSeconds, parseInternalDate } from '../dates/internal-date.js';
import type { Trip } from './trip.js';

/**
 * The PRODID of every calendar file Waybook writes (RFC 5545 section 3.7.3).
 *
 * @example
 * CALENDAR_PRODUCT_ID // '-//Waybook//Trips//EN'
 */
export const CALENDAR_PRODUCT_ID = '-//Waybook//Trips//EN';

/**
 * The domain part of every event UID Waybook writes, so UIDs are globally unique (RFC 5545 3.8.4.7).
 *
 * @example
 * CALENDAR_UID_DOMAIN // 'waybook'
 */
export const CALENDAR_UID_DOMAIN = 'waybook';

/**
 * A plan's date and optional time of day on its own wall clock: `date` is an internal date
 * (y-MM-dd), `time` is HH:mm:ss (HH:mm is accepted) or null when the plan has no time, and
 * `timeZone` is the IANA zone of that wall clock, or null when unknown.
 *
 * @example
 * const d: CalendarPlanDateTime = { date: '2026-12-01', time: '10:00:00', timeZone: 'Europe/Paris' };
 */
export interface CalendarPlanDateTime {
  readonly date: string;
  readonly time: string | null;
  readonly timeZone: string | null;
}

/**
 * A plan to put in a trip's calendar file, already reduced to what a calendar shows. `uid` is the
 * plan's own stable id (the event UID is derived from it); `end` is null when the plan has none.
 *
 * @example
 * const p: CalendarPlanEvent = {
 *   uid: 'r1', summary: 'Dinner at Le Train Bleu', location: 'Gare de Lyon, Paris',
 *   start: { date: '2026-12-01', time: '20:00:00', timeZone: 'Europe/Paris' }, end: null,
 * };
 */
export interface CalendarPlanEvent {
  readonly uid: string;
  readonly summary: string;
  readonly description?: string;
  readonly location?: string;
  readonly start: CalendarPlanDateTime;
  readonly end: CalendarPlanDateTime | null;
}

/**
 * What the calendar file of one trip is made from: the trip, the IANA zone of its destination
 * (null when unknown) and, optionally, its plans.
 *
 * @example
 * const input: TripCalendarInput = { trip: { ...EMPTY_TRIP, uuid: 't1', startDate: '2026-11-21' }, timeZone: 'Europe/Paris' };
 */
export interface TripCalendarInput {
  readonly trip: Trip;
  readonly timeZone: string | null;
  readonly plans?: readonly CalendarPlanEvent[];
}

/**
 * One event of a calendar file, independent of any file format.
 *
 * - `allDay` events: `start` is the first day (y-MM-dd) and `end` the day after the last one
 *   (exclusive, as DTEND of DATE values in RFC 5545); `end` is never null. `timeZone` is only
 *   informative (the trip's destination for the trip event, else null): dates carry no zone.
 * - timed events: `start` and `end` are local date-times (y-MM-dd'T'HH:mm:ss) on the wall clock
 *   of `timeZone`; a null `timeZone` means floating time (the same wall clock everywhere). `end`
 *   is null when unknown; it is never before `start`.
 *
 * @example
 * const e: CalendarEvent = {
 *   uid: 'trip-t1@waybook', summary: 'Lyon', description: '/trip/t1', location: 'Lyon, France',
 *   allDay: true, start: '2026-11-21', end: '2026-11-29', timeZone: 'Europe/Paris',
 * };
 */
export interface CalendarEvent {
  readonly uid: string;
  readonly summary: string;
  readonly description: string;
  readonly location: string;
  readonly allDay: boolean;
  readonly start: string;
  readonly end: string | null;
  readonly timeZone: string | null;
  /** When the trip or plan behind the event last changed (an ISO instant): LAST-MODIFIED. */
  readonly lastModified?: string;
  /** SEQUENCE: grows only when the trip or plan behind the event changes. */
  readonly sequence?: number;
}

const LOCAL_DATE_TIME_FORMAT = "y-MM-dd'T'HH:mm:ss";

// Everything but unreserved URI characters becomes %XXXX (one UTF-16 unit, four hex digits):
// injective, so distinct ids keep distinct UIDs, and safe in a UID line that is written unescaped.
function uidPart(id: string): string {
  return id.replace(/[^A-Za-z0-9._~-]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}

/**
 * The UID of a trip's own calendar event: the same trip gives the same UID in every download, so
 * importing the file again updates the event instead of duplicating it. Characters outside
 * letters, digits and `._~-` are written as `%` and four hex digits.
 *
 * @example
 * tripCalendarUid('3f2a-77') // 'trip-3f2a-77@waybook'
 */
export function tripCalendarUid(tripUuid: string): string {
  return `trip-${uidPart(tripUuid)}@${CALENDAR_UID_DOMAIN}`;
}

/**
 * The UID of a plan's calendar event, from the plan's own id (same encoding as
 * {@link tripCalendarUid}).
 *
 * @example
 * planCalendarUid('r1') // 'plan-r1@waybook'
 */
export function planCalendarUid(planUid: string): string {
  return `plan-${uidPart(planUid)}@${CALENDAR_UID_DOMAIN}`;
}

function validZone(zone: string | null): string | null {
  return zone !== null && zone !== '' && IANAZone.isValidZone(zone) ? zone : null;
}

function dayAfter(date: DateTime): string {
  return date.plus({ days: 1 }).toFormat(INTERNAL_DATE_FORMAT);
}

function hasText(s: string): boolean {
  return s.trim() !== '';
}

function tripEvent(trip: Trip, timeZone: string | null): CalendarEvent | null {
  const startDate = trip.startDate === null ? null : parseInternalDate(trip.startDate);
  const endDate = trip.endDate === null ? null : parseInternalDate(trip.endDate);
  const first = startDate ?? endDate;
  if (first === null) return null;
  const last = endDate !== null && endDate >= first ? endDate : first;
  return {
    uid: tripCalendarUid(trip.uuid),
    summary: hasText(trip.displayName) ? trip.displayName : trip.primaryLocation,
    description: [trip.description, trip.relativeUrl].filter(hasText).join('\n\n'),
    location: trip.primaryLocation,
    allDay: true,
    start: first.toFormat(INTERNAL_DATE_FORMAT),
    end: dayAfter(last),
    timeZone: validZone(timeZone),
  };
}

function timeOf(time: string | null): number | null {
  return time === null ? null : internalTimeSeconds(time);
}

function localDateTime(date: DateTime, seconds: number): string {
  return date.plus({ seconds }).toFormat(LOCAL_DATE_TIME_FORMAT);
}

function planEvent(plan: CalendarPlanEvent): CalendarEvent | null {
  const startDate = parseInternalDate(plan.start.date);
  if (startDate === null) return null;
  const endDate = plan.end === null ? null : parseInternalDate(plan.end.date);
  const common = {
    uid: planCalendarUid(plan.uid),
    summary: plan.summary,
    description: plan.description ?? '',
    location: plan.location ?? '',
  };
  const startSeconds = timeOf(plan.start.time);
  if (startSeconds === null) {
    const last = endDate !== null && endDate >= startDate ? endDate : startDate;
    return { ...common, allDay: true, start: startDate.toFormat(INTERNAL_DATE_FORMAT), end: dayAfter(last), timeZone: null };
  }
  const zone = validZone(plan.start.timeZone);
  const start = localDateTime(startDate, startSeconds);
  const endSeconds = plan.end === null ? null : timeOf(plan.end.time);
  let end: string | null = null;
  if (endDate !== null && endSeconds !== null && plan.end !== null) {
    end = localDateTime(endDate, endSeconds);
    const endZone = validZone(plan.end.timeZone);
    if (zone !== null && endZone !== null && endZone !== zone) {
      end = DateTime.fromFormat(end, LOCAL_DATE_TIME_FORMAT, { zone: endZone }).setZone(zone).toFormat(LOCAL_DATE_TIME_FORMAT);
    }
    // Same fixed-width format with four-digit years, so text order is time order.
    if (end < start) end = null;
  }
  return { ...common, allDay: false, start, end, timeZone: zone };
}

/**
 * The events of one trip's calendar file (the single-trip download of part 3, "Calendar feed").
 *
 * - The trip is one all-day event from its start date to its end date inclusive (so `end` is the
 *   day after the end date), UID {@link tripCalendarUid}, summary the display name (the primary
 *   location when the name is blank), location the primary location, description the trip
 *   description and its relative URL, separated by a blank line. A trip with only one usable date
 *   is a one-day event on it; an end before the start counts as a one-day trip; a trip without
 *   dates has no event.
 * - Each plan follows, in the given order. A plan with a start time is a timed event on the wall
 *   clock of its start's zone (floating when the zone is null or not a valid IANA zone); an end in
 *   another known zone is converted to the start's zone; an end without a time, or before the
 *   start, is dropped. A plan without a start time is an all-day event from its start date to its
 *   end date inclusive. A plan whose start date is not a valid date is left out.
 *
 * @example
 * tripCalendarEvents({
 *   trip: { ...EMPTY_TRIP, uuid: 't1', displayName: 'Lyon', startDate: '2026-11-21', endDate: '2026-11-28', relativeUrl: '/trip/t1' },
 *   timeZone: 'Europe/Paris',
 * })
 * // [{ uid: 'trip-t1@waybook', summary: 'Lyon', description: '/trip/t1', location: '', allDay: true,
 * //    start: '2026-11-21', end: '2026-11-29', timeZone: 'Europe/Paris' }]
 */
export function tripCalendarEvents(input: TripCalendarInput): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  const trip = tripEvent(input.trip, input.timeZone);
  if (trip !== null) events.push(trip);
  for (const plan of input.plans ?? []) {
    const event = planEvent(plan);
    if (event !== null) events.push(event);
  }
  return events;
}
