import { z } from 'zod';
import type { FlightConflictOption } from '../../domain/imports/import-flight-conflict.js';
import { apiError } from '../error.js';
import { defineEntry, noBody, nothing } from '../entry.js';
import { wireBooleanOut } from '../wire.js';

/**
 * One version of a flight in conflict as it travels (part 2 section 3, flight conflict option).
 *
 * @example
 * flightConflictOptionWire.parse(json).path_index // 1
 */
export const flightConflictOptionWire = z.object({
  airline: z.string(),
  airports: z.string(),
  destination: z.string(),
  email_subject: z.string(),
  from_date: z.string(),
  from_time: z.string(),
  to_time: z.string(),
  imported_date: z.string(),
  imported_date_time: z.string(),
  path_index: z.number().int().nonnegative(),
  segment_descriptions: z.array(z.string()),
  trip_item_uuids: z.array(z.string()),
});

/**
 * A conflict option on the wire, from core's option.
 *
 * @example
 * flightConflictOptionToWire(option).email_subject // 'Schedule change'
 */
export function flightConflictOptionToWire(o: FlightConflictOption): z.output<typeof flightConflictOptionWire> {
  return {
    airline: o.airline,
    airports: o.airports,
    destination: o.destination,
    email_subject: o.emailSubject,
    from_date: o.fromDate,
    from_time: o.fromTime,
    to_time: o.toTime,
    imported_date: o.importedDate,
    imported_date_time: o.importedDateTime,
    path_index: o.pathIndex,
    segment_descriptions: [...o.segmentDescriptions],
    trip_item_uuids: [...o.tripItemUuids],
  };
}

/**
 * GET v2/flightConflicts: the conflict a flight (plan or segment uuid) is part of, with one option
 * per version; `Segments` are the asked flight's segments as the flight page shows them.
 *
 * @example
 * await api.call(getFlightConflictEntry, { query: { trip_item_uuid: 'p1' } })
 */
export const getFlightConflictEntry = defineEntry({
  id: 'getFlightConflict',
  method: 'GET',
  path: 'v2/flightConflicts',
  auth: 'session',
  summary:
    'The flight conflict a plan or segment (trip_item_uuid) is part of: guid, does_differ_only_by_time, is_read_only (the caller ' +
    "cannot choose), one conflict option per version, and the asked flight's Segments. 404 when there is none or the caller cannot see the flight.",
  params: nothing,
  query: z.object({ trip_item_uuid: z.string().min(1).max(100) }),
  body: noBody,
  response: z.object({
    FlightConflict: z.object({
      guid: z.string(),
      does_differ_only_by_time: wireBooleanOut,
      is_read_only: wireBooleanOut,
      conflict_options: z.array(flightConflictOptionWire),
      Segments: z.array(z.record(z.string(), z.unknown())),
    }),
  }),
});

/**
 * POST v2/flightConflicts: keeps one version (path_index) of the conflict `guid` and deletes the
 * others; the kept flight has no conflict any more.
 *
 * @example
 * await api.call(resolveFlightConflictEntry, { body: { trip_item_uuid: 'p1', path_index: '1', guid: 'g1' } })
 */
export const resolveFlightConflictEntry = defineEntry({
  id: 'resolveFlightConflict',
  method: 'POST',
  path: 'v2/flightConflicts',
  auth: 'session',
  summary:
    'Keeps the version path_index of conflict guid (the caller must be able to edit the trip), deletes the other versions and ' +
    'clears the conflict. Answers the kept plan uuid. 404 for an unknown or finished conflict, 400 invalid_field:path_index.',
  params: nothing,
  query: nothing,
  body: {
    kind: 'form',
    schema: z.object({ trip_item_uuid: z.string().min(1).max(100), path_index: z.coerce.number().int().min(0).max(20), guid: z.string().min(1).max(100) }),
  },
  response: z.object({ kept_trip_item_uuid: z.string() }),
});

/**
 * The refusal of a path that is not one of the conflict's versions.
 *
 * @example
 * UNKNOWN_CONFLICT_PATH.detailedErrorCode // 'invalid_field:path_index'
 */
export const UNKNOWN_CONFLICT_PATH = apiError(400, 'bad_request', 'invalid_field:path_index', 'This version is not part of the conflict.');

/**
 * The flight conflict calls.
 *
 * @example
 * FLIGHT_CONFLICT_ENTRIES.length // 2
 */
export const FLIGHT_CONFLICT_ENTRIES = [getFlightConflictEntry, resolveFlightConflictEntry] as const;
