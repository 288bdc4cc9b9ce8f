import type { TravelerFilter } from '../domain/trips/traveler-filter.js';
import type { TripPermissionFilter } from '../domain/trips/trip-list-tabs.js';
import type { SortDirection } from '../domain/trips/trip-sort.js';
import type { TripParticipant, TripRole } from '../domain/trips/trip-role.js';
import type { Trip } from '../domain/trips/trip.js';
import type { ListedProfile } from '../domain/trips/trip-list-visibility.js';

// The roles and participants are domain types; the port names them for its callers.
export type { TripParticipant, TripRole };

/**
 * A trip as the store answers it, with the role of the user who asked and every participant.
 *
 * @example
 * const found: TripWithRole = { trip: { ...EMPTY_TRIP, uuid: 't1' }, role: 'owner', participants: [] };
 */
export interface TripWithRole {
  readonly trip: Trip;
  readonly role: TripRole;
  readonly participants: readonly TripParticipant[];
}

/**
 * An invitation to an address that has no account yet. `token` travels in the e-mailed sign-up
 * link and proves the address when the account is created with it.
 *
 * @example
 * const p: StoredTripInvitation = { tripUuid: 't1', email: 'bo@example.com', isReadOnly: true, isTraveler: false, token: 'x', invitedBy: 'u1', createdAt: new Date() };
 */
export interface StoredTripInvitation {
  readonly tripUuid: string;
  readonly email: string;
  readonly isReadOnly: boolean;
  readonly isTraveler: boolean;
  readonly token: string;
  readonly invitedBy: string;
  readonly createdAt: Date;
}

/**
 * The flags a participant's type sets.
 *
 * @example
 * const f: StoredParticipantFlags = { isReadOnly: true, isTraveler: false };
 */
export interface StoredParticipantFlags {
  readonly isReadOnly: boolean;
  readonly isTraveler: boolean;
}

/**
 * What a trip list asks for. `today` (y-MM-dd) splits past from upcoming trips (section 4);
 * `order` is by dates (start then end, undated last) or, when not sorting by date, most recently
 * changed first. Pages are 1-based.
 *
 * @example
 * const q: TripListRequest = { userId: 'u1', today: '2026-11-21', past: false, traveler: 'all',
 *   permission: 'all', order: { byDate: true, direction: 'ascending' }, pageNum: 1, pageSize: 10 };
 */
export interface TripListRequest {
  readonly userId: string;
  readonly today: string;
  readonly past: boolean;
  readonly traveler: TravelerFilter;
  readonly permission: TripPermissionFilter;
  readonly order: { readonly byDate: true; readonly direction: SortDirection } | { readonly byDate: false };
  readonly pageNum: number;
  readonly pageSize: number;
}

/**
 * A participant as trip lists carry them next to the trips: who they are, their display name and
 * address; the use case cuts them down to what the caller may see (`tripListAsSeenBy`).
 *
 * @example
 * const p: TripProfile = { userId: 'u1', profileRef: 'p1', displayName: 'Ada Lovelace', emailAddress: 'ada@example.com' };
 */
export type TripProfile = ListedProfile;

/**
 * One page of trips, the participants' profiles on it, and the number of pages (at least 1).
 *
 * @example
 * const page: TripPage = { items: [], profiles: [], maxPage: 1 };
 */
export interface TripPage {
  readonly items: readonly Trip[];
  readonly profiles: readonly TripProfile[];
  readonly maxPage: number;
}

/**
 * Trips and their participants. Every trip has exactly one owner participant (its creator);
 * `invitees` of the answered trips come from the participants, not from the caller.
 *
 * @example
 * const trip = await trips.create('u1', { ...EMPTY_TRIP, uuid: 't1', displayName: 'Lyon' });
 * (await trips.get('t1', 'u1'))?.role // 'owner'
 * (await trips.get('t1', 'u2'))       // undefined: u2 does not take part
 */
export interface TripStore {
  /** Stores a new trip (its uuid already set) with `ownerId` as owner participant; answers it as stored. */
  create(ownerId: string, trip: Trip): Promise<Trip>;
  /** The trip and the role of `userId` on it; undefined when it does not exist or the user takes no part. */
  get(uuid: string, userId: string): Promise<TripWithRole | undefined>;
  /** Overwrites the stored fields of an existing trip; answers it as stored, undefined if it is gone. */
  replace(trip: Trip): Promise<Trip | undefined>;
  /** Removes a trip and its participants; false when there was none. */
  delete(uuid: string): Promise<boolean>;
  /** One page of the trips `userId` takes part in. */
  list(request: TripListRequest): Promise<TripPage>;
  /** The trip behind a public link; undefined when no trip has that guid (any more). */
  findByPublicGuid(guid: string): Promise<{ trip: Trip; participants: readonly TripParticipant[] } | undefined>;
  /** Gives a trip a new public guid (the old one stops matching); false when the trip is gone. */
  setPublicGuid(uuid: string, guid: string, lastModified: string): Promise<boolean>;
  /** Adds `userId` as a participant; 'exists' (and no change) when they already take part. */
  addParticipant(uuid: string, userId: string, flags: StoredParticipantFlags): Promise<'added' | 'exists'>;
  /** Sets the flags of non-owner participants by profile ref, all or none; false when one is not a non-owner participant. */
  setParticipantFlags(uuid: string, changes: readonly { profileRef: string; flags: StoredParticipantFlags }[]): Promise<boolean>;
  /** Removes a non-owner participant by profile ref; false when there is no such participant. */
  removeParticipant(uuid: string, profileRef: string): Promise<boolean>;
  /** Moves everything filed under `sourceUuid` into `intoUuid` and removes `sourceUuid`, in one transaction. */
  merge(sourceUuid: string, intoUuid: string, lastModified: string): Promise<boolean>;
  /** Records (or renews, keeping one per trip and address) an invitation to an address without an account. */
  addPendingInvitation(invitation: StoredTripInvitation): Promise<void>;
  /** The pending invitations of a trip, oldest first. */
  pendingInvitations(uuid: string): Promise<readonly StoredTripInvitation[]>;
  /**
   * Turns the pending invitations of proven addresses into participations of `userId` (a trip the
   * user already takes part in is left as it is) and removes them. Answers the trips joined.
   */
  claimPendingInvitations(userId: string, emails: readonly string[]): Promise<readonly string[]>;
  /** The pending invitation that carries a sign-up token. */
  pendingInvitationByToken(token: string): Promise<StoredTripInvitation | undefined>;
  /** Whether some trip shows this image (its imageUrl, e.g. '/trip/image/b1'): only such files are served as trip images. */
  isTripImage(imageUrl: string): Promise<boolean>;
}
