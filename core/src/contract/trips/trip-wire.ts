import { z } from 'zod';
import { toWireBoolean, wireBoolean } from '../wire.js';
import { isInternalDate } from '../../domain/dates/internal-date.js';
import { err, ok, type Result } from '../../domain/result.js';
import { isTripStatus, TRIP_PURPOSE_CODES, type Trip, type TripLocationAddress, type TripStatus } from '../../domain/trips/trip.js';

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const flag = (fallback: boolean) => wireBoolean.nullish().transform((v) => v ?? fallback);
const date = z
  .union([z.literal(''), z.string().refine(isInternalDate, 'expected y-MM-dd')])
  .nullish()
  .transform((v) => (v === undefined || v === null || v === '' ? null : v));
const coordinate = z
  .union([z.number(), z.literal(''), z.string().regex(/^-?\d+(?:\.\d+)?$/, 'expected a number')])
  .nullish()
  .transform((v) => (v === undefined || v === null || v === '' ? null : Number(v)));

/**
 * The wire form of a trip's primary location address (PrimaryLocationAddress); coordinates are
 * numbers, numeric strings accepted, '' or missing meaning unknown.
 *
 * @example
 * tripLocationAddressWire.parse({ city: 'Lyon', latitude: '45.75' }).latitude // 45.75
 */
export const tripLocationAddressWire = z.object({
  address: text,
  city: text,
  country: text,
  latitude: coordinate,
  longitude: coordinate,
  state: text,
});

/**
 * One trip invitee on the wire (an entry of TripInvitees).
 *
 * @example
 * tripInviteeWire.parse({ profile_ref: 'p1', is_traveler: 'true' }).is_traveler // true
 */
export const tripInviteeWire = z.object({
  profile_ref: z.string(),
  is_owner: flag(false),
  is_read_only: flag(false),
  is_traveler: flag(false),
});

/**
 * One trip purpose on the wire (an entry of TripPurposes).
 *
 * @example
 * tripPurposeWire.parse({ purpose_type_code: 'B', is_auto_generated: 'false' }).purpose_type_code // 'B'
 */
export const tripPurposeWire = z.object({
  purpose_type_code: z.enum(TRIP_PURPOSE_CODES),
  is_auto_generated: flag(false),
});

/**
 * A trip on the wire (part 1 section 3.1), inside `{"Trip": ...}`. Decoding is lenient: every
 * field may be missing or null and then takes its default; `is_private` missing means shared with
 * the Inner Circle. Booleans are "true"/"false" (JSON booleans accepted), dates y-MM-dd ('' = unset),
 * coordinates numbers (numeric strings accepted), TripStatuses a list of status codes of which
 * unknown ones are dropped, and only the first of TripPurposes counts.
 *
 * @example
 * tripWireSchema.parse({ uuid: 't1', is_private: 'false' }).is_private // false
 */
export const tripWireSchema = z.object({
  uuid: text,
  description: text,
  display_name: text,
  primary_location: text,
  start_date: date,
  end_date: date,
  is_private: flag(false),
  is_owner_traveler: flag(false),
  relative_url: text,
  image_url: text,
  is_pro_enabled: flag(false),
  last_modified: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === undefined || v === null ? '' : String(v))),
  is_concur_linked: flag(false),
  public_guid: z
    .string()
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v)),
  is_trip_owner_inner_circle_sharer: flag(false),
  PrimaryLocationAddress: tripLocationAddressWire.nullish(),
  TripInvitees: z.array(tripInviteeWire).nullish(),
  TripPurposes: z.array(tripPurposeWire).nullish(),
  TripStatuses: z.array(z.string()).nullish(),
});

/**
 * The trip as it travels (the input side of {@link tripWireSchema}).
 *
 * @example
 * const w: TripWire = { uuid: 't1', is_private: 'true', start_date: '2026-11-21' };
 */
export type TripWire = z.input<typeof tripWireSchema>;

/**
 * Why a wire trip was refused: the zod issues, as path and message.
 *
 * @example
 * const e: TripWireError = { kind: 'invalid-trip', issues: [{ path: 'start_date', message: 'expected y-MM-dd' }] };
 */
export type TripWireError = {
  readonly kind: 'invalid-trip';
  readonly issues: readonly { readonly path: string; readonly message: string }[];
};

/**
 * Parsed wire trip to the domain trip.
 *
 * @example
 * tripFromWire(tripWireSchema.parse({ is_private: 'true' })).shouldShareWithInnerCircle // false
 */
