import type { PlanAddress } from './plan-fields.js';
import type { AirSegment } from './types/air-plan.js';
import type { RailSegment } from './types/rail-plan.js';
import type { Plan } from './types/plan.js';
import type { TransportSegment } from './types/transport-plan.js';

// The titles of the timeline: a plan's name, and each leg's when a plan has several.

const ARROW = ' → ';

function trimmed(value: string): string {
  return value.trim();
}

/**
 * The first of the values that is not blank, trimmed; '' when all are.
 *
 * @example
 * firstText('  ', ' Oslo ') // 'Oslo'
 */
export function firstText(...values: readonly string[]): string {
  for (const value of values) {
    const t = value.trim();
    if (t !== '') return t;
  }
  return '';
}

/**
 * The values that are not blank, trimmed, joined by the separator.
 *
 * @example
 * joinText(['SK', ' ', '4035'], ' ') // 'SK 4035'
 */
export function joinText(values: readonly string[], separator: string): string {
  return values
    .map(trimmed)
    .filter((v) => v !== '')
    .join(separator);
}

/**
 * The address as one line: its whole-address text, else street, city, state and country.
 *
 * @example
 * addressText({ ...EMPTY_PLAN_ADDRESS, city: 'Oslo', country: 'NO' }) // 'Oslo, NO'
 */
export function addressText(a: PlanAddress): string {
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

/**
 * A flight leg's title: airline code and flight number (marketing, else operating), then the airports.
 *
 * @example
 * airSegmentTitle(oslToCph) // 'SK 4035 OSL → CPH'
 */
export function airSegmentTitle(s: AirSegment): string {
  return joinText([flightDesignator(s), route(s.startAirportCode, s.endAirportCode)], ' ');
}

/**
 * A train leg's title: carrier, train number, then the stations.
 *
 * @example
 * railSegmentTitle(osloBergen) // 'Vy 601 Oslo S → Bergen'
 */
export function railSegmentTitle(s: RailSegment): string {
  return joinText([joinText([s.carrierName, s.trainNumber], ' '), route(s.startStationName, s.endStationName)], ' ');
}

/**
 * A transport leg's title: carrier, then the places.
 *
 * @example
 * transportSegmentTitle(osloKiel) // 'Color Line Oslo → Kiel'
 */
export function transportSegmentTitle(s: TransportSegment): string {
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
      return firstText(
        legsTitle(plan.segments, airSegmentTitle, (s) => [s.startAirportCode, s.endAirportCode]),
        supplier,
      );
    case 'rail':
      return firstText(
        legsTitle(plan.segments, railSegmentTitle, (s) => [s.startStationName, s.endStationName]),
        supplier,
      );
    case 'transport':
      return firstText(
        legsTitle(plan.segments, transportSegmentTitle, (s) => [s.startLocationName, s.endLocationName]),
        supplier,
      );
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
