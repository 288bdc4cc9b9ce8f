import { buildLayover, type LayoverSegment } from '../flights/layover.js';
import type { LocalDateTime } from '../flights/local-date-time.js';
import { carRentalSegments, type CarLocation } from './car-segments.js';
import { cruiseStopRole } from './cruise-segments.js';
import { lodgingSegments } from './lodging-segments.js';
import { parkingSegments } from './parking-segments.js';
import { planDateTimeInstant } from './plan-date-time.js';
import { EMPTY_PLAN_DATE_TIME, type PlanAddress, type PlanDateTime } from './plan-fields.js';
import type { AirSegment } from './types/air-segment-wire.js';
import type { CruisePlan } from './types/cruise-wire.js';
import type { RailSegment } from './types/rail-wire.js';
import type { CodecPlanType, Plan } from './types/reservation-codec.js';
import type { TransportSegment } from './types/transport-wire.js';

/**
 * Every kind of timeline event, one per derived segment role: a flight, rail or transport leg;
 * a cruise embarkation, port of call or disembarkation; a lodging check-in or check-out; a car
 * rental pick-up or drop-off; the start (the car is left) or end (the car is collected) of a
 * parking; and the single-date plans.
 *
 * @example
 * TIMELINE_EVENT_KINDS.includes('check-in') // true
 */
export const TIMELINE_EVENT_KINDS = [
  'flight', 'rail', 'transport', 'cruise-embark', 'cruise-port', 'cruise-disembark',
  'check-in', 'check-out', 'pick-up', 'drop-off', 'parking-start', 'parking-end',
  'restaurant', 'activity', 'note', 'map', 'directions',
] as const;

/**
 * One kind of timeline event (see {@link TIMELINE_EVENT_KINDS}).
 *
 * @example
 * const k: TimelineEventKind = 'cruise-port';
 */
export type TimelineEventKind = (typeof TIMELINE_EVENT_KINDS)[number];

/**
 * One thing that happens at one moment of a trip: a segment of a plan, or a plan's derived
 * segment (check-in, pick-up...).
 *
 * - `segmentUuid` is the segment's own uuid for air, rail, transport and cruise segments (the
 *   plan uuid plus `:` and the segment's index when the segment has none yet), else the plan
 *   uuid; with `kind` it identifies the event (check-in and check-out share the plan uuid).
 * - `start` is the moment of the event on its own wall clock; `end` is null when the event has
 *   no end or its end has no date.
 * - `location` is a one-line place (station, airport, address...), '' when unknown.
 * - `instant` is `start` as an ISO UTC instant (see planDateTimeInstant: its own zone, start of
 *   the day when there is no time), null when the start has no valid date.
 *
 * @example
 * const e: TimelineEvent = {
 *   planUuid: 'h1', planType: 'lodging', segmentUuid: 'h1', kind: 'check-in', title: 'Grand Hotel',
 *   start: { ...EMPTY_PLAN_DATE_TIME, date: '2026-05-01', time: '15:00:00', timezone: 'Europe/Oslo' }, end: null,
 *   location: 'Karl Johans gate 31, Oslo', instant: '2026-05-01T13:00:00.000Z',
 * };
 */
export interface TimelineEvent {
  readonly planUuid: string;
  readonly planType: CodecPlanType;
  readonly segmentUuid: string;
  readonly kind: TimelineEventKind;
  readonly title: string;
  readonly start: PlanDateTime;
  readonly end: PlanDateTime | null;
  readonly location: string;
  readonly instant: string | null;
}

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

const ARROW = ' → ';

function trimmed(value: string): string {
  return value.trim();
}

function firstText(...values: readonly string[]): string {
  for (const value of values) {
    const t = value.trim();
    if (t !== '') return t;
  }
  return '';
}

function joinText(values: readonly string[], separator: string): string {
  return values.map(trimmed).filter((v) => v !== '').join(separator);
}

// The address as one line: its whole-address text, else street, city, state and country.
function addressText(a: PlanAddress): string {
  return firstText(a.address, joinText([a.addr1, a.city, a.state, a.country], ', '));
}

function route(from: string, to: string): string {
  return joinText([from, to], ARROW);
}

// Stops of consecutive legs, a stop repeated from one leg to the next written once.
function stopsRoute(legs: readonly (readonly [string, string])[]): string {
  const stops: string[] = [];
  for (const stop of legs.flat().map(trimmed)) {
    if (stop !== '' && stops[stops.length - 1]?.toLowerCase() !== stop.toLowerCase()) stops.push(stop);
  }
  return stops.length >= 2 ? stops.join(ARROW) : '';
}

