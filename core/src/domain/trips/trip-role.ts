import type { ParticipantType } from './participants.js';

/**
 * The caller's role on a trip (part 1 section 6): the owner (its creator) or a participant type.
 *
 * @example
 * const role: TripRole = 'owner';
 */
export type TripRole = 'owner' | ParticipantType;

/**
 * One participant of a trip, with what names them.
 *
 * @example
 * const p: TripParticipant = { userId: 'u1', profileRef: 'p1', displayName: 'Ada Lovelace', emailAddress: 'ada@example.com', isOwner: true, isReadOnly: false, isTraveler: true };
 */
export interface TripParticipant {
  readonly userId: string;
  readonly profileRef: string;
  readonly displayName: string;
  readonly emailAddress: string | null;
  readonly isOwner: boolean;
  readonly isReadOnly: boolean;
  readonly isTraveler: boolean;
}
