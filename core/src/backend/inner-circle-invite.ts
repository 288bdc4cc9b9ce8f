import { apiError, type ApiError } from '../contract/error.js';
import { INNER_CIRCLE_ERROR_CODES } from '../contract/sharing/inner-circle-entries.js';
import { normalizeEmail, validateEmailList } from '../domain/account/email.js';
import type { Jurisdiction, Profile } from '../domain/profile/profile.js';
import { err, ok, type Result } from '../domain/result.js';
import { checkInvitationRequest, type InvitationRequestError } from '../domain/sharing/invitation-request.js';
import type { InnerCircleDeps } from './inner-circle-answers.js';

/**
 * How long the sign-up link of an e-mail invitation works (the invitation itself stays: an account
 * that later confirms the address still takes it up).
 *
 * @example
 * INNER_CIRCLE_LINK_DAYS // 14
 */
export const INNER_CIRCLE_LINK_DAYS = 14;

/**
 * The 400 of a refused invitation, with the spec's message in English (the app shows its own from
 * the detailed code).
 *
 * @example
 * invitationRefusal({ kind: 'already-invited', email: 'bo@example.com' }).description // 'You have already invited bo@example.com.'
 */
export function invitationRefusal(e: InvitationRequestError): ApiError {
  const c = INNER_CIRCLE_ERROR_CODES;
  switch (e.kind) {
    case 'required':
      return apiError(400, 'bad_request', c.invalidEmails, 'This field is required.');
    case 'invalid':
      return apiError(400, 'bad_request', c.invalidEmails, 'Please use a valid email address.');
    case 'self':
      return apiError(400, 'bad_request', c.cannotInviteSelf, 'You cannot invite yourself.');
    case 'already-invited':
      return apiError(400, 'bad_request', c.alreadyInvited, `You have already invited ${e.email}.`);
    case 'jurisdiction-blocked':
      return apiError(400, 'bad_request', c.jurisdictionBlocked, `${e.email} cannot join your Inner Circle from another region.`);
    default: {
      const unreachable: never = e;
      return unreachable;
    }
  }
}

/** One address to invite, with the account it belongs to (if any). */
interface Invitee {
  readonly email: string;
  readonly userId: string | undefined;
}

/**
 * A user who acts on the Inner Circle: their id and profile.
 *
 * @example
 * const me: CircleUser = { id: 'ada', profile };
 */
export interface CircleUser {
  readonly id: string;
  readonly profile: Profile;
}

// The accounts behind the typed addresses and the addresses already invited (an address whose
// account already has a live invitation from the sharer counts, whatever address it was sent to).
async function lookUp(deps: InnerCircleDeps, sharerId: string, emails: readonly string[]) {
  const sent = await deps.circle.sent(sharerId);
  const invitees: Invitee[] = [];
  const already: string[] = [];
  const jurisdictions = new Map<string, Jurisdiction>();
  for (const email of emails) {
    const login = await deps.accounts.findLogin(email);
    const account = login ? await deps.accounts.profile(login.userId) : undefined;
    const userId = account ? login?.userId : undefined;
    if (account) jurisdictions.set(email, account.jurisdiction);
    if (sent.some((i) => (userId !== undefined && i.recipientId === userId) || (i.recipientId === null && i.email === email))) already.push(email);
    invitees.push({ email, userId });
  }
  return { invitees, already, jurisdictions };
}

/**
 * POST v2/inviteToInnerCircle: checks every address first (core's checkInvitationRequest: valid,
 * not the sharer's own, not already invited, same jurisdiction), then invites each. An account gets
 * a pending invitation and an FC alert; an address without one an e-mail with a sign-up link.
 *
 * @example
 * const r = await inviteToInnerCircle(deps, { id: 'ada', profile }, { emails: 'bo@example.com', isReadOnly: true, message: '' });
 */
export async function inviteToInnerCircle(
  deps: InnerCircleDeps,
  sharer: CircleUser,
  request: { readonly emails: string; readonly isReadOnly: boolean; readonly message: string },
): Promise<Result<readonly string[], ApiError>> {
  const list = validateEmailList(request.emails);
  if (!list.ok) return err(invitationRefusal(list.error));
  const found = await lookUp(deps, sharer.id, list.value);
  const checked = checkInvitationRequest({
    emails: request.emails,
    sharer: { jurisdiction: sharer.profile.jurisdiction, emailAddresses: sharer.profile.emailAddresses.map((e) => e.address) },
    alreadyInvited: found.already,
    inviteeJurisdictions: found.jurisdictions,
  });
  if (!checked.ok) return err(invitationRefusal(checked.error));
  for (const invitee of found.invitees) await inviteOne(deps, sharer, invitee, request);
  return ok(checked.value);
}

async function inviteOne(deps: InnerCircleDeps, sharer: CircleUser, invitee: Invitee, request: { readonly isReadOnly: boolean; readonly message: string }) {
  const now = deps.clock.now();
  const base = { uuid: deps.ids.uuid(), sharerId: sharer.id, email: normalizeEmail(invitee.email), ...request, createdAt: now };
  if (invitee.userId !== undefined) {
    const added = await deps.circle.invite({ ...base, recipientId: invitee.userId, token: null, tokenExpiresAt: null });
    if (added === 'added') await raiseInvitationAlert(deps, { invitationUuid: base.uuid, sharer, recipientId: invitee.userId });
    return;
  }
  const token = deps.ids.token(32);
  const expires = new Date(now.getTime() + INNER_CIRCLE_LINK_DAYS * 86_400_000);
  if ((await deps.circle.invite({ ...base, recipientId: null, token, tokenExpiresAt: expires })) !== 'added') return;
  const link = `${deps.publicUrl}/account/create?invitation=${token}&email=${encodeURIComponent(base.email)}`;
  const mail = {
    kind: 'inner-circle-invitation',
    inviter: sharer.profile.displayName,
    link,
    message: request.message,
    isReadOnly: request.isReadOnly,
  } as const;
  await deps.mailer.send({ to: base.email, ...deps.templates.render(mail, sharer.profile.languageTag) });
}

/**
 * Raises the FC alert ("connection invitation received") for the recipient of an invitation, once
 * per invitation.
 *
 * @example
 * await raiseInvitationAlert(deps, { invitationUuid: 'i1', sharer: { id: 'ada', profile }, recipientId: 'bo' });
 */
export async function raiseInvitationAlert(
  deps: Pick<InnerCircleDeps, 'alerts'>,
  a: { readonly invitationUuid: string; readonly sharer: CircleUser; readonly recipientId: string },
): Promise<void> {
  await deps.alerts.raise({
    userId: a.recipientId,
    typeCode: 'FC',
    tripUuid: '',
    tripItemUuid: '',
    fromUserId: a.sharer.id,
    facts: { name: a.sharer.profile.displayName },
    dedupeKey: `inner-circle-invitation:${a.invitationUuid}`,
  });
}
