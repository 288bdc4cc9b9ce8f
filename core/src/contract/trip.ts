import { z } from 'zod';
import { tripWireSchema } from '../domain/trips/trip-wire.js';
import { TRIP_PURPOSE_CODES, TRIP_STATUSES } from '../domain/trips/trip.js';
import { wireBooleanOut } from './wire.js';

/**
 * A trip as the server answers it (the output of tripToWire): booleans as "true"/"false", unset
 * dates, uuid, last_modified, public_guid and address left out.
 *
 * @example
 * tripWireOut.parse(tripToWire({ ...EMPTY_TRIP, uuid: 't1', displayName: 'Lyon' })).is_private // 'false'
 */
export const tripWireOut = z.object({
  uuid: z.string().optional(),
  description: z.string(),
  display_name: z.string(),
  primary_location: z.string(),
  start_date: z.string().optional(),
  end_date: z.string().optional(),
  is_private: wireBooleanOut,
  is_owner_traveler: wireBooleanOut,
  relative_url: z.string(),
  image_url: z.string(),
  is_pro_enabled: wireBooleanOut,
  last_modified: z.string().optional(),
  is_concur_linked: wireBooleanOut,
  public_guid: z.string().optional(),
  is_trip_owner_inner_circle_sharer: wireBooleanOut,
  PrimaryLocationAddress: z
    .object({
      address: z.string(), city: z.string(), country: z.string(), state: z.string(),
      latitude: z.number().optional(), longitude: z.number().optional(),
    })
    .optional(),
  TripInvitees: z.array(
    z.object({ profile_ref: z.string(), is_owner: wireBooleanOut, is_read_only: wireBooleanOut, is_traveler: wireBooleanOut }),
  ),
  TripPurposes: z.array(z.object({ purpose_type_code: z.enum(TRIP_PURPOSE_CODES), is_auto_generated: wireBooleanOut })),
  TripStatuses: z.array(z.enum(TRIP_STATUSES)),
});

/**
 * The outgoing trip type.
 *
 * @example
 * const w: TripWireOut = tripWireOut.parse(tripToWire(EMPTY_TRIP));
 */
export type TripWireOut = z.output<typeof tripWireOut>;

/**
 * Longest trip name accepted.
 *
 * @example
 * TRIP_NAME_MAX_LENGTH // 200
 */
export const TRIP_NAME_MAX_LENGTH = 200;

/**
 * A trip as create and replace accept it: the lenient {@link tripWireSchema}, except that
 * display_name is required, trimmed and 1-200 characters long.
 *
 * @example
 * tripInputWire.safeParse({ display_name: '  ' }).success // false
 * tripInputWire.parse({ display_name: ' Lyon ' }).display_name // 'Lyon'
 */
export const tripInputWire = tripWireSchema.extend({
  display_name: z
    .string()
    .trim()
    .min(1, 'This field is required.')
    .max(TRIP_NAME_MAX_LENGTH, `Character limit of ${TRIP_NAME_MAX_LENGTH} exceeded.`),
});

/**
 * A participant's public name as trip answers carry it (entries of `Profile`). The primary e-mail
 * address is sent only to participants who may edit the trip (part 2 section 6: editors see the
 * participants, viewers do not).
 *
 * @example
 * tripProfileWire.parse({ profile_ref: 'p1', display_name: 'Ada Lovelace' })
 */
export const tripProfileWire = z.object({
  profile_ref: z.string(),
  display_name: z.string(),
  email_address: z.string().optional(),
});

/**
 * The entries of `Profile` in trip answers.
 *
 * @example
 * const p: TripProfileWire = { profile_ref: 'p1', display_name: 'Ada Lovelace' };
 */
export type TripProfileWire = z.output<typeof tripProfileWire>;
