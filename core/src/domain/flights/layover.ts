import type { DateTime } from 'luxon';
import { err, ok, type Result } from '../result.js';
import type { FlightStatusCode } from './flight-status.js';
import { localInstant, zoneOf, type LocalDateTime } from './local-date-time.js';

/**
 * Longest gap, in minutes, between a domestic flight's arrival and the next departure that is
 * still a layover.
 *
 * @example
 * maxLayoverMinutes(false) === MAX_DOMESTIC_LAYOVER_MINUTES // true (240)
 */
export const MAX_DOMESTIC_LAYOVER_MINUTES = 240;

/**
 * Longest gap, in minutes, that is still a layover when the next flight is international.
 *
 * @example
 * maxLayoverMinutes(true) === MAX_INTERNATIONAL_LAYOVER_MINUTES // true (1440)
 */
export const MAX_INTERNATIONAL_LAYOVER_MINUTES = 1440;

/**
 * What the layover rule reads of a flight segment. `start` and `end` are local to the departure and
 * arrival airports; `endCityName` names the arrival city; `flightStatus` is the segment's
 * (effective) status code when known.
 *
 * @example
 * const leg: LayoverSegment = {
 *   startAirportCode: 'SFO', endAirportCode: 'ORD', endCityName: 'Chicago', isInternational: false,
 *   start: { date: '2026-03-08', time: '07:00:00', timezone: 'America/Los_Angeles' },
 *   end: { date: '2026-03-08', time: '13:10:00', timezone: 'America/Chicago' },
 * };
 */
export type LayoverSegment = {
  readonly startAirportCode: string;
  readonly endAirportCode: string;
  readonly endCityName?: string;
  readonly start: LocalDateTime;
  readonly end: LocalDateTime;
  readonly isInternational: boolean;
  readonly flightStatus?: FlightStatusCode;
};

/**
 * Domestic when the next flight is domestic, international when it is international.
 *
 * @example
 * const scope: LayoverScope = 'international';
 */
export type LayoverScope = 'domestic' | 'international';

/**
 * The wait between two flights at one airport. `start` is the first flight's arrival and `end` the
 * next departure, both local; `startsAt`/`endsAt` are the same instants in UTC ISO form;
 * `flightStatus` is the next flight's status (the connection to make), or null.
 *
 * @example
 * buildLayover(first, second) // ok({ airportCode: 'ORD', durationMinutes: 80, scope: 'domestic', ... })
 */
export type Layover = {
  readonly airportCode: string;
  readonly cityName: string;
  readonly start: LocalDateTime;
  readonly end: LocalDateTime;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly durationMinutes: number;
  readonly scope: LayoverScope;
  readonly flightStatus: FlightStatusCode | null;
};

/**
 * Why two segments do not make a layover.
 *
 * @example
 * const e: LayoverError = { kind: 'too-long', minutes: 300, maxMinutes: 240 };
 */
export type LayoverError =
  | { readonly kind: 'invalid-date-time' }
  | { readonly kind: 'different-airports'; readonly arrivalAirport: string; readonly departureAirport: string }
  | { readonly kind: 'returns-to-origin'; readonly airportCode: string }
  | { readonly kind: 'not-after-arrival'; readonly minutes: number }
  | { readonly kind: 'too-long'; readonly minutes: number; readonly maxMinutes: number };

const code = (airport: string) => airport.trim().toUpperCase();

/**
 * The longest layover, in minutes, before the next flight: 1440 if it is international, else 240.
 *
 * @example
 * maxLayoverMinutes(true)  // 1440
 * maxLayoverMinutes(false) // 240
 */
export function maxLayoverMinutes(nextIsInternational: boolean): number {
  return nextIsInternational ? MAX_INTERNATIONAL_LAYOVER_MINUTES : MAX_DOMESTIC_LAYOVER_MINUTES;
}

/**
 * The first flight's arrival and the next departure as instants. Both are local times at the same
 * airport, so a side without a zone borrows the other's; with no zone at all both are read as UTC,
 * which keeps their difference right except across a DST change at that airport.
 */
