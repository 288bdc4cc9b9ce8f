import { apiError, commonErrors, type ApiError } from '../contract/error.js';
import { tripWireOut, type TripWireOut } from '../contract/trip.js';
import {
  createTripEntry,
  deleteTripEntry,
  getTripEntry,
  getTripWithObjectsEntry,
  listTripsEntry,
  mergeTripEntry,
  replaceTripEntry,
  TRIP_THEME_IMAGES,
  tripThemeImageUrl,
  updateTripImageEntry,
} from '../contract/trip-entries.js';
import { toWireBoolean } from '../contract/wire.js';
import { canDeleteTrip, canEditTrip, tripAsSeenBy, visibleParticipants } from '../domain/trips/trip-access.js';
import { tripListAsSeenBy } from '../domain/trips/trip-list-visibility.js';
import { sniffImageType } from '../domain/trips/image-sniff.js';
import { tripImageErrorMessage, validateTripImage } from '../domain/trips/trip-image.js';
import { imageDimensions } from '../domain/plans/image-dimensions.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { PlanStore } from '../ports/plan-store.port.js';
import { recordObjectLists } from './plan-answers.js';
import { checkStartNotAfterEnd } from '../domain/dates/display-format.js';
import { err, ok, type Result } from '../domain/result.js';
import { todayInZone } from '../domain/trips/trip-timing.js';
import { tripFromWire, tripToWire } from '../contract/trips/trip-wire.js';
import { EMPTY_TRIP, type Trip } from '../domain/trips/trip.js';
import { buildPath } from '../navigation/routes/build-path.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { LegacyIdStore } from '../ports/legacy-id-store.port.js';
import type { TripParticipant, TripStore, TripWithRole } from '../ports/trip-store.port.js';
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
  readonly blobs: BlobStore;
  readonly plans: PlanStore;
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

/**
 * Where stored trip images are served (GET, no session: the url is unguessable and public trip
 * pages show the image too).
 *
 * @example
 * tripImagePath('b1') // '/trip/image/b1'
 */
export function tripImagePath(blobId: string): string {
  return `/trip/image/${encodeURIComponent(blobId)}`;
}

/**
 * A trip answered to a participant: invitees and profiles cut down to what their role may see.
 *
 * @example
 * const { Trip, Profile } = tripAnswerFor(found, 'u2');
 */
export function tripAnswerFor(
  found: TripWithRole,
  userId: string,
): { Trip: TripWireOut; Profile: { profile_ref: string; display_name: string; email_address?: string }[] } {
  const viewer = { role: found.role, userId };
  return {
    Trip: tripOut(tripAsSeenBy(found.trip, found.participants, viewer)),
    Profile: visibleParticipants(found.participants, viewer).map(profileWireOf),
  };
}

function profileWireOf(p: TripParticipant): { profile_ref: string; display_name: string; email_address?: string } {
  return { profile_ref: p.profileRef, display_name: p.displayName, ...(p.emailAddress === null ? {} : { email_address: p.emailAddress }) };
}

/**
 * Finds a trip the caller takes part in with a role that `allowed` accepts. A trip the caller does
 * not take part in answers 404, as if it did not exist; a participant without the right gets 403.
 *
 * @example
 * const found = await tripWithRight(trips, id, userId, canEditTrip);
 */
export async function tripWithRight(
  trips: TripStore,
  uuid: string,
  userId: string,
  allowed: (role: TripWithRole['role']) => boolean,
): Promise<Result<TripWithRole, ApiError>> {
  const found = await trips.get(uuid, userId);
  if (!found) return err(commonErrors.notFound);
  return allowed(found.role) ? ok(found) : err(tripForbidden);
}

/**
 * The error of a participant asking for something their role does not allow.
 *
 * @example
 * tripForbidden.detailedErrorCode // 'trip_permission_denied'
 */
export const tripForbidden: ApiError = apiError(403, 'forbidden', 'trip_permission_denied', 'Your role on this trip does not allow this.');

const anyRole = (): boolean => true;

const BASE64_VALUE = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c.charCodeAt(0), i]));

/**
 * The bytes of base64 or a data: URL (whitespace ignored); null when it is not base64.
 *
 * @example
 * decodeBase64('data:image/png;base64,iVBORw==') // Uint8Array [137, 80, 78, 71]
 * decodeBase64('not base64!')                     // null
 */
