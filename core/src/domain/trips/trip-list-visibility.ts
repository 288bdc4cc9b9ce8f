import { participantRoleOf } from './participants.js';
import { canEditTrip, tripAsSeenBy, visibleParticipants } from './trip-access.js';
import type { TripParticipant } from './trip-role.js';
import type { Trip } from './trip.js';

/**
 * A participant as a trip list carries them next to its trips: who they are and the name and
 * address they are known by (the flags are per trip, in each trip's invitees).
 *
 * @example
 * const p: ListedProfile = { userId: 'u1', profileRef: 'p1', displayName: 'Ada Lovelace', emailAddress: 'ada@example.com' };
 */
export type ListedProfile = Pick<TripParticipant, 'userId' | 'profileRef' | 'displayName' | 'emailAddress'>;

/**
 * A page of trips as the caller (`userId`) may see it, trip by trip with the caller's role on
 * each: on a trip they view, only the owner and themselves among the invitees and the profiles,
 * and the owner's name not when it is their address (`visibleParticipants`); on a trip they edit,
 * everyone. A profile seen in full on a trip the caller edits is shown in full. Profiles keep
 * their order; addresses are never part of a list answer, so they are left out.
 *
 * @example
 * const seen = tripListAsSeenBy(page.items, page.profiles, 'u2');
 * seen.profiles.map((p) => p.profileRef) // ['p-owner', 'p-u2'] when u2 only views the trips
 */
export function tripListAsSeenBy(
  trips: readonly Trip[],
  profiles: readonly ListedProfile[],
  userId: string,
): { trips: Trip[]; profiles: { profileRef: string; displayName: string }[] } {
  const byRef = new Map(profiles.map((p) => [p.profileRef, p]));
  const shown = new Map<string, string>();
  const seenTrips = trips.map((trip) => {
    const participants: TripParticipant[] = trip.invitees.flatMap((i) => {
      const p = byRef.get(i.profileRef);
      return p === undefined ? [] : [{ ...p, isOwner: i.isOwner, isReadOnly: i.isReadOnly, isTraveler: i.isTraveler }];
    });
    const me = participants.find((p) => p.userId === userId);
    // Someone the page does not list as a participant is shown the least: a viewer's view.
    const viewer = { role: me === undefined ? ('viewer' as const) : participantRoleOf(me), userId };
    const full = canEditTrip(viewer.role);
    for (const p of visibleParticipants(participants, viewer)) if (full || !shown.has(p.profileRef)) shown.set(p.profileRef, p.displayName);
    return tripAsSeenBy(trip, participants, viewer);
  });
  return {
    trips: seenTrips,
    profiles: profiles.flatMap((p) => {
      const name = shown.get(p.profileRef);
      return name === undefined ? [] : [{ profileRef: p.profileRef, displayName: name }];
    }),
  };
}
