import type { AirPlan } from '../plans/types/air-plan.js';

/**
 * One version of a flight in conflict, as the traveler chooses between them (part 2 section 3,
 * flight conflict option; the wire's snake_case names are airline, airports, destination,
 * email_subject, from_date, from_time, to_time, imported_date, imported_date_time, path_index,
 * segment_descriptions, trip_item_uuids). `pathIndex` is what POST v2/flightConflicts sends back to
 * keep this version.
 *
 * @example
 * const o: FlightConflictOption = { airline: 'Air France', airports: 'CDG - JFK', destination: 'New York', emailSubject: 'Your new schedule',
 *   fromDate: '2026-12-03', fromTime: '11:05', toTime: '13:40', importedDate: '2026-11-02', importedDateTime: '2026-11-02T08:00:00.000Z',
 *   pathIndex: 1, segmentDescriptions: ['AF1234 CDG 11:05 → JFK 13:40'], tripItemUuids: ['p2'] };
 */
export interface FlightConflictOption {
  readonly airline: string;
  readonly airports: string;
  readonly destination: string;
  readonly emailSubject: string;
  readonly fromDate: string;
  readonly fromTime: string;
  readonly toTime: string;
  readonly importedDate: string;
  readonly importedDateTime: string;
  readonly pathIndex: number;
  readonly segmentDescriptions: readonly string[];
  readonly tripItemUuids: readonly string[];
}

/**
 * Where a version of the flight came from: the subject of the message it was imported from ('' for
 * a version typed by hand), when it was imported (ISO instant) and the plans (trip items) that
 * hold it.
 *
 * @example
 * const v: FlightVersionSource = { emailSubject: 'Your new schedule', importedAt: '2026-11-02T08:00:00.000Z', tripItemUuids: ['p2'] };
 */
export interface FlightVersionSource {
  readonly emailSubject: string;
  readonly importedAt: string;
  readonly tripItemUuids: readonly string[];
}

/**
 * The option the conflict screen shows for one version of a flight: airline of the first segment,
 * the airport path ('CDG - JFK', or 'YUL - FRA - GVA' for connections), the destination (last
 * arrival city, else its airport code), the first departure's local date and time, the last
 * arrival's local time, and one line per segment ('AF1234 CDG 10:05 → JFK 12:40').
 *
 * @example
 * flightConflictOption(importedPlan, { emailSubject: 'Your new schedule', importedAt: '2026-11-02T08:00:00.000Z', tripItemUuids: ['p2'] }, 1).airports // 'CDG - JFK'
 */
export function flightConflictOption(plan: AirPlan, source: FlightVersionSource, pathIndex: number): FlightConflictOption {
  const [first, last] = [plan.segments[0], plan.segments.at(-1)];
  const hhmm = (t: string | undefined) => (t ?? '').slice(0, 5);
  const path = plan.segments.flatMap((s, i) => (i === 0 ? [s.startAirportCode, s.endAirportCode] : [s.endAirportCode]));
  return {
    airline: first?.marketingAirline || first?.marketingAirlineCode || '',
    airports: path.filter((c) => c !== '').join(' - '),
    destination: last?.endCityName || last?.endAirportCode || '',
    emailSubject: source.emailSubject,
    fromDate: first?.startDateTime.date ?? '',
    fromTime: hhmm(first?.startDateTime.time),
    toTime: hhmm(last?.endDateTime.time),
    importedDate: source.importedAt.slice(0, 10),
    importedDateTime: source.importedAt,
    pathIndex,
    segmentDescriptions: plan.segments.map((s) =>
      [`${s.marketingAirlineCode}${s.marketingFlightNumber}`, s.startAirportCode, hhmm(s.startDateTime.time), '→', s.endAirportCode, hhmm(s.endDateTime.time)]
        .filter((x) => x !== '')
        .join(' '),
    ),
    tripItemUuids: source.tripItemUuids,
  };
}
