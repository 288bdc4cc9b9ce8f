import type { TripParticipant, TripRole } from './trip-role.js';
import { participantRoleOf } from './participants.js';
import type { Trip } from './trip.js';

/**
 * Whether a role may change a trip, its plans and its sharing (part 1 section 6: owner, traveler
 * and planner edit; a viewer reads only).
 *
 * @example
 * canEditTrip('edit')   // true
 * canEditTrip('viewer') // false
 */
export function canEditTrip(role: TripRole): boolean {
  return role !== 'viewer';
}

/**
 * Whether a role may delete a trip or merge it into another: only its owner.
 *
 * @example
 * canDeleteTrip('owner')    // true
 * canDeleteTrip('traveler') // false
 */
export function canDeleteTrip(role: TripRole): boolean {
  return role === 'owner';
}

/**
 * Whether a caller may remove a participant: never the owner; anyone may remove themselves
 * (Leave Trip); editors may remove others.
 *
 * @example
 * canRemoveParticipant({ role: 'viewer', isSelf: true, targetIsOwner: false })  // true (leave)
 * canRemoveParticipant({ role: 'viewer', isSelf: false, targetIsOwner: false }) // false
 * canRemoveParticipant({ role: 'owner', isSelf: true, targetIsOwner: true })    // false
 */
export function canRemoveParticipant(input: { readonly role: TripRole; readonly isSelf: boolean; readonly targetIsOwner: boolean }): boolean {
  if (input.targetIsOwner) return false;
  return input.isSelf || canEditTrip(input.role);
}

const LOOKS_LIKE_ADDRESS = /[^\s@]+@[^\s@]+/;

/**
 * The name a viewer is shown for another participant: their display name, or '' when that name
 * is only their e-mail address (a display name falls back to the address when someone has no
 * name) or looks like one. The app shows its neutral "Unnamed participant" label for ''.
 *
 * @example
 * nameShownToViewer({ displayName: 'Ada Lovelace', emailAddress: 'ada@example.com' }) // 'Ada Lovelace'
 * nameShownToViewer({ displayName: 'ada@example.com', emailAddress: 'ada@example.com' }) // ''
 */
export function nameShownToViewer(p: Pick<TripParticipant, 'displayName' | 'emailAddress'>): string {
  const name = p.displayName.trim();
  const address = p.emailAddress?.trim().toLowerCase() ?? '';
  return (address !== '' && name.toLowerCase() === address) || LOOKS_LIKE_ADDRESS.test(name) ? '' : p.displayName;
}

/**
 * What a caller is shown of a trip's participants. Editors see everyone with e-mail addresses;
 * a viewer sees only the owner and themselves, without addresses, and the owner's name only when
 * it is not their address ({@link nameShownToViewer}; part 2 section 6: only editors see
 * participants); the public sees no one.
 *
 * @example
 * visibleParticipants(participants, { role: 'viewer', userId: 'u2' }).map((p) => p.userId) // ['u1', 'u2']
 * visibleParticipants(participants, { role: 'public' }) // []
 */
export function visibleParticipants(
  participants: readonly TripParticipant[],
  viewer: { readonly role: TripRole; readonly userId: string } | { readonly role: 'public' },
): readonly TripParticipant[] {
  if (viewer.role === 'public') return [];
  if (canEditTrip(viewer.role)) return participants;
  const { userId } = viewer;
  return participants
    .filter((p) => p.isOwner || p.userId === userId)
    .map((p) => ({ ...p, emailAddress: null, displayName: p.userId === userId ? p.displayName : nameShownToViewer(p) }));
}

/**
 * A trip as a caller may see it: its invitees cut down to the visible participants, and for the
 * public also no public guid.
 *
 * @example
 * tripAsSeenBy(trip, participants, { role: 'public' }).invitees // []
 */
export function tripAsSeenBy(trip: Trip, participants: readonly TripParticipant[], viewer: Parameters<typeof visibleParticipants>[1]): Trip {
  const visible = new Set(visibleParticipants(participants, viewer).map((p) => p.profileRef));
  return {
    ...trip,
    invitees: trip.invitees.filter((i) => visible.has(i.profileRef)),
    ...(viewer.role === 'public' ? { publicGuid: null } : {}),
  };
}

/**
 * The role of a profile on a trip as the trip's invitees say: owner when its invitee is the owner,
 * else the participant type its flags mean; null when the profile takes no part.
 *
 * @example
 * tripRoleOf({ invitees: [{ profileRef: 'p1', isOwner: false, isReadOnly: true, isTraveler: false }] }, 'p1') // 'viewer'
 * tripRoleOf({ invitees: [] }, 'p1') // null
 */
export function tripRoleOf(trip: Pick<Trip, 'invitees'>, profileRef: string | undefined): TripRole | null {
  const me = trip.invitees.find((i) => i.profileRef === profileRef);
  if (me === undefined) return null;
  return participantRoleOf(me);
}

/**
 * {@link canEditTrip} for a caller who may take no part in the trip (null: may not edit).
 *
 * @example
 * mayEditTrip(null)   // false
 * mayEditTrip('edit') // true
 */
export function mayEditTrip(role: TripRole | null): boolean {
  return role !== null && canEditTrip(role);
}