function flightDesignator(s: AirSegment): string {
  const marketing = joinText([s.marketingAirlineCode, s.marketingFlightNumber], ' ');
  return marketing !== '' ? marketing : joinText([s.operatingAirlineCode, s.operatingFlightNumber], ' ');
}

function airSegmentTitle(s: AirSegment): string {
  return joinText([flightDesignator(s), route(s.startAirportCode, s.endAirportCode)], ' ');
}

function railSegmentTitle(s: RailSegment): string {
  return joinText([joinText([s.carrierName, s.trainNumber], ' '), route(s.startStationName, s.endStationName)], ' ');
}

function transportSegmentTitle(s: TransportSegment): string {
  return joinText([s.carrierName, route(s.startLocationName, s.endLocationName)], ' ');
}

// One leg: its own title; several: the route through all their stops (else the first leg's title).
function legsTitle<S>(segments: readonly S[], title: (s: S) => string, stops: (s: S) => readonly [string, string]): string {
  const [first] = segments;
  if (first === undefined) return '';
  if (segments.length === 1) return title(first);
  return firstText(stopsRoute(segments.map(stops)), title(first));
}

function fallbackTitle(plan: Plan): string {
  const supplier = plan.booking.supplierName;
  switch (plan.type) {
    case 'air':
      return firstText(legsTitle(plan.segments, airSegmentTitle, (s) => [s.startAirportCode, s.endAirportCode]), supplier);
    case 'rail':
      return firstText(legsTitle(plan.segments, railSegmentTitle, (s) => [s.startStationName, s.endStationName]), supplier);
    case 'transport':
      return firstText(legsTitle(plan.segments, transportSegmentTitle, (s) => [s.startLocationName, s.endLocationName]), supplier);
    case 'cruise':
      return firstText(plan.shipName, supplier);
    case 'lodging':
      return firstText(supplier, addressText(plan.address));
    case 'car':
      return firstText(supplier, plan.startLocationName, addressText(plan.startLocationAddress));
    case 'parking':
      return firstText(plan.locationName, supplier, addressText(plan.address));
    case 'restaurant':
      return firstText(supplier, addressText(plan.address));
    case 'activity':
      return firstText(supplier, plan.locationName, addressText(plan.address));
    case 'note':
      return firstText(plan.text.split(/\r\n|\r|\n/).find((line) => line.trim() !== '') ?? '', plan.source, addressText(plan.address));
    case 'map':
      return addressText(plan.address);
    case 'directions':
      return route(addressText(plan.startAddress), addressText(plan.endAddress));
  }
}

/**
 * The title of a plan: its display name when it has one (trimmed), else a fallback from its own
 * fields. The fallback is the first of these that is not blank:
 * - flight, rail, transport with one segment: the leg, 'SK 4035 OSL → CPH' (airline code and
 *   flight number, marketing else operating, then the airports), 'Vy 601 Oslo S → Bergen'
 *   (carrier, train number, stations), 'Color Line Oslo → Kiel' (carrier, places); with several
 *   segments the route through their stops, 'OSL → CPH → EWR'; then the supplier name;
 * - cruise: the ship name, then the supplier name;
 * - lodging and restaurant: the supplier name, then the address;
 * - car rental: the supplier name, then the pick-up location name or address;
 * - parking: the location name, the supplier name, then the address;
 * - activity: the supplier name, the location name, then the address;
 * - note: the first non-blank line of its text, its source, then its address;
 * - map: the address; directions: 'start → end' addresses.
 * '' when nothing is known: the UI then shows the plan type's name.
 *
 * @example
 * planTitle({ ...air, meta: { ...air.meta, displayName: '' } })  // 'SK 4035 OSL → CPH'
 * planTitle({ ...lodging, booking: { ...lodging.booking, supplierName: 'Grand Hotel' } }) // 'Grand Hotel' (no display name)
 */
export function planTitle(plan: Plan): string {
  return firstText(plan.meta.displayName, fallbackTitle(plan));
}

function airportText(name: string, city: string, code: string): string {
  const place = firstText(name, city);
  const c = code.trim();
  if (place === '') return c;
  return c === '' ? place : `${place} (${c})`;
}

function carLocationText(location: CarLocation): string {
  return firstText(location.name, addressText(location.address));
}

function endOf(dt: PlanDateTime | null): PlanDateTime | null {
  return dt !== null && dt.date.trim() !== '' ? dt : null;
}

/**
 * The uuid a segment's events carry: its own, else the plan uuid and its index.
 */
function segmentEventUuid(planUuid: string, segmentUuid: string, index: number): string {
  return segmentUuid.trim() !== '' ? segmentUuid : `${planUuid}:${index}`;
}

