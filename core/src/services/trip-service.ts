import type { z } from 'zod';
import { tripFromAnswer, type TripProfileWire } from '../contract/trip.js';
import {
  createTripEntry,
  deleteTripEntry,
  getTripWithObjectsEntry,
  listTripsEntry,
  mergeTripEntry,
  replaceTripEntry,
  TRIP_OBJECT_LIST_KEYS,
  tripThemeImageUrl,
  updateTripImageEntry,
  type TripObjectListKey,
  type TripThemeImage,
} from '../contract/trip-entries.js';
import { changeTripInvitationsEntry, deleteTripParticipantEntry, inviteToTripEntry, updatePublicTripShareUrlEntry } from '../contract/trip-sharing-entries.js';
import { toWireBoolean } from '../contract/wire.js';
import type { CachePolicy, CacheValues } from './cache-policy.js';
import { ok, type Result } from '../domain/result.js';
import { participantFlags, participantTypeOf, type ParticipantType } from '../domain/trips/participants.js';
import { tripListQuery, type TripListFilters } from '../domain/trips/trip-list-tabs.js';
import { tripToWire } from '../contract/trips/trip-wire.js';
import type { Trip } from '../domain/trips/trip.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';

/**
 * A participant's name as trip answers carry it; `emailAddress` only for callers who may edit.
 *
 * @example
 * const p: TripParticipantProfile = { profileRef: 'p1', displayName: 'Ada Lovelace', emailAddress: 'ada@example.com' };
 */
export interface TripParticipantProfile {
  readonly profileRef: string;
  readonly displayName: string;
  readonly emailAddress: string | null;
}

/**
 * One page of a trip list.
 *
 * @example
 * const page: TripListPage = { trips: [], profiles: [], maxPage: 1 };
 */
export interface TripListPage {
  readonly trips: readonly Trip[];
  readonly profiles: readonly TripParticipantProfile[];
  readonly maxPage: number;
}

/**
 * An invitation not yet taken up (the address has no account yet).
 *
 * @example
 * const p: PendingTripInvitation = { emailAddress: 'bo@example.com', type: 'viewer' };
 */
export interface PendingTripInvitation {
  readonly emailAddress: string;
  readonly type: ParticipantType;
}

/**
 * A trip as its summary and sharing screens show it.
 *
 * @example
 * const d: TripDetails = { trip, profiles: [], pending: [], objects: emptyObjects };
 */
export interface TripDetails {
  readonly trip: Trip;
  readonly profiles: readonly TripParticipantProfile[];
  readonly pending: readonly PendingTripInvitation[];
  readonly objects: Readonly<Record<TripObjectListKey, readonly Readonly<Record<string, unknown>>[]>>;
}

/**
 * What an invitation achieved, address by address (part 1 section 8 "partial share").
 *
 * @example
 * const o: TripInvitationOutcome = { joined: ['bo@example.com'], pending: [], alreadyParticipants: [], snapshotOnly: [] };
 */
export interface TripInvitationOutcome {
  readonly joined: readonly string[];
  readonly pending: readonly string[];
  readonly alreadyParticipants: readonly string[];
  readonly snapshotOnly: readonly string[];
}

/**
 * Whether an invitation was only partly carried out: some addresses could not be added and were
 * sent a snapshot of the trip instead.
 *
 * @example
 * isPartialShare({ joined: ['a@x.io'], pending: [], alreadyParticipants: [], snapshotOnly: ['b@y.io'] }) // true
 */
export function isPartialShare(outcome: TripInvitationOutcome): boolean {
  return outcome.snapshotOnly.length > 0;
}

/** The trip list pages held under the trips:list cache key, by query. */
export type TripListCache = ReadonlyMap<string, TripListPage>;

/** The cache values the trip service needs. */
export type TripCacheValues = CacheValues & { 'trips:list': TripListCache };

const profileOf = (p: TripProfileWire): TripParticipantProfile => ({
  profileRef: p.profile_ref,
  displayName: p.display_name,
  emailAddress: p.email_address ?? null,
});

// Answers were checked once against the entry's schema by the transport; no second parse here.
const tripOf = tripFromAnswer;

const keyOf = (query: Readonly<Record<string, string>>): string =>
  Object.keys(query)
    .sort()
    .map((k) => `${k}=${query[k] ?? ''}`)
    .join('&');

/**
 * The trip use cases of the app. Trip lists are cached under `trips:list` for five minutes
 * (part 1), one entry per query; every change made through this service invalidates them.
 *
 * @example
 * const trips = new TripService(transport, new CachePolicy(clock));
 * const page = await trips.list(tripListFilters('your_upcoming'), 1);
 */
export class TripService {
  constructor(
    private readonly api: ApiTransport,
    private readonly cache: CachePolicy<TripCacheValues>,
  ) {}

  /** One page of a trip tab, from the cache while it is fresh. */
  async list(filters: Extract<TripListFilters, { kind: 'trips' }>, pageNum: number): Promise<Result<TripListPage, ApiFailure>> {
    const query = tripListQuery(filters, pageNum);
    const key = keyOf(query);
    const cached = this.cache.get('trips:list')?.get(key);
    if (cached !== undefined) return ok(cached);
    const result = await this.api.call(listTripsEntry, { query });
    if (!result.ok) return result;
    const page: TripListPage = {
      trips: result.value.Trip.map(tripOf),
      profiles: result.value.Profile.map(profileOf),
      maxPage: result.value.max_page,
    };
    const pages = new Map(this.cache.get('trips:list') ?? []);
    pages.set(key, page);
    this.cache.set('trips:list', pages);
    return ok(page);
  }

