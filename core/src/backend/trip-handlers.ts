import { apiError, commonErrors, type ApiError } from '../contract/error.js';
import { tripWireOut, type TripWireOut } from '../contract/trip.js';
import { createTripEntry, deleteTripEntry, getTripEntry, listTripsEntry, replaceTripEntry } from '../contract/trip-entries.js';
import { checkStartNotAfterEnd } from '../domain/dates/display-format.js';
import { err, ok, type Result } from '../domain/result.js';
import { tripFromWire, tripToWire } from '../domain/trips/trip-wire.js';
import { EMPTY_TRIP, type Trip } from '../domain/trips/trip.js';
import { buildPath } from '../navigation/routes/build-path.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { LegacyIdStore } from '../ports/legacy-id-store.port.js';
import type { TripStore, TripWithRole } from '../ports/trip-store.port.js';
import { bind, type BoundHandler } from './handler.js';

/**
 * What the trip use cases need.
 *
 * @example
 * const deps: TripDeps = { trips: new SqlTripStore(db), legacyIds, clock, ids };
 */
export interface TripDeps {
  readonly trips: TripStore;
  readonly legacyIds: LegacyIdStore;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/**
 * A trip with the fields a caller may set taken from `input` and every server-kept field (uuid,
 * relative url, image, Pro and expense flags, public guid, stamp, invitees, statuses) from `base`.
 *
 * @example
 * withEditableFields(stored, { ...EMPTY_TRIP, displayName: 'Lyon', uuid: 'forged' }).uuid // stored.uuid
 */
export function withEditableFields(base: Trip, input: Trip): Trip {
  return {
    ...base,
    displayName: input.displayName.trim(),
    description: input.description,
    primaryLocation: input.primaryLocation,
    primaryLocationAddress: input.primaryLocationAddress,
    startDate: input.startDate,
    endDate: input.endDate,
    shouldShareWithInnerCircle: input.shouldShareWithInnerCircle,
    isOwnerTraveler: input.isOwnerTraveler,
    tripPurpose: input.tripPurpose,
  };
}

/**
 * Refuses a trip whose start date is after its end date, as a 400 naming Trip.end_date.
 *
 * @example
 * checkTripDates({ ...EMPTY_TRIP, startDate: '2026-11-22', endDate: '2026-11-21' }) // err(400 invalid_field:Trip.end_date)
 */
export function checkTripDates(trip: Trip): Result<Trip, ApiError> {
  if (checkStartNotAfterEnd(trip.startDate, trip.endDate).ok) return ok(trip);
  return err(apiError(400, 'bad_request', 'invalid_field:Trip.end_date', 'End date must be after start date.'));
}

/**
 * The answer form of a trip.
 *
 * @example
 * tripOut({ ...EMPTY_TRIP, uuid: 't1' }).uuid // 't1'
 */
export function tripOut(trip: Trip): TripWireOut {
  return tripWireOut.parse(tripToWire(trip));
}

/** Today (y-MM-dd, UTC) by the clock. */
const todayOf = (clock: Clock): string => clock.now().toISOString().slice(0, 10);

/**
 * The trip use cases, bound to their contract entries. Only the owner may read, replace or
 * delete a trip for now; anyone else gets the same 404 as for a trip that does not exist.
 *
 * @example
 * const handlers = tripHandlers({ trips, legacyIds, clock, ids });
 */
export function tripHandlers(deps: TripDeps): BoundHandler[] {
  const owned = async (uuid: string, userId: string): Promise<Result<TripWithRole, ApiError>> => {
    const found = await deps.trips.get(uuid, userId);
    return found && found.role === 'owner' ? ok(found) : err(commonErrors.notFound);
  };
  return [
    bind(listTripsEntry, async (input, ctx) => {
      const q = input.query;
      const past = q.past === true;
      const page = await deps.trips.list({
        userId: ctx.userId, today: todayOf(deps.clock), past, traveler: q.traveler, permission: q.trip_permission_filter,
        order: q.should_sort_trips_by_date === true ? { byDate: true, direction: past ? 'descending' : 'ascending' } : { byDate: false },
        pageNum: q.page_num, pageSize: q.page_size,
      });
      return ok({
        Trip: page.items.map(tripOut),
        Profile: page.profiles.map((p) => ({ profile_ref: p.profileRef, display_name: p.displayName })),
        max_page: page.maxPage,
      });
    }),
    bind(createTripEntry, async (input, ctx) => {
      const uuid = deps.ids.uuid();
      const base: Trip = {
        ...EMPTY_TRIP, uuid, relativeUrl: buildPath('trip_summary', { tripUuid: uuid }), lastModified: deps.clock.now().toISOString(),
      };
      const checked = checkTripDates(withEditableFields(base, tripFromWire(input.body.Trip)));
      if (!checked.ok) return checked;
      const created = await deps.trips.create(ctx.userId, checked.value);
      await deps.legacyIds.register('trip', uuid);
      return ok({ Trip: tripOut(created) });
    }),
    bind(getTripEntry, async (input, ctx) => {
      const found = await owned(input.params.id, ctx.userId);
      return found.ok ? ok({ Trip: tripOut(found.value.trip) }) : found;
    }),
    bind(replaceTripEntry, async (input, ctx) => {
      const found = await owned(input.params.id, ctx.userId);
      if (!found.ok) return found;
      const next = withEditableFields(found.value.trip, tripFromWire(input.body.Trip));
      const checked = checkTripDates({ ...next, lastModified: deps.clock.now().toISOString() });
      if (!checked.ok) return checked;
      const replaced = await deps.trips.replace(checked.value);
      return replaced ? ok({ Trip: tripOut(replaced) }) : err(commonErrors.notFound);
    }),
    bind(deleteTripEntry, async (input, ctx) => {
      const found = await owned(input.params.id, ctx.userId);
      if (!found.ok) return found;
      return (await deps.trips.delete(input.params.id)) ? ok({}) : err(commonErrors.notFound);
    }),
  ];
}