interface EventDraft {
  readonly segmentUuid: string;
  readonly kind: TimelineEventKind;
  readonly start: PlanDateTime | null;
  readonly end: PlanDateTime | null;
  readonly location: string;
  readonly title?: string;
}

function segmentDrafts<S extends { readonly uuid: string; readonly startDateTime: PlanDateTime; readonly endDateTime: PlanDateTime }>(
  planUuid: string,
  segments: readonly S[],
  kind: (index: number) => TimelineEventKind,
  location: (s: S) => string,
  title: (s: S) => string,
): EventDraft[] {
  // A plan without segments still shows, undated, so it is not lost from the timeline.
  if (segments.length === 0) return [{ segmentUuid: planUuid, kind: kind(0), start: null, end: null, location: '' }];
  const ownTitles = segments.length > 1;
  return segments.map((s, i) => ({
    segmentUuid: segmentEventUuid(planUuid, s.uuid, i),
    kind: kind(i),
    start: s.startDateTime,
    end: s.endDateTime,
    location: location(s),
    ...(ownTitles ? { title: title(s) } : {}),
  }));
}

function cruiseKind(plan: CruisePlan): (index: number) => TimelineEventKind {
  return (index) => {
    const role = cruiseStopRole(index, plan.segments.length) ?? 'embark';
    return role === 'embark' ? 'cruise-embark' : role === 'port' ? 'cruise-port' : 'cruise-disembark';
  };
}

function drafts(plan: Plan): EventDraft[] {
  const uuid = plan.meta.uuid;
  switch (plan.type) {
    case 'air':
      return segmentDrafts(uuid, plan.segments, () => 'flight',
        (s) => airportText(s.startAirportName, s.startCityName, s.startAirportCode), airSegmentTitle);
    case 'rail':
      return segmentDrafts(uuid, plan.segments, () => 'rail',
        (s) => firstText(s.startStationName, addressText(s.startStationAddress)), railSegmentTitle);
    case 'transport':
      return segmentDrafts(uuid, plan.segments, () => 'transport',
        (s) => firstText(s.startLocationName, addressText(s.startLocationAddress)), transportSegmentTitle);
    case 'cruise':
      // Every stop is a stop of the same ship: the events keep the cruise's title.
      return segmentDrafts(uuid, plan.segments, cruiseKind(plan),
        (s) => firstText(s.locationName, addressText(s.locationAddress)), () => '');
    case 'lodging': {
      const location = addressText(plan.address);
      return lodgingSegments({ uuid, startDateTime: plan.startDateTime, endDateTime: plan.endDateTime }).map((stop) => ({
        segmentUuid: uuid, kind: stop.isCheckIn ? 'check-in' : 'check-out', start: stop.dateTime, end: null, location,
      }));
    }
    case 'car':
      return carRentalSegments({
        uuid, startDateTime: plan.startDateTime, endDateTime: plan.endDateTime,
        startLocation: { address: plan.startLocationAddress, name: plan.startLocationName, hours: plan.startLocationHours, phone: plan.startLocationPhone },
        endLocation: { address: plan.endLocationAddress, name: plan.endLocationName, hours: plan.endLocationHours, phone: plan.endLocationPhone },
      }).map((stop) => ({
        segmentUuid: uuid, kind: stop.isPickup ? 'pick-up' : 'drop-off', start: stop.dateTime, end: null,
        location: carLocationText(stop.location),
      }));
    case 'parking': {
      const location = firstText(plan.locationName, addressText(plan.address));
      return parkingSegments({ uuid, startDateTime: plan.startDateTime, endDateTime: plan.endDateTime }).map((stop) => ({
        segmentUuid: uuid, kind: stop.isDropoff ? 'parking-start' : 'parking-end', start: stop.dateTime, end: null, location,
      }));
    }
    case 'restaurant':
      return [{ segmentUuid: uuid, kind: 'restaurant', start: plan.dateTime, end: null, location: addressText(plan.address) }];
    case 'activity':
      return [{
        segmentUuid: uuid, kind: 'activity', start: plan.startDateTime, end: plan.endDateTime,
        location: firstText(plan.locationName, addressText(plan.address)),
      }];
    case 'note':
      return [{ segmentUuid: uuid, kind: 'note', start: plan.dateTime, end: null, location: addressText(plan.address) }];
    case 'map':
      return [{ segmentUuid: uuid, kind: 'map', start: plan.dateTime, end: null, location: addressText(plan.address) }];
    case 'directions':
      return [{ segmentUuid: uuid, kind: 'directions', start: plan.dateTime, end: null, location: addressText(plan.startAddress) }];
  }
}

