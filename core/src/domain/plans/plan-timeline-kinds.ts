import { carRentalSegments, type CarLocation } from './car-segments.js';
import { cruiseStopRole } from './cruise-segments.js';
import { lodgingSegments } from './lodging-segments.js';
import { parkingSegments } from './parking-segments.js';
import type { PlanDateTime } from './plan-fields.js';
import { addressText, airSegmentTitle, firstText, railSegmentTitle, transportSegmentTitle } from './plan-timeline-titles.js';
import type { CruisePlan } from './types/cruise-plan.js';
import type { Plan } from './types/plan.js';

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
  'flight',
  'rail',
  'transport',
  'cruise-embark',
  'cruise-port',
  'cruise-disembark',
  'check-in',
  'check-out',
  'pick-up',
  'drop-off',
  'parking-start',
  'parking-end',
  'restaurant',
  'activity',
  'note',
  'map',
  'directions',
] as const;

/**
 * One kind of timeline event (see {@link TIMELINE_EVENT_KINDS}).
 *
 * @example
 * const k: TimelineEventKind = 'cruise-port';
 */
export type TimelineEventKind = (typeof TIMELINE_EVENT_KINDS)[number];

function airportText(name: string, city: string, code: string): string {
  const place = firstText(name, city);
  const c = code.trim();
  if (place === '') return c;
  return c === '' ? place : `${place} (${c})`;
}

function carLocationText(location: CarLocation): string {
  return firstText(location.name, addressText(location.address));
}

/**
 * The uuid a segment's events carry: its own, else the plan uuid and its index.
 *
 * @example
 * segmentEventUuid('t1', '', 0)    // 't1:0'
 * segmentEventUuid('t1', 't1b', 1) // 't1b'
 */
export function segmentEventUuid(planUuid: string, segmentUuid: string, index: number): string {
  return segmentUuid.trim() !== '' ? segmentUuid : `${planUuid}:${index}`;
}

/**
 * What one plan contributes to the timeline before titles and instants are added: the event's
 * uuid, kind, start (null when it has none), end and place, and a title of its own for the legs
 * of a plan with several.
 *
 * @example
 * const d: EventDraft = { segmentUuid: 'h1', kind: 'check-in', start: null, end: null, location: 'Oslo' };
 */
export interface EventDraft {
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

/**
 * The event drafts of one plan, by its type (see planTimelineEvents for the rules).
 *
 * @example
 * planEventDrafts(lodging).map((d) => d.kind) // ['check-in', 'check-out']
 */
export function planEventDrafts(plan: Plan): EventDraft[] {
  const uuid = plan.meta.uuid;
  switch (plan.type) {
    case 'air':
      return segmentDrafts(
        uuid,
        plan.segments,
        () => 'flight',
        (s) => airportText(s.startAirportName, s.startCityName, s.startAirportCode),
        airSegmentTitle,
      );
    case 'rail':
      return segmentDrafts(
        uuid,
        plan.segments,
        () => 'rail',
        (s) => firstText(s.startStationName, addressText(s.startStationAddress)),
        railSegmentTitle,
      );
    case 'transport':
      return segmentDrafts(
        uuid,
        plan.segments,
        () => 'transport',
        (s) => firstText(s.startLocationName, addressText(s.startLocationAddress)),
        transportSegmentTitle,
      );
    case 'cruise':
      // Every stop is a stop of the same ship: the events keep the cruise's title.
      return segmentDrafts(
        uuid,
        plan.segments,
        cruiseKind(plan),
        (s) => firstText(s.locationName, addressText(s.locationAddress)),
        () => '',
      );
    case 'lodging': {
      const location = addressText(plan.address);
      return lodgingSegments({ uuid, startDateTime: plan.startDateTime, endDateTime: plan.endDateTime }).map((stop) => ({
        segmentUuid: uuid,
        kind: stop.isCheckIn ? 'check-in' : 'check-out',
        start: stop.dateTime,
        end: null,
        location,
      }));
    }
    case 'car':
      return carRentalSegments({
        uuid,
        startDateTime: plan.startDateTime,
        endDateTime: plan.endDateTime,
        startLocation: { address: plan.startLocationAddress, name: plan.startLocationName, hours: plan.startLocationHours, phone: plan.startLocationPhone },
        endLocation: { address: plan.endLocationAddress, name: plan.endLocationName, hours: plan.endLocationHours, phone: plan.endLocationPhone },
      }).map((stop) => ({
        segmentUuid: uuid,
        kind: stop.isPickup ? 'pick-up' : 'drop-off',
        start: stop.dateTime,
        end: null,
        location: carLocationText(stop.location),
      }));
    case 'parking': {
      const location = firstText(plan.locationName, addressText(plan.address));
      return parkingSegments({ uuid, startDateTime: plan.startDateTime, endDateTime: plan.endDateTime }).map((stop) => ({
        segmentUuid: uuid,
        kind: stop.isDropoff ? 'parking-start' : 'parking-end',
        start: stop.dateTime,
        end: null,
        location,
      }));
    }
    case 'restaurant':
      return [{ segmentUuid: uuid, kind: 'restaurant', start: plan.dateTime, end: null, location: addressText(plan.address) }];
    case 'activity':
      return [
        {
          segmentUuid: uuid,
          kind: 'activity',
          start: plan.startDateTime,
          end: plan.endDateTime,
          location: firstText(plan.locationName, addressText(plan.address)),
        },
      ];
    case 'note':
      return [{ segmentUuid: uuid, kind: 'note', start: plan.dateTime, end: null, location: addressText(plan.address) }];
    case 'map':
      return [{ segmentUuid: uuid, kind: 'map', start: plan.dateTime, end: null, location: addressText(plan.address) }];
    case 'directions':
      return [{ segmentUuid: uuid, kind: 'directions', start: plan.dateTime, end: null, location: addressText(plan.startAddress) }];
  }
}