export function tripFromWire(w: z.output<typeof tripWireSchema>): Trip {
  const purpose = w.TripPurposes?.[0];
  return {
    uuid: w.uuid,
    relativeUrl: w.relative_url,
    startDate: w.start_date,
    endDate: w.end_date,
    description: w.description,
    displayName: w.display_name,
    imageUrl: w.image_url,
    primaryLocation: w.primary_location,
    primaryLocationAddress: w.PrimaryLocationAddress ?? null,
    shouldShareWithInnerCircle: !w.is_private,
    isOwnerTraveler: w.is_owner_traveler,
    isProEnabled: w.is_pro_enabled,
    lastModified: w.last_modified,
    isConcurLinked: w.is_concur_linked,
    publicGuid: w.public_guid,
    isTripOwnerInnerCircleSharer: w.is_trip_owner_inner_circle_sharer,
    invitees: (w.TripInvitees ?? []).map((i) => ({
      profileRef: i.profile_ref,
      isOwner: i.is_owner,
      isReadOnly: i.is_read_only,
      isTraveler: i.is_traveler,
    })),
    tripPurpose: purpose === undefined ? null : { purposeTypeCode: purpose.purpose_type_code, isAutoGenerated: purpose.is_auto_generated },
    statuses: (w.TripStatuses ?? []).filter((s): s is TripStatus => isTripStatus(s)),
  };
}

/**
 * Decodes an untrusted wire trip (the object inside `{"Trip": ...}`).
 *
 * @example
 * decodeTrip({ uuid: 't1', start_date: '2026-11-21' }) // ok({ ...EMPTY_TRIP, uuid: 't1', startDate: '2026-11-21' })
 * decodeTrip({ start_date: '21/11/2026' }).ok          // false
 */
export function decodeTrip(json: unknown): Result<Trip, TripWireError> {
  const parsed = tripWireSchema.safeParse(json);
  if (parsed.success) return ok(tripFromWire(parsed.data));
  return err({
    kind: 'invalid-trip',
    issues: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  });
}

function addressToWire(a: TripLocationAddress): NonNullable<TripWire['PrimaryLocationAddress']> {
  return {
    address: a.address,
    city: a.city,
    country: a.country,
    state: a.state,
    ...(a.latitude === null ? {} : { latitude: a.latitude }),
    ...(a.longitude === null ? {} : { longitude: a.longitude }),
  };
}

/**
 * Domain trip to the wire. Booleans become "true"/"false", `is_private` is the inverse of
 * shouldShareWithInnerCircle, and unset values (null dates, public guid and address, empty uuid
 * and lastModified) are left out rather than sent empty.
 *
 * @example
 * tripToWire({ ...EMPTY_TRIP, displayName: 'Lyon' }) // { display_name: 'Lyon', is_private: 'false', ..., TripPurposes: [] }
 */
export function tripToWire(t: Trip): TripWire {
  // Built key by key in wire order: conditional spreads cost a copy each on this hot path (every
  // trip of every list page).
  const w: Record<string, unknown> = {};
  if (t.uuid !== '') w['uuid'] = t.uuid;
  w['description'] = t.description;
  w['display_name'] = t.displayName;
  w['primary_location'] = t.primaryLocation;
  if (t.startDate !== null) w['start_date'] = t.startDate;
  if (t.endDate !== null) w['end_date'] = t.endDate;
  w['is_private'] = toWireBoolean(!t.shouldShareWithInnerCircle);
  w['is_owner_traveler'] = toWireBoolean(t.isOwnerTraveler);
  w['relative_url'] = t.relativeUrl;
  w['image_url'] = t.imageUrl;
  w['is_pro_enabled'] = toWireBoolean(t.isProEnabled);
  if (t.lastModified !== '') w['last_modified'] = t.lastModified;
  w['is_concur_linked'] = toWireBoolean(t.isConcurLinked);
  if (t.publicGuid !== null) w['public_guid'] = t.publicGuid;
  w['is_trip_owner_inner_circle_sharer'] = toWireBoolean(t.isTripOwnerInnerCircleSharer);
  if (t.primaryLocationAddress !== null) w['PrimaryLocationAddress'] = addressToWire(t.primaryLocationAddress);
  w['TripInvitees'] = t.invitees.map((i) => ({
    profile_ref: i.profileRef,
    is_owner: toWireBoolean(i.isOwner),
    is_read_only: toWireBoolean(i.isReadOnly),
    is_traveler: toWireBoolean(i.isTraveler),
  }));
  w['TripPurposes'] =
    t.tripPurpose === null ? [] : [{ purpose_type_code: t.tripPurpose.purposeTypeCode, is_auto_generated: toWireBoolean(t.tripPurpose.isAutoGenerated) }];
  w['TripStatuses'] = [...t.statuses];
  return w as TripWire;
}
