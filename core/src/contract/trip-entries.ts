import { z } from 'zod';
import { parseTravelerFilter } from '../domain/trips/traveler-filter.js';
import { TRIP_LIST_PAGE_SIZE, TRIP_PERMISSION_FILTERS } from '../domain/trips/trip-list-tabs.js';
import { defineEntry, noBody, nothing } from './entry.js';
import { tripInputWire, tripProfileWire, tripWireOut } from './trip.js';
import { wireBoolean } from './wire.js';

/**
 * Largest trip-list page a caller may ask for.
 *
 * @example
 * tripListQuerySchema.safeParse({ page_size: '101' }).success // false
 */
export const TRIP_LIST_MAX_PAGE_SIZE = 100;

const page = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/**
 * The query of GET v2/list/trip (part 1 section 3.3). `traveler` takes either vocabulary
 * (all/true/false or all/traveler/non_traveler) and is normalised; any other value is refused.
 *
 * @example
 * tripListQuerySchema.parse({ traveler: 'true', past: 'true' })
 * // { traveler: 'traveler', past: true, page_num: 1, page_size: 10, trip_permission_filter: 'all' }
 */
export const tripListQuerySchema = z.object({
  exclude_types: z.string().max(200).optional(),
  page_size: page(TRIP_LIST_PAGE_SIZE, TRIP_LIST_MAX_PAGE_SIZE),
  past: wireBoolean.optional(),
  should_sort_trips_by_date: wireBoolean.optional(),
  page_num: page(1, 1_000_000),
  traveler: z
    .string()
    .default('all')
    .transform((value, ctx) => {
      const parsed = parseTravelerFilter(value);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: 'expected all, true, false, traveler or non_traveler' });
      return z.NEVER;
    }),
  trip_permission_filter: z.enum(TRIP_PERMISSION_FILTERS).default('all'),
});

const tripUuidParams = z.object({ id: z.string().min(1).max(100) });
const oneTrip = z.object({ Trip: tripWireOut });

/**
 * GET v2/list/trip: one page of the caller's trips, past or upcoming; answers Trip, Profile, max_page.
 *
 * @example
 * await api.call(listTripsEntry, { query: tripListQuery(tripListFilters('past'), 1) })
 */
export const listTripsEntry = defineEntry({
  id: 'listTrips',
  method: 'GET',
  path: 'v2/list/trip',
  auth: 'session',
  summary:
    'One page of the trips the caller takes part in: upcoming (no end date or ending today or later) ' +
    'or past; by date (upcoming ascending, past descending, undated last) or most recently changed first.',
  params: nothing,
  query: tripListQuerySchema,
  body: noBody,
  response: z.object({ Trip: z.array(tripWireOut), Profile: z.array(tripProfileWire), max_page: z.number().int() }),
});

/**
 * POST v2/create/trip: a new trip owned by the caller, answered as `{ Trip }`.
 *
 * @example
 * await api.call(createTripEntry, { body: { Trip: { display_name: 'Lyon', start_date: '2026-12-01' } } })
 */
export const createTripEntry = defineEntry({
  id: 'createTrip',
  method: 'POST',
  path: 'v2/create/trip',
  auth: 'session',
  summary: 'Creates a trip owned by the caller; display_name is required (1-200), start not after end.',
  params: nothing,
  query: nothing,
  body: { kind: 'json', schema: z.object({ Trip: tripInputWire }) },
  response: oneTrip,
});

/**
 * POST v2/replace/trip/uuid/:id: overwrites the editable fields of a trip, answered as `{ Trip }`.
 *
 * @example
 * await api.call(replaceTripEntry, { params: { id: uuid }, body: { Trip: tripToWire(trip) } })
 */
export const replaceTripEntry = defineEntry({
  id: 'replaceTrip',
  method: 'POST',
  path: 'v2/replace/trip/uuid/:id',
  auth: 'session',
  summary: 'Replaces the editable fields of a trip (absent ones take their defaults); owner only, else 404.',
  params: tripUuidParams,
  query: nothing,
  body: { kind: 'json', schema: z.object({ Trip: tripInputWire }) },
  response: oneTrip,
});

/**
 * POST v2/delete/trip/uuid/:id: answers `{}`.
 *
 * @example
 * await api.call(deleteTripEntry, { params: { id: uuid } })
 */
export const deleteTripEntry = defineEntry({
  id: 'deleteTrip',
  method: 'POST',
  path: 'v2/delete/trip/uuid/:id',
  auth: 'session',
  summary: 'Deletes a trip and its participants; owner only, else 404.',
  params: tripUuidParams,
  query: nothing,
  body: noBody,
  response: z.object({}),
});

/**
 * GET v2/get/trip/uuid/:id: answers `{ Trip }`.
 *
 * @example
 * const { Trip } = await api.call(getTripEntry, { params: { id: uuid } });
 */
export const getTripEntry = defineEntry({
  id: 'getTrip',
  method: 'GET',
  path: 'v2/get/trip/uuid/:id',
  auth: 'session',
  summary: 'One trip, to its owner; 404 for anyone else, exactly as for an unknown trip.',
  params: tripUuidParams,
  query: nothing,
  body: noBody,
  response: oneTrip,
});
