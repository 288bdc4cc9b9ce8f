import { participantTypeOf, sortParticipantsByName, type ApiFailure, type ParticipantType, type TripDetails } from '@waybook/core';

/** The types a participant can be given, in the order the select and radios offer them. */
export const SHARING_TYPES: readonly ParticipantType[] = ['viewer', 'edit', 'traveler'];

/** The `tripSharing` key of each type's label ("Can view", "Can edit", "Can edit and is traveling"). */
export const TYPE_LABEL_KEYS: Readonly<Record<ParticipantType, string>> = {
  viewer: 'types.viewer',
  edit: 'types.edit',
  traveler: 'types.traveler',
};

/** One line of the participants list. */
export interface ParticipantRow {
  readonly profileRef: string;
  /** '' when the answer carried no profile for this participant. */
  readonly displayName: string;
  readonly emailAddress: string | null;
  readonly isOwner: boolean;
  readonly type: ParticipantType;
  readonly isSelf: boolean;
}

/**
 * The participants of a trip with their names: the owner first, the others by display name in
 * the locale's order.
 *
 * @example
 * participantRows(details, 'p-1', 'en-US')[0].isOwner // true
 */
export function participantRows(details: TripDetails, selfRef: string, locale: string): readonly ParticipantRow[] {
  const rows = details.trip.invitees.map((invitee): ParticipantRow => {
    const profile = details.profiles.find((p) => p.profileRef === invitee.profileRef);
    return {
      profileRef: invitee.profileRef,
      displayName: profile?.displayName ?? '',
      emailAddress: profile?.emailAddress ?? null,
      isOwner: invitee.isOwner,
      type: participantTypeOf(invitee),
      isSelf: invitee.profileRef === selfRef,
    };
  });
  return [
    ...rows.filter((r) => r.isOwner),
    ...sortParticipantsByName(
      rows.filter((r) => !r.isOwner),
      locale,
    ),
  ];
}

const ADDRESS_FIELD = /^invalid_field:Invitation\.EmailAddresses\.(\d+)\.email_address$/;

/**
 * The address the server refused in an invitation (400 invalid_field:Invitation.EmailAddresses.N.email_address),
 * or null for any other failure.
 *
 * @example
 * refusedInviteAddress({ kind: 'http', status: 400, code: 'bad_request', detailedErrorCode: 'invalid_field:Invitation.EmailAddresses.1.email_address', description: '' }, ['a@x.io', 'b@y'])
 * // 'b@y'
 */
export function refusedInviteAddress(failure: ApiFailure, addresses: readonly string[]): string | null {
  if (failure.kind !== 'http' || failure.status !== 400) return null;
  const match = ADDRESS_FIELD.exec(failure.detailedErrorCode);
  if (match === null) return null;
  return addresses[Number(match[1])] ?? '';
}

/**
 * Whether the server refused a public-link change because the caller turned public sharing off.
 *
 * @example
 * isPublicSharingDisabledFailure({ kind: 'http', status: 403, code: 'forbidden', detailedErrorCode: 'public_sharing_disabled', description: '' }) // true
 */
export function isPublicSharingDisabledFailure(failure: ApiFailure): boolean {
  return failure.kind === 'http' && failure.status === 403 && failure.detailedErrorCode === 'public_sharing_disabled';
}

/** A trip without one participant (after removing them). */
export function withoutParticipant(details: TripDetails, profileRef: string): TripDetails {
  return {
    ...details,
    trip: { ...details.trip, invitees: details.trip.invitees.filter((i) => i.profileRef !== profileRef) },
    profiles: details.profiles.filter((p) => p.profileRef !== profileRef),
  };
}
