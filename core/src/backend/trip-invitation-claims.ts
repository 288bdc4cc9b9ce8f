import { normalizeEmail } from '../domain/account/email.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { TripStore } from '../ports/trip-store.port.js';

/**
 * What opening a trip invitation link while signed in did: joined the trip (or already took part
 * in it), refused because the invitation was sent to an address of another account, or nothing
 * because the link is unknown or already used.
 *
 * @example
 * const a: InvitationAcceptance = { kind: 'joined', tripUuid: 't1' };
 */
export type InvitationAcceptance = { readonly kind: 'joined'; readonly tripUuid: string } | { readonly kind: 'other-address' } | { readonly kind: 'invalid' };

/**
 * Takes up invitations once an address is proven: after sign-up through an invitation link (the
 * token proves the address it was sent to), when a signed-in account opens its invitation link,
 * and after an address is confirmed. Every invitation waits until one of these: an invitee with
 * an account is never added by the inviter alone.
 *
 * @example
 * const claims = new TripInvitationClaims(trips, accounts);
 * await claims.afterSignUp(userId, 'bo@example.com', token);
 */
export class TripInvitationClaims {
  constructor(
    private readonly trips: TripStore,
    private readonly accounts: AccountStore,
  ) {}

  /** A new account joins the trips its invitation link proves; answers the trips joined. */
  async afterSignUp(userId: string, email: string, invitationToken: string | undefined): Promise<readonly string[]> {
    if (invitationToken === undefined || invitationToken === '') return [];
    const invitation = await this.trips.pendingInvitationByToken(invitationToken);
    if (!invitation || invitation.email !== normalizeEmail(email)) return [];
    return this.trips.claimPendingInvitations(userId, [invitation.email]);
  }

  /**
   * A signed-in account opens an invitation link: when the invitation was sent to one of its
   * addresses (the token proves that mailbox), it joins the trips waiting for that address.
   */
  async afterInvitationLink(userId: string, invitationToken: string): Promise<InvitationAcceptance> {
    const invitation = invitationToken === '' ? undefined : await this.trips.pendingInvitationByToken(invitationToken);
    if (!invitation) return { kind: 'invalid' };
    const profile = await this.accounts.profile(userId);
    const own = (profile?.emailAddresses ?? []).map((e) => normalizeEmail(e.address));
    if (!own.includes(invitation.email)) return { kind: 'other-address' };
    await this.trips.claimPendingInvitations(userId, [invitation.email]);
    return { kind: 'joined', tripUuid: invitation.tripUuid };
  }

  /** A user joins the trips waiting for any of their confirmed addresses; answers the trips joined. */
  async afterConfirm(userId: string): Promise<readonly string[]> {
    const profile = await this.accounts.profile(userId);
    const confirmed = (profile?.emailAddresses ?? []).filter((e) => e.isConfirmed).map((e) => normalizeEmail(e.address));
    return this.trips.claimPendingInvitations(userId, confirmed);
  }
}