// Of the two derived stops of a lodging, car rental or parking, one without a date is left out
// when the other has one; when neither has, the first stands for the plan, undated.
function withoutUndatedStops(list: readonly EventDraft[]): EventDraft[] {
  const hasDate = (d: EventDraft) => d.start !== null && d.start.date.trim() !== '';
  const dated = list.filter(hasDate);
  return dated.length > 0 ? dated : list.slice(0, 1);
}

function isoInstant(dt: PlanDateTime): string | null {
  return planDateTimeInstant(dt)?.toUTC().toISO() ?? null;
}

/**
 * The timeline events of one plan, one per segment or derived segment, in the plan's order.
 *
 * - flight, rail, transport: one event per segment (`flight`, `rail`, `transport`), from its start
 *   to its end, at its departure airport, station or place; a plan without segments gives one
 *   undated event with the plan uuid;
 * - cruise: one event per stop, `cruise-embark` for the first, `cruise-disembark` for the last,
 *   `cruise-port` between (see cruiseStopRole), at the port;
 * - lodging: `check-in` at the start and `check-out` at the end (lodgingSegments), at the address;
 * - car rental: `pick-up` and `drop-off` (carRentalSegments), each at its own location (the
 *   drop-off at the pick-up location when carRentalSegments says it is the same);
 * - parking: `parking-start` (the car is left) and `parking-end` (it is collected), parkingSegments;
 * - of these two-stop plans, a stop without a date is left out when the other has one, and a plan
 *   with neither dated gives only its first stop, undated (one entry among the undated plans);
 * - restaurant, note, map, directions: one event at their date-time; activity: one event from its
 *   start to its end.
 * Every event of a plan has the plan's title ({@link planTitle}), except the legs of a flight,
 * rail or transport plan with several segments, which each carry their own ('SK 4035 OSL → CPH',
 * the plan title when the leg has nothing to show): a single name cannot tell the legs apart.
 * Segment events (flight, rail, transport, cruise) and the activity have an end; the others have
 * none. The air segments' is_hidden flag is not consulted (the spec does not say what it hides).
 *
 * @example
 * planTimelineEvents(lodging).map((e) => [e.kind, e.start.date])
 * // [['check-in', '2026-05-01'], ['check-out', '2026-05-04']]
 */
export function planTimelineEvents(plan: Plan): TimelineEvent[] {
  const title = planTitle(plan);
  const all = drafts(plan);
  const list = plan.type === 'lodging' || plan.type === 'car' || plan.type === 'parking' ? withoutUndatedStops(all) : all;
  return list.map((d) => {
    const start = d.start ?? EMPTY_PLAN_DATE_TIME;
    return {
      planUuid: plan.meta.uuid,
      planType: plan.type,
      segmentUuid: d.segmentUuid,
      kind: d.kind,
      title: firstText(d.title ?? '', title),
      start,
      end: endOf(d.end),
      location: d.location,
      instant: isoInstant(start),
    };
  });
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

function toLocal(dt: PlanDateTime): LocalDateTime {
  // A time that is not known is a placeholder: no layover is built from it.
  return { date: dt.date, time: dt.isTimeKnown ? dt.time : '', timezone: dt.timezone.trim() === '' ? null : dt.timezone };
}

function layoverSegment(s: AirSegment): LayoverSegment {
  return {
    startAirportCode: s.startAirportCode, endAirportCode: s.endAirportCode, endCityName: s.endCityName,
    start: toLocal(s.startDateTime), end: toLocal(s.endDateTime), isInternational: s.isInternational,
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

function planLayovers(plan: Plan): TimelineLayover[] {
  if (plan.type !== 'air') return [];
  const uuid = plan.meta.uuid;
  return plan.segments.slice(1).flatMap((second, i) => {
    const first = plan.segments[i];
    if (first === undefined) return [];
    const layover = layoverOf(first, second, segmentEventUuid(uuid, first.uuid, i), segmentEventUuid(uuid, second.uuid, i + 1));
    return layover === null ? [] : [layover];
  });
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
  const events = sortTimelineEvents(plans.flatMap(planTimelineEvents));
  const byDate = new Map<string | null, TimelineEvent[]>();
  for (const event of events) {
    const date = event.instant === null ? null : event.start.date;
    const day = byDate.get(date);
    if (day === undefined) byDate.set(date, [event]);
    else day.push(event);
  }
  const dates = [...byDate.keys()].sort((a, b) => (a === null ? 1 : b === null ? -1 : a < b ? -1 : a > b ? 1 : 0));
  return {
    days: dates.map((date) => ({ date, events: byDate.get(date) ?? [] })),
    layovers: plans.flatMap(planLayovers),
  };
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
