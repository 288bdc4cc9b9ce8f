import { z } from 'zod';
import { parseTravelerFilter } from '../domain/trips/traveler-filter.js';
import { TRIP_LIST_PAGE_SIZE, TRIP_PERMISSION_FILTERS } from '../domain/trips/trip-list-tabs.js';
import { defineEntry, noBody, nothing } from './entry.js';
import { tripInputWire, tripProfileWire, tripWireOut } from './trip.js';
import { wireBoolean, wireBooleanOut } from './wire.js';

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

/**
 * The typed object lists of GET v2/get/trip/uuid/:id/include_objects/true, one per plan type
 * (part 2 section 3). They hold the trip's plans as the plans calls answer them.
 *
 * @example
 * TRIP_OBJECT_LIST_KEYS[0] // 'AirObject'
 */
export const TRIP_OBJECT_LIST_KEYS = [
  'AirObject',
  'LodgingObject',
  'CarObject',
  'RailObject',
  'TransportObject',
  'CruiseObject',
  'RestaurantObject',
  'ActivityObject',
  'NoteObject',
  'MapObject',
  'DirectionsObject',
  'ParkingObject',
] as const;

/**
 * One of the typed object list keys.
 *
 * @example
 * const key: TripObjectListKey = 'LodgingObject';
 */
export type TripObjectListKey = (typeof TRIP_OBJECT_LIST_KEYS)[number];

const objectLists = Object.fromEntries(TRIP_OBJECT_LIST_KEYS.map((key) => [key, z.array(z.record(z.string(), z.unknown())).default([])])) as Record<
  TripObjectListKey,
  z.ZodDefault<z.ZodArray<z.ZodRecord<z.ZodString, z.ZodUnknown>>>
>;

/**
 * A pending invitation: an address that has no account yet, with the role it will receive.
 *
 * @example
 * pendingInvitationWire.parse({ email_address: 'bo@example.com', is_read_only: 'true', is_traveler: 'false' })
 */
export const pendingInvitationWire = z.object({
  email_address: z.string(),
  is_read_only: wireBooleanOut,
  is_traveler: wireBooleanOut,
});

/**
 * GET v2/get/trip/uuid/:id/include_objects/true: the trip, its participants' profiles, the
 * pending invitations (editors only) and one list of plans per type.
 *
 * @example
 * const { Trip, Profile, LodgingObject } = await api.call(getTripWithObjectsEntry, { params: { id } });
 */
export const getTripWithObjectsEntry = defineEntry({
  id: 'getTripWithObjects',
  method: 'GET',
  path: 'v2/get/trip/uuid/:id/include_objects/true',
  auth: 'session',
  summary:
    'One trip with its participants (Profile), pending invitations (editors only) and its plans as ' +
    'typed object lists; any participant may read it, anyone else gets 404.',
  params: tripUuidParams,
  query: nothing,
  body: noBody,
  response: z.object({
    Trip: tripWireOut,
    Profile: z.array(tripProfileWire),
    PendingInvitations: z.array(pendingInvitationWire).default([]),
    ...objectLists,
  }),
});

/**
 * POST v2/merge/trip?uuid=&into_uuid=: moves the plans of `uuid` into `into_uuid` and removes
 * `uuid`; answers the trip merged into.
 *
 * @example
 * await api.call(mergeTripEntry, { query: { uuid: source, into_uuid: target } })
 */
export const mergeTripEntry = defineEntry({
  id: 'mergeTrip',
  method: 'POST',
  path: 'v2/merge/trip',
  auth: 'session',
  summary:
    'Merges trip uuid into trip into_uuid: its plans move, then it is removed. The caller must own ' +
    'uuid and be able to edit into_uuid; otherwise 404. Merging a trip into itself is a 400.',
  params: nothing,
  query: z.object({ uuid: z.string().min(1).max(100), into_uuid: z.string().min(1).max(100) }),
  body: noBody,
  response: oneTrip,
});

/**
 * Built-in theme images shipped with the app (served under /app/trip-themes/), by name.
 *
 * @example
 * TRIP_THEME_IMAGES.includes('beach') // true
 */
export const TRIP_THEME_IMAGES = ['beach', 'mountains', 'city', 'countryside', 'snow', 'desert'] as const;

/**
 * One built-in theme image name.
 *
 * @example
 * const theme: TripThemeImage = 'city';
 */
export type TripThemeImage = (typeof TRIP_THEME_IMAGES)[number];

/**
 * The url of a built-in theme image.
 *
 * @example
 * tripThemeImageUrl('beach') // '/app/trip-themes/beach.svg'
 */
export function tripThemeImageUrl(theme: TripThemeImage): string {
  return `/app/trip-themes/${theme}.svg`;
}

/**
 * Largest POST v2/updateTripImage body: a 10 MiB image in base64 plus the rest of the JSON.
 *
 * @example
 * TRIP_IMAGE_BODY_MAX_BYTES > 10 * 1024 * 1024 // true
 */
export const TRIP_IMAGE_BODY_MAX_BYTES = 14_500_000;

/**
 * POST v2/updateTripImage: sets the trip image to a built-in theme (`url`), to an uploaded image
 * (`image_data`, base64, optionally as a data: URL) or clears it (both empty). Answers `{ Trip }`.
 *
 * @example
 * await api.call(updateTripImageEntry, { body: { trip_uuid: id, url: tripThemeImageUrl('beach') } })
 */
export const updateTripImageEntry = defineEntry({
  id: 'updateTripImage',
  method: 'POST',
  path: 'v2/updateTripImage',
  auth: 'session',
  summary:
    'Sets the trip image: a built-in theme url, or uploaded image_data (gif, jpeg or png checked ' +
    'from the bytes, at most 10 MB and 5000x5000 pixels), or none. Editors only.',
  params: nothing,
  query: nothing,
  body: {
    kind: 'json',
    schema: z.object({
      trip_uuid: z.string().min(1).max(100),
      url: z.string().max(300).default(''),
      image_data: z.string().default(''),
    }),
  },
  response: oneTrip,
  maxBodyBytes: TRIP_IMAGE_BODY_MAX_BYTES,
});
