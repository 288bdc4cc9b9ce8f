/**
 * A participant of a trip as account deletion sees it: who, their part, and when they joined
 * (milliseconds; ties are broken by user id).
 *
 * @example
 * const m: TripMember = { userId: 'u2', isOwner: false, isReadOnly: false, isTraveler: true, joinedAt: 0 };
 */
export interface TripMember {
  readonly userId: string;
  readonly isOwner: boolean;
  readonly isReadOnly: boolean;
  readonly isTraveler: boolean;
  readonly joinedAt: number;
}

/**
 * What becomes of one trip when an account is deleted: the account only leaves it (someone else
 * owns it), the trip passes to another participant, or it is deleted with the account.
 *
 * @example
 * const fate: TripFate = { kind: 'hand-over', to: 'u2' };
 */
export type TripFate = { readonly kind: 'leave' } | { readonly kind: 'hand-over'; readonly to: string } | { readonly kind: 'delete' };

/**
 * The ownership rule of account deletion (docs/decisions/account-deletion.md). A trip the leaving
 * user does not own keeps its owner: the user only leaves it. A trip they own passes to the
 * longest-standing editor (a traveler or planner: the participant who can edit and joined first,
 * ties by user id), since editors already keep it up; a trip shared with viewers only, or with
 * no one, is deleted with the account (viewers were shown the trip, not given it).
 *
 * @example
 * tripFateOnAccountDeletion('u1', [
 *   { userId: 'u1', isOwner: true, isReadOnly: false, isTraveler: true, joinedAt: 0 },
 *   { userId: 'u3', isOwner: false, isReadOnly: true, isTraveler: false, joinedAt: 1 },
 *   { userId: 'u2', isOwner: false, isReadOnly: false, isTraveler: false, joinedAt: 2 },
 * ]) // { kind: 'hand-over', to: 'u2' }
 */
export function tripFateOnAccountDeletion(leavingUserId: string, members: readonly TripMember[]): TripFate {
  const owner = members.find((m) => m.isOwner);
  if (owner === undefined || owner.userId !== leavingUserId) return { kind: 'leave' };
  const editors = members.filter((m) => m.userId !== leavingUserId && !m.isReadOnly);
  const first = [...editors].sort((a, b) => a.joinedAt - b.joinedAt || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))[0];
  return first === undefined ? { kind: 'delete' } : { kind: 'hand-over', to: first.userId };
}