function connectionInstants(first: LayoverSegment, second: LayoverSegment): { arrival: DateTime<true>; departure: DateTime<true> } | null {
  const arrivalZone = zoneOf(first.end) ?? zoneOf(second.start) ?? 'UTC';
  const departureZone = zoneOf(second.start) ?? zoneOf(first.end) ?? 'UTC';
  const arrival = localInstant(first.end, arrivalZone);
  const departure = localInstant(second.start, departureZone);
  return arrival === null || departure === null ? null : { arrival, departure };
}

/**
 * Checks the layover rule of part 2 section 4 and builds the layover: the first flight arrives
 * where the next departs, the origin differs from the final destination, the gap is positive and
 * at most 1440 minutes when the next flight is international, else 240 (both inclusive).
 * Airport codes compare trimmed and case-insensitively; a blank code matches nothing. The gap is
 * counted in whole minutes (seconds dropped), so a gap under one minute is not positive.
 *
 * @example
 * buildLayover(
 *   { startAirportCode: 'SFO', endAirportCode: 'ORD', endCityName: 'Chicago', isInternational: false,
 *     start: { date: '2026-03-08', time: '07:00:00', timezone: 'America/Los_Angeles' },
 *     end: { date: '2026-03-08', time: '13:10:00', timezone: 'America/Chicago' } },
 *   { startAirportCode: 'ORD', endAirportCode: 'BOS', isInternational: false,
 *     start: { date: '2026-03-08', time: '14:30:00', timezone: 'America/Chicago' },
 *     end: { date: '2026-03-08', time: '17:45:00', timezone: 'America/New_York' } },
 * ) // ok({ airportCode: 'ORD', cityName: 'Chicago', durationMinutes: 80, scope: 'domestic', ... })
 */
export function buildLayover(first: LayoverSegment, second: LayoverSegment): Result<Layover, LayoverError> {
  const arrivalAirport = code(first.endAirportCode);
  const departureAirport = code(second.startAirportCode);
  if (arrivalAirport === '' || arrivalAirport !== departureAirport) {
    return err({ kind: 'different-airports', arrivalAirport, departureAirport });
  }
  if (code(first.startAirportCode) === code(second.endAirportCode)) {
    return err({ kind: 'returns-to-origin', airportCode: code(first.startAirportCode) });
  }
  const instants = connectionInstants(first, second);
  if (instants === null) return err({ kind: 'invalid-date-time' });
  const minutes = Math.floor(instants.departure.diff(instants.arrival).toMillis() / 60_000);
  if (minutes <= 0) return err({ kind: 'not-after-arrival', minutes });
  const maxMinutes = maxLayoverMinutes(second.isInternational);
  if (minutes > maxMinutes) return err({ kind: 'too-long', minutes, maxMinutes });
  return ok({
    airportCode: arrivalAirport,
    cityName: first.endCityName ?? '',
    start: first.end,
    end: second.start,
    startsAt: instants.arrival.toUTC().toISO(),
    endsAt: instants.departure.toUTC().toISO(),
    durationMinutes: minutes,
    scope: second.isInternational ? 'international' : 'domestic',
    flightStatus: second.flightStatus ?? null,
  });
}

/**
 * Whether two consecutive segments make a layover (see {@link buildLayover}).
 *
 * @example
 * isLayover(sfoToOrd, ordToBos) // true
 * isLayover(sfoToOrd, ordToSfo) // false: back to the origin
 */
export function isLayover(first: LayoverSegment, second: LayoverSegment): boolean {
  return buildLayover(first, second).ok;
}

/**
 * The layovers between consecutive segments of a flight reservation, in order.
 *
 * @example
 * layoversOf([sfoToOrd, ordToBos]).map((l) => l.airportCode) // ['ORD']
 */
export function layoversOf(segments: readonly LayoverSegment[]): readonly Layover[] {
  return segments.slice(1).flatMap((second, i) => {
    const first = segments[i];
    const layover = first === undefined ? null : buildLayover(first, second);
    return layover?.ok === true ? [layover.value] : [];
  });
}

/**
 * Whether a layover is upcoming: its end is after `now`.
 *
 * @example
 * isLayoverUpcoming(layover, new Date('2026-03-08T20:00:00Z')) // true while the next flight has not left
 */
export function isLayoverUpcoming(layover: Pick<Layover, 'endsAt'>, now: Date): boolean {
  return Date.parse(layover.endsAt) > now.getTime();
}