export function decodeBase64(data: string): Uint8Array | null {
  const payload = data.startsWith('data:') ? data.slice(data.indexOf(',') + 1) : data;
  const clean = payload.replace(/\s+/g, '');
  if (clean.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) return null;
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((clean.length / 4) * 3 - padding);
  let at = 0;
  for (let i = 0; i < clean.length; i += 4) {
    let n = 0;
    for (let k = 0; k < 4; k += 1) n = (n << 6) | (BASE64_VALUE.get(clean.charCodeAt(i + k)) ?? 0);
    for (const shift of [16, 8, 0]) if (at < bytes.length) bytes[at++] = (n >> shift) & 0xff;
  }
  return bytes;
}

/**
 * Checks uploaded image bytes: type sniffed from the bytes (gif, jpeg, png), at most 10 MiB and
 * 5000x5000 pixels. The 400 names image_data and says what is wrong in English; the app shows
 * its own localised message from the same rule.
 *
 * @example
 * checkTripImageBytes(new TextEncoder().encode('%PDF-1.7')).ok // false
 */
export function checkTripImageBytes(bytes: Uint8Array): Result<{ mimeType: 'image/gif' | 'image/jpeg' | 'image/png' }, ApiError> {
  const mimeType = sniffImageType(bytes);
  const image = mimeType === 'image/gif' || mimeType === 'image/jpeg' || mimeType === 'image/png' ? mimeType : null;
  const size = image === null ? null : imageDimensions(bytes, image.slice('image/'.length) as 'gif' | 'jpeg' | 'png');
  const checked = validateTripImage({ mimeType, sizeBytes: bytes.length, width: size?.width ?? 0, height: size?.height ?? 0 });
  if (!checked.ok) {
    const first = checked.error[0];
    const detail = first === undefined ? 'invalid image' : tripImageErrorMessage(first).key;
    return err(apiError(400, 'bad_request', 'invalid_field:image_data', `The image was refused (${detail}).`));
  }
  if (image === null || size === null) return err(apiError(400, 'bad_request', 'invalid_field:image_data', 'The image could not be read.'));
  return ok({ mimeType: image });
}

/**
 * The trip use cases, bound to their contract entries. Any participant reads a trip; owner,
 * traveler and planner edit it; only the owner deletes or merges. A trip the caller does not take
 * part in answers 404, exactly as one that does not exist.
 *
 * @example
 * const handlers = tripHandlers({ trips, legacyIds, clock, ids, blobs });
 */
