import type { InvitationStatus } from '../domain/sharing/inner-circle-invitation.js';

/**
 * One Inner Circle invitation as stored: from a sharer to a recipient account, or to an e-mail
 * address without an account yet (`recipientId` null until someone proves the address). The
 * status follows core's invitation state machine; `isReadOnly` is the permission.
 *
 * @example
 * const i: StoredInnerCircleInvitation = { uuid: 'i1', sharerId: 'ada', recipientId: 'bo', email: 'bo@example.com', isReadOnly: true, status: 'pending', message: '', createdAt: new Date(), updatedAt: new Date() };
 */
export interface StoredInnerCircleInvitation {
  readonly uuid: string;
  readonly sharerId: string;
  readonly recipientId: string | null;
  /** The address the invitation was sent to, normalised. */
  readonly email: string;
  readonly isReadOnly: boolean;
  readonly status: InvitationStatus;
  readonly message: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/**
 * A new invitation. `token` (e-mail invitations only) travels in the sign-up link and is stored
 * hashed until `tokenExpiresAt`.
 *
 * @example
 * const n: NewInnerCircleInvitation = { uuid: 'i1', sharerId: 'ada', recipientId: null, email: 'new@example.com', isReadOnly: true, message: '', token: 'x', tokenExpiresAt: new Date(), createdAt: new Date() };
 */
export interface NewInnerCircleInvitation {
  readonly uuid: string;
  readonly sharerId: string;
  readonly recipientId: string | null;
  readonly email: string;
  readonly isReadOnly: boolean;
  readonly message: string;
  readonly token: string | null;
  readonly tokenExpiresAt: Date | null;
  readonly createdAt: Date;
}

/**
 * The statuses in which an invitation still binds sharer and recipient: at most one such
 * invitation exists per sharer and recipient (account or address). An ignored invitation stays
 * live until the sharer withdraws it, so declining does not invite a second try.
 *
 * @example
 * LIVE_INVITATION_STATUSES.includes('ignored') // true
 */
export const LIVE_INVITATION_STATUSES = ['pending', 'accepted', 'ignored'] as const satisfies readonly InvitationStatus[];

/**
 * Inner Circle invitations and connections, and the account's public-sharing switch.
 *
 * @example
 * await store.invite({ uuid: 'i1', sharerId: 'ada', recipientId: 'bo', email: 'bo@example.com', isReadOnly: true, message: '', token: null, tokenExpiresAt: null, createdAt: now });
 * (await store.received('bo'))[0]?.status // 'pending'
 */
export interface InnerCircleStore {
  /** Stores a pending invitation; 'exists' (no change) when a live one binds the same sharer and recipient or address. */
  invite(invitation: NewInnerCircleInvitation): Promise<'added' | 'exists'>;
  /** The live invitations a user sent (pending, ignored, accepted), oldest first. */
  sent(sharerId: string): Promise<readonly StoredInnerCircleInvitation[]>;
  /** The pending and accepted invitations a user received, oldest first. */
  received(recipientId: string): Promise<readonly StoredInnerCircleInvitation[]>;
  /**
   * Moves an invitation from status `from` to `to` (with a new permission when given); false when
   * it is no longer in `from` (someone else acted first) or does not exist.
   */
  transition(uuid: string, from: InvitationStatus, to: { readonly status: InvitationStatus; readonly isReadOnly?: boolean }, now: Date): Promise<boolean>;
  /**
   * Gives the pending e-mail invitations sent to proven addresses to `userId` (single use: their
   * tokens are cleared). One the user already has a live invitation from the same sharer for, or
   * one the user sent themselves, is withdrawn instead. Answers the invitations now theirs.
   */
  claim(userId: string, emails: readonly string[], now: Date): Promise<readonly StoredInnerCircleInvitation[]>;
  /** The pending e-mail invitation whose unexpired sign-up token this is. */
  byToken(token: string, now: Date): Promise<StoredInnerCircleInvitation | undefined>;
  /** Turns the user's public trip sharing off (true) or on; false when there is no such user. */
  setPublicTripSharingDisabled(userId: string, disabled: boolean): Promise<boolean>;
}
