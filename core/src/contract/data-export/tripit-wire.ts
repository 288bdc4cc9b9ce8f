import type { TripItFeed, TripItItem, TripItMoment } from '../../domain/data-export/tripit-feed.js';
import { PLAN_LONG_TEXT_MAX_LENGTH, PLAN_TEXT_MAX_LENGTH } from '../../domain/plans/validation/text-limits.js';
import { TRIP_NAME_MAX_LENGTH } from '../trip.js';
import { EXPORT_FORMAT, EXPORT_VERSION, exportDocumentWire, type ExportDocumentWire } from './export-json.js';

const cut = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

function dateTimeWire(m: TripItMoment): Record<string, string> {
  return {
    date: m.date,
    ...(m.time === null ? {} : { time: m.time }),
    ...(m.zone === '' ? {} : { timezone: m.zone }),
    is_time_known: m.time === null ? 'false' : 'true',
  };
}

/** The common fields of a TripIt item: its title, confirmation number and notes (within the plan text limits). */
function commonWire(item: TripItItem): Record<string, string> {
  return {
    display_name: cut(item.title, PLAN_TEXT_MAX_LENGTH),
    ...(item.confirmation === '' ? {} : { supplier_conf_num: cut(item.confirmation, PLAN_TEXT_MAX_LENGTH) }),
    ...(item.notes === '' ? {} : { notes: cut(item.notes, PLAN_LONG_TEXT_MAX_LENGTH) }),
  };
}

/**
 * One TripIt item as the reservation wrapper POST v2/create/plan takes: a flight as an AirObject
 * with one segment (airline code, flight number, airports, departure and arrival on their own
 * clocks); an activity as an ActivityObject (title, place as location_name, start and end); a
 * note as a NoteObject (title, the place in `text` after the notes, its date when it has one).
 *
 * @example
 * tripItPlanWrapper({ kind: 'note', uid: 'u', title: 'Visa', start: null, end: null, location: '', confirmation: '', notes: 'Apply early' })
 * // { NoteObject: { display_name: 'Visa', text: 'Apply early' } }
 */
export function tripItPlanWrapper(item: TripItItem): Record<string, unknown> {
  if (item.kind === 'flight') {
    return {
      AirObject: {
        ...commonWire(item),
        Segment: [
          {
            marketing_airline_code: item.airlineCode,
            marketing_flight_number: item.flightNumber,
            start_airport_code: item.from,
            end_airport_code: item.to,
            StartDateTime: dateTimeWire(item.start),
            ...(item.end === null ? {} : { EndDateTime: dateTimeWire(item.end) }),
          },
        ],
      },
    };
  }
  if (item.kind === 'activity') {
    return {
      ActivityObject: {
        ...commonWire(item),
        ...(item.location === '' ? {} : { location_name: cut(item.location, PLAN_TEXT_MAX_LENGTH) }),
        ...(item.start === null ? {} : { StartDateTime: dateTimeWire(item.start) }),
        ...(item.end === null ? {} : { EndDateTime: dateTimeWire(item.end) }),
      },
    };
  }
  const { notes: _notes, ...common } = commonWire(item);
  const text = [item.notes, item.location].filter((t) => t !== '').join('\n');
  return {
    NoteObject: {
      ...common,
      ...(text === '' ? {} : { text: cut(text, PLAN_LONG_TEXT_MAX_LENGTH) }),
      ...(item.start === null ? {} : { DateTime: dateTimeWire(item.start) }),
    },
  };
}

function lists(items: readonly TripItItem[]): Record<string, Record<string, unknown>[]> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const item of items) {
    for (const [key, object] of Object.entries(tripItPlanWrapper(item))) (out[key] ??= []).push(object as Record<string, unknown>);
  }
  return out;
}

/**
 * A TripIt feed as a Waybook export document (scope 'account', no profile, no documents), so a
 * TripIt import goes through the same import as a Waybook export: each trip with its name,
 * dates and destination text, and its items as typed objects (see {@link tripItPlanWrapper}).
 *
 * @example
 * tripItExportDocument({ trips: [], unfiled: [] }, '2026-11-21T10:00:00.000Z').format // 'waybook-export'
 */
export function tripItExportDocument(feed: TripItFeed, exportedAt: string): ExportDocumentWire {
  return exportDocumentWire.parse({
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: exportedAt,
    scope: 'account',
    Trips: feed.trips.map((trip) => ({
      Trip: {
        display_name: cut(trip.name !== '' ? trip.name : trip.location !== '' ? trip.location : 'TripIt', TRIP_NAME_MAX_LENGTH),
        start_date: trip.startDate,
        end_date: trip.endDate,
        primary_location: cut(trip.location, PLAN_TEXT_MAX_LENGTH),
        is_owner_traveler: 'true',
      },
      ...lists(trip.items),
    })),
    Unfiled: lists(feed.unfiled),
  });
}
