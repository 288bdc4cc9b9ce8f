import type { TripInvitee } from './trip.js';

/**
 * The participant types of part 1 section 3.2: traveler ("can edit and is traveling"), edit
 * (a planner, "can edit") and viewer ("can view").
 *
 * @example
 * PARTICIPANT_TYPES // ['traveler', 'edit', 'viewer']
 */
export const PARTICIPANT_TYPES = ['traveler', 'edit', 'viewer'] as const;

/**
 * One participant type.
 *
 * @example
 * const t: ParticipantType = 'viewer';
 */
export type ParticipantType = (typeof PARTICIPANT_TYPES)[number];

/**
 * The two flags a participant type is made of.
 *
 * @example
 * const f: ParticipantFlags = { isReadOnly: true, isTraveler: false };
 */
export type ParticipantFlags = Pick<TripInvitee, 'isReadOnly' | 'isTraveler'>;

/**
 * The type a participant's flags mean: traveler when isTraveler; viewer when read-only and not a
 * traveler; edit (planner) when neither.
 *
 * @example
 * participantTypeOf({ isReadOnly: true, isTraveler: true })   // 'traveler'
 * participantTypeOf({ isReadOnly: true, isTraveler: false })  // 'viewer'
 * participantTypeOf({ isReadOnly: false, isTraveler: false }) // 'edit'
 */
export function participantTypeOf(flags: ParticipantFlags): ParticipantType {
  if (flags.isTraveler) return 'traveler';
  return flags.isReadOnly ? 'viewer' : 'edit';
}

/**
 * A participant's role on a trip: owner for the trip's creator, else the type its flags mean
 * ({@link participantTypeOf}). The server's stores and the app read roles through this one rule.
 *
 * @example
 * participantRoleOf({ isOwner: true, isReadOnly: false, isTraveler: false })  // 'owner'
 * participantRoleOf({ isOwner: false, isReadOnly: true, isTraveler: false }) // 'viewer'
 */
export function participantRoleOf(p: ParticipantFlags & { readonly isOwner: boolean }): 'owner' | ParticipantType {
  return p.isOwner ? 'owner' : participantTypeOf(p);
}

/**
 * The flags a type sets: viewer = read-only and not traveler; edit = neither; traveler =
 * traveler and not read-only.
 *
 * @example
 * participantFlags('traveler') // { isReadOnly: false, isTraveler: true }
 */
export function participantFlags(type: ParticipantType): ParticipantFlags {
  switch (type) {
    case 'traveler':
      return { isReadOnly: false, isTraveler: true };
    case 'viewer':
      return { isReadOnly: true, isTraveler: false };
    case 'edit':
      return { isReadOnly: false, isTraveler: false };
  }
}

/**
 * The participant with its type changed (its other fields kept).
 *
 * @example
 * withParticipantType({ profileRef: 'p2', isOwner: false, isReadOnly: true, isTraveler: false }, 'edit')
 * // { profileRef: 'p2', isOwner: false, isReadOnly: false, isTraveler: false }
 */
export function withParticipantType<T extends ParticipantFlags>(participant: T, type: ParticipantType): T {
  return { ...participant, ...participantFlags(type) };
}

/**
 * Participants sorted by display name with the locale's collation (accents and case ordered the
 * way the language does); stable for equal names.
 *
 * @example
 * sortParticipantsByName([{ displayName: 'Émile' }, { displayName: 'Zoé' }, { displayName: 'Ada' }], 'fr-FR')
 * // [{ displayName: 'Ada' }, { displayName: 'Émile' }, { displayName: 'Zoé' }]
 */
export function sortParticipantsByName<T extends { readonly displayName: string }>(participants: readonly T[], locale: string): readonly T[] {
  const collator = new Intl.Collator(locale);
  return [...participants].sort((a, b) => collator.compare(a.displayName, b.displayName));
}
