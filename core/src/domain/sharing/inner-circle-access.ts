import type { Jurisdiction } from '../profile/profile.js';
import type { TripParticipant, TripRole } from '../trips/trip-role.js';
import type { Trip } from '../trips/trip.js';
import type { InnerCirclePermission } from './inner-circle-permission.js';

/**
 * The trip role an Inner Circle permission gives on the sharer's shared trips: "View only" reads
 * like a trip viewer (redacted copy), "Can edit" edits like a planner and sees sensitive data.
 *
 * @example
 * innerCircleTripRole('view-only') // 'viewer'
 * innerCircleTripRole('can-edit')  // 'edit'
 */
export function innerCircleTripRole(permission: InnerCirclePermission): Extract<TripRole, 'viewer' | 'edit'> {
  return permission === 'can-edit' ? 'edit' : 'viewer';
}

/**
 * Whether an accepted Inner Circle member reaches a trip through the circle: only a trip of the
 * sharer (its owner) that is shared with the Inner Circle (`shouldShareWithInnerCircle`, the wire's
 * is_private false), and only when the member does not take part in it already (a participant's
 * own role wins).
 *
 * @example
 * reachesThroughInnerCircle({ trip: { shouldShareWithInnerCircle: true }, ownerId: 'ada', sharerIds: ['ada'], isParticipant: false }) // true
 * reachesThroughInnerCircle({ trip: { shouldShareWithInnerCircle: false }, ownerId: 'ada', sharerIds: ['ada'], isParticipant: false }) // false
 */
export function reachesThroughInnerCircle(input: {
  readonly trip: Pick<Trip, 'shouldShareWithInnerCircle'>;
  readonly ownerId: string;
  readonly sharerIds: readonly string[];
  readonly isParticipant: boolean;
}): boolean {
  return !input.isParticipant && input.trip.shouldShareWithInnerCircle && input.sharerIds.includes(input.ownerId);
}

/**
 * A trip's participants with an Inner Circle member added as a participant of the trip role its
 * permission gives (never a traveler), in the stores' order: owner first, then by profile ref. So
 * every rule that reads roles from participants (redaction for viewers, editing, the app's
 * `tripRoleOf`) treats the member as such without knowing about the circle. A member who already
 * takes part is left as they are.
 *
 * @example
 * withInnerCircleMember(participants, { userId: 'bo', profileRef: 'p-bo', displayName: 'Bo', emailAddress: null }, true)
 * // [...participants, { userId: 'bo', ..., isOwner: false, isReadOnly: true, isTraveler: false }] (sorted)
 */
export function withInnerCircleMember(
  participants: readonly TripParticipant[],
  member: Pick<TripParticipant, 'userId' | 'profileRef' | 'displayName' | 'emailAddress'>,
  isReadOnly: boolean,
): readonly TripParticipant[] {
  if (participants.some((p) => p.userId === member.userId)) return participants;
  const added: TripParticipant = { ...member, isOwner: false, isReadOnly, isTraveler: false };
  return [...participants, added].sort(
    (a, b) => Number(b.isOwner) - Number(a.isOwner) || (a.profileRef < b.profileRef ? -1 : a.profileRef > b.profileRef ? 1 : 0),
  );
}

/**
 * The trip's invitees as its participants give them (what the wire's TripInvitees carry).
 *
 * @example
 * inviteesOf(participants)[0]?.isOwner // true
 */
export function inviteesOf(participants: readonly TripParticipant[]): Trip['invitees'] {
  return participants.map((p) => ({ profileRef: p.profileRef, isOwner: p.isOwner, isReadOnly: p.isReadOnly, isTraveler: p.isTraveler }));
}

/**
 * The Inner Circle jurisdiction rule (docs/decisions/inner-circle-jurisdiction.md): a circle never
 * crosses the AMER/EMEA data boundary, since membership opens the sharer's trips to the member.
 * An invitation between accounts of different jurisdictions is refused when sent, and an e-mail
 * invitation taken up by an account of the other jurisdiction is dropped.
 *
 * @example
 * innerCircleJurisdictionAllows('AMER', 'AMER') // true
 * innerCircleJurisdictionAllows('AMER', 'EMEA') // false
 */
export function innerCircleJurisdictionAllows(sharer: Jurisdiction, recipient: Jurisdiction): boolean {
  return sharer === recipient;
}
