import { normalizeEmail } from '../domain/account/email.js';
import { innerCircleJurisdictionAllows } from '../domain/sharing/inner-circle-access.js';
import type { InvitationAcceptance } from './trip-invitation-claims.js';
import type { InnerCircleDeps } from './inner-circle-answers.js';
import { raiseInvitationAlert } from './inner-circle-invite.js';

/**
 * Hands e-mail invitations to the account that proves their address: at sign-up through the
 * invitation's link (the token proves the mailbox), and when an address is confirmed. Each becomes
 * a pending invitation of the account (it still accepts or ignores it) and raises its FC alert; one
 * whose sharer is in the other jurisdiction is withdrawn (docs/decisions/inner-circle-jurisdiction.md).
 *
 * @example
 * const claims = new InnerCircleClaims(deps);
 * await claims.afterConfirm('bo');
 */
export class InnerCircleClaims {
  constructor(private readonly deps: Pick<InnerCircleDeps, 'circle' | 'accounts' | 'alerts' | 'clock'>) {}

  /** A new account takes up the invitation its sign-up link carried, when sent to its address. */
  async afterSignUp(userId: string, email: string, invitationToken: string | undefined): Promise<void> {
    if (invitationToken === undefined || invitationToken === '') return;
    const invitation = await this.deps.circle.byToken(invitationToken, this.deps.clock.now());
    if (invitation && invitation.email === normalizeEmail(email)) await this.claim(userId, [invitation.email]);
  }

  /** A user takes up the invitations waiting for any of their confirmed addresses. */
  async afterConfirm(userId: string): Promise<void> {
    const profile = await this.deps.accounts.profile(userId);
    const confirmed = (profile?.emailAddresses ?? []).filter((e) => e.isConfirmed).map((e) => normalizeEmail(e.address));
    await this.claim(userId, confirmed);
  }

  private async claim(userId: string, emails: readonly string[]): Promise<void> {
    const now = this.deps.clock.now();
    const claimed = await this.deps.circle.claim(userId, emails, now);
    if (claimed.length === 0) return;
    const me = await this.deps.accounts.profile(userId);
    for (const invitation of claimed) {
      const sharer = await this.deps.accounts.profile(invitation.sharerId);
      if (!me || !sharer || !innerCircleJurisdictionAllows(sharer.jurisdiction, me.jurisdiction)) {
        await this.deps.circle.transition(invitation.uuid, 'pending', { status: 'deleted' }, now);
        continue;
      }
      await raiseInvitationAlert(this.deps, { invitationUuid: invitation.uuid, sharer: { id: invitation.sharerId, profile: sharer }, recipientId: userId });
    }
  }
}

/** What the account use cases call once an address is proven (AccountDeps.invitations). */
interface InvitationClaims {
  afterSignUp(userId: string, email: string, invitationToken: string | undefined): Promise<unknown>;
  afterConfirm(userId: string): Promise<unknown>;
  afterInvitationLink(userId: string, invitationToken: string): Promise<InvitationAcceptance>;
}

/**
 * The trip invitation claims with the Inner Circle's added: both take up what waits for an address
 * once it is proven (the trip claims answer as before).
 *
 * @example
 * const invitations = withInnerCircleClaims(new TripInvitationClaims(trips, accounts), new InnerCircleClaims(deps));
 */
export function withInnerCircleClaims(trips: InvitationClaims, circle: InnerCircleClaims): InvitationClaims {
  return {
    afterSignUp: async (userId, email, token) => {
      const joined = await trips.afterSignUp(userId, email, token);
      await circle.afterSignUp(userId, email, token);
      return joined;
    },
    afterConfirm: async (userId) => {
      const joined = await trips.afterConfirm(userId);
      await circle.afterConfirm(userId);
      return joined;
    },
    afterInvitationLink: (userId, token) => trips.afterInvitationLink(userId, token),
  };
}