export function tripHandlers(deps: TripDeps): BoundHandler[] {
  const stamp = (): string => deps.clock.now().toISOString();
  return [
    bind(listTripsEntry, async (input, ctx) => {
      const q = input.query;
      const past = q.past === true;
      const page = await deps.trips.list({
        userId: ctx.userId,
        today: todayInZone(deps.clock.now(), ctx.timeZone),
        past,
        traveler: q.traveler,
        permission: q.trip_permission_filter,
        order: q.should_sort_trips_by_date === true ? { byDate: true, direction: past ? 'descending' : 'ascending' } : { byDate: false },
        pageNum: q.page_num,
        pageSize: q.page_size,
      });
      const seen = tripListAsSeenBy(page.items, page.profiles, ctx.userId);
      return ok({
        Trip: seen.trips.map(tripOut),
        Profile: seen.profiles.map((p) => ({ profile_ref: p.profileRef, display_name: p.displayName })),
        max_page: page.maxPage,
      });
    }),
    bind(createTripEntry, async (input, ctx) => {
      const uuid = deps.ids.uuid();
      const base: Trip = { ...EMPTY_TRIP, uuid, relativeUrl: buildPath('trip_summary', { tripUuid: uuid }), lastModified: stamp() };
      const checked = checkTripDates(withEditableFields(base, tripFromWire(input.body.Trip)));
      if (!checked.ok) return checked;
      const created = await deps.trips.create(ctx.userId, checked.value);
      await deps.legacyIds.register('trip', uuid);
      return ok({ Trip: tripOut(created) });
    }),
    bind(getTripEntry, async (input, ctx) => {
      const found = await tripWithRight(deps.trips, input.params.id, ctx.userId, anyRole);
      return found.ok ? ok({ Trip: tripAnswerFor(found.value, ctx.userId).Trip }) : found;
    }),
    bind(getTripWithObjectsEntry, async (input, ctx) => {
      const found = await tripWithRight(deps.trips, input.params.id, ctx.userId, anyRole);
      if (!found.ok) return found;
      const pending = canEditTrip(found.value.role) ? await deps.trips.pendingInvitations(input.params.id) : [];
      const plans = await deps.plans.listRecordsForTrip(input.params.id);
      return ok({
        ...tripAnswerFor(found.value, ctx.userId),
        PendingInvitations: pending.map((p) => ({
          email_address: p.email,
          is_read_only: toWireBoolean(p.isReadOnly),
          is_traveler: toWireBoolean(p.isTraveler),
        })),
        ...recordObjectLists(plans, found.value.role),
      });
    }),
    bind(replaceTripEntry, async (input, ctx) => {
      const found = await tripWithRight(deps.trips, input.params.id, ctx.userId, canEditTrip);
      if (!found.ok) return found;
      const stored = found.value.trip;
      const asked = withEditableFields(stored, tripFromWire(input.body.Trip));
      // The traveler and Inner Circle flags are the owner's own choices; other editors keep them.
      const next =
        found.value.role === 'owner'
          ? asked
          : { ...asked, isOwnerTraveler: stored.isOwnerTraveler, shouldShareWithInnerCircle: stored.shouldShareWithInnerCircle };
      const checked = checkTripDates({ ...next, lastModified: stamp() });
      if (!checked.ok) return checked;
      const replaced = await deps.trips.replace(checked.value);
      if (!replaced) return err(commonErrors.notFound);
      return ok({ Trip: tripAnswerFor({ ...found.value, trip: replaced }, ctx.userId).Trip });
    }),
    bind(deleteTripEntry, async (input, ctx) => {
      const found = await tripWithRight(deps.trips, input.params.id, ctx.userId, canDeleteTrip);
      if (!found.ok) return found;
      if (!(await deps.trips.delete(input.params.id))) return err(commonErrors.notFound);
      await dropStoredImage(deps.blobs, found.value.trip.imageUrl);
      return ok({});
    }),
    bind(mergeTripEntry, async (input, ctx) => {
      const { uuid, into_uuid: into } = input.query;
      if (uuid === into) return err(apiError(400, 'bad_request', 'invalid_field:into_uuid', 'A trip cannot be merged into itself.'));
      const source = await tripWithRight(deps.trips, uuid, ctx.userId, canDeleteTrip);
      if (!source.ok) return source;
      const target = await tripWithRight(deps.trips, into, ctx.userId, canEditTrip);
      if (!target.ok) return target;
      if (!(await deps.trips.merge(uuid, into, stamp()))) return err(commonErrors.notFound);
      await dropStoredImage(deps.blobs, source.value.trip.imageUrl);
      const merged = await deps.trips.get(into, ctx.userId);
      return merged ? ok({ Trip: tripAnswerFor(merged, ctx.userId).Trip }) : err(commonErrors.notFound);
    }),
    bind(updateTripImageEntry, async (input, ctx) => {
      const { trip_uuid: uuid, url, image_data: data } = input.body;
      const found = await tripWithRight(deps.trips, uuid, ctx.userId, canEditTrip);
      if (!found.ok) return found;
      let imageUrl = '';
      if (data !== '') {
        const bytes = decodeBase64(data);
        if (bytes === null) return err(apiError(400, 'bad_request', 'invalid_field:image_data', 'image_data is not base64.'));
        const checked = checkTripImageBytes(bytes);
        if (!checked.ok) return checked;
        const id = deps.ids.uuid();
        await deps.blobs.put({ id, contentType: checked.value.mimeType, bytes }, ctx.userId);
        imageUrl = tripImagePath(id);
      } else if (url !== '') {
        const theme = TRIP_THEME_IMAGES.find((t) => tripThemeImageUrl(t) === url);
        if (theme === undefined) return err(apiError(400, 'bad_request', 'invalid_field:url', 'url must be one of the built-in theme images.'));
        imageUrl = url;
      }
      const previous = found.value.trip.imageUrl;
      const replaced = await deps.trips.replace({ ...found.value.trip, imageUrl, lastModified: stamp() });
      if (!replaced) return err(commonErrors.notFound);
      if (previous !== imageUrl) await dropStoredImage(deps.blobs, previous);
      return ok({ Trip: tripAnswerFor({ ...found.value, trip: replaced }, ctx.userId).Trip });
    }),
  ];
}

// Removes an uploaded image that no trip shows any more (theme images are files of the app).
async function dropStoredImage(blobs: BlobStore, imageUrl: string): Promise<void> {
  const prefix = tripImagePath('');
  if (imageUrl.startsWith(prefix)) await blobs.delete(decodeURIComponent(imageUrl.slice(prefix.length)));
}