  /** A trip with its participants, pending invitations and plans. */
  async details(uuid: string): Promise<Result<TripDetails, ApiFailure>> {
    const result = await this.api.call(getTripWithObjectsEntry, { params: { id: uuid } });
    if (!result.ok) return result;
    const v = result.value;
    return ok({
      trip: tripOf(v.Trip),
      profiles: v.Profile.map(profileOf),
      pending: v.PendingInvitations.map((p) => ({
        emailAddress: p.email_address,
        type: participantTypeOf({ isReadOnly: p.is_read_only === 'true', isTraveler: p.is_traveler === 'true' }),
      })),
      objects: Object.fromEntries(TRIP_OBJECT_LIST_KEYS.map((k) => [k, v[k]])) as unknown as TripDetails['objects'],
    });
  }

  /** Creates a trip from the form's fields. */
  async create(trip: Trip): Promise<Result<Trip, ApiFailure>> {
    return this.changed(await this.api.call(createTripEntry, { body: { Trip: { ...tripToWire(trip), display_name: trip.displayName } } }), (v) =>
      tripOf(v.Trip),
    );
  }

  /** Saves the form's fields over a trip. */
  async replace(trip: Trip): Promise<Result<Trip, ApiFailure>> {
    const result = await this.api.call(replaceTripEntry, {
      params: { id: trip.uuid },
      body: { Trip: { ...tripToWire(trip), display_name: trip.displayName } },
    });
    return this.changed(result, (v) => tripOf(v.Trip));
  }

  /** Deletes a trip (owner only). */
  async delete(uuid: string): Promise<Result<void, ApiFailure>> {
    return this.changed(await this.api.call(deleteTripEntry, { params: { id: uuid } }), () => undefined);
  }

  /** Moves the plans of `uuid` into `intoUuid` and removes `uuid`; answers the trip merged into. */
  async merge(uuid: string, intoUuid: string): Promise<Result<Trip, ApiFailure>> {
    const result = await this.api.call(mergeTripEntry, { query: { uuid, into_uuid: intoUuid } });
    return this.changed(result, (v) => tripOf(v.Trip));
  }

  /** Removes a participant; with the caller's own profile ref this is Leave Trip. */
  async removeParticipant(uuid: string, profileRef: string): Promise<Result<void, ApiFailure>> {
    const result = await this.api.call(deleteTripParticipantEntry, { params: { id: uuid, ref: profileRef } });
    return this.changed(result, () => undefined);
  }

  /** Gives a participant another type (viewer, edit, traveler). */
  async changeParticipantType(uuid: string, profileRef: string, type: ParticipantType): Promise<Result<Trip, ApiFailure>> {
    const flags = participantFlags(type);
    const result = await this.api.call(changeTripInvitationsEntry, {
      body: {
        TripInvitations: {
          trip_uuid: uuid,
          Invitees: [{ profile_ref: profileRef, is_read_only: toWireBoolean(flags.isReadOnly), is_traveler: toWireBoolean(flags.isTraveler) }],
        },
      },
    });
    return this.changed(result, (v) => tripOf(v.Trip));
  }

  /** Invites already-checked addresses with a participant type and a message. */
  async invite(uuid: string, addresses: readonly string[], type: ParticipantType, message: string): Promise<Result<TripInvitationOutcome, ApiFailure>> {
    const flags = participantFlags(type);
    const body: z.input<(typeof inviteToTripEntry)['body']['schema']> = {
      Invitation: {
        EmailAddresses: addresses.map((email_address) => ({ email_address })),
        TripShare: {
          trip_uuid: uuid,
          is_read_only: toWireBoolean(flags.isReadOnly),
          is_traveler: toWireBoolean(flags.isTraveler),
          is_sent_with_details: 'false',
          message,
        },
      },
    };
    return this.changed(await this.api.call(inviteToTripEntry, { body }), (v) => ({
      joined: v.Invitation.joined,
      pending: v.Invitation.pending,
      alreadyParticipants: v.Invitation.already_participants,
      snapshotOnly: v.Invitation.snapshot_only,
    }));
  }

  /** Issues a new public link guid; the old link stops working. */
  async resetPublicLink(uuid: string): Promise<Result<string, ApiFailure>> {
    const result = await this.api.call(updatePublicTripShareUrlEntry, { body: { trip_uuid: uuid } });
    return this.changed(result, (v) => v.trip_guid);
  }

  /** Sets a built-in theme image. */
  async setThemeImage(uuid: string, theme: TripThemeImage): Promise<Result<Trip, ApiFailure>> {
    return this.updateImage(uuid, tripThemeImageUrl(theme), '');
  }

  /** Uploads an image (base64 or a data: URL); the server checks its type, size and pixels. */
  async uploadImage(uuid: string, base64: string): Promise<Result<Trip, ApiFailure>> {
    return this.updateImage(uuid, '', base64);
  }

  /** Removes the trip image. */
  async clearImage(uuid: string): Promise<Result<Trip, ApiFailure>> {
    return this.updateImage(uuid, '', '');
  }

  private async updateImage(uuid: string, url: string, imageData: string): Promise<Result<Trip, ApiFailure>> {
    const result = await this.api.call(updateTripImageEntry, { body: { trip_uuid: uuid, url, image_data: imageData } });
    return this.changed(result, (v) => tripOf(v.Trip));
  }

  // A successful change makes every cached trip list stale.
  private changed<T, U>(result: Result<T, ApiFailure>, map: (value: T) => U): Result<U, ApiFailure> {
    if (!result.ok) return result;
    this.cache.invalidate('trips:list');
    return ok(map(result.value));
  }
}
