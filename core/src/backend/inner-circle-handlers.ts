import { apiError, commonErrors, type ApiError } from '../contract/error.js';
import {
  acceptConnectionInvitationEntry,
  declineConnectionInvitationEntry,
  deleteInnerCircleConnectionEntry,
  deleteInnerCircleInvitationEntry,
  innerCirclesEntry,
  inviteToInnerCircleEntry,
  updateInnerCircleConnectionEntry,
  updatePublicTripSharingEntry,
} from '../contract/sharing/inner-circle-entries.js';
import { toWireBoolean } from '../contract/wire.js';
import { normalizeEmail } from '../domain/account/email.js';
import { err, ok, type Result } from '../domain/result.js';
import { invitationTransition, type InvitationEvent, type InvitationState } from '../domain/sharing/inner-circle-invitation.js';
import { permissionFromReadOnly } from '../domain/sharing/inner-circle-permission.js';
import type { StoredInnerCircleInvitation } from '../ports/inner-circle-store.port.js';
import { bind, type BoundHandler } from './handler.js';
import { circleAnswer, circleView, innerCircleNotFound, type CircleView, type InnerCircleDeps } from './inner-circle-answers.js';
import { inviteToInnerCircle } from './inner-circle-invite.js';

type Found = CircleView['sent'][number];

/**
 * The invitation's state for core's state machine.
 *
 * @example
 * stateOf({ ...invitation, status: 'pending', isReadOnly: true }) // { status: 'pending', permission: 'view-only' }
 */
export function stateOf(i: Pick<StoredInnerCircleInvitation, 'status' | 'isReadOnly'>): InvitationState {
  if (i.status === 'pending' || i.status === 'accepted') return { status: i.status, permission: permissionFromReadOnly(i.isReadOnly) };
  return { status: i.status };
}

// Applies core's transition to each invitation, all checked before any is changed. A refused
// transition is the spec's "undefined error"; one changed meanwhile by the other side is a 409.
async function applyAll(deps: InnerCircleDeps, found: readonly Found[], event: InvitationEvent): Promise<Result<void, ApiError>> {
  const next = found.map((f) => ({ f, to: invitationTransition(stateOf(f.invitation), event) }));
  if (next.some((n) => !n.to.ok)) return err(apiError(400, 'bad_request', 'inner_circle_invalid_transition', 'Undefined error.'));
  for (const { f, to } of next) {
    if (!to.ok) continue;
    const isReadOnly = 'permission' in to.value ? to.value.permission === 'view-only' : undefined;
    const moved = await deps.circle.transition(
      f.invitation.uuid,
      f.invitation.status,
      { status: to.value.status, ...(isReadOnly === undefined ? {} : { isReadOnly }) },
      deps.clock.now(),
    );
    if (!moved) return err(apiError(409, 'conflict', 'inner_circle_changed', 'The invitation changed meanwhile.'));
  }
  return ok(undefined);
}

// Every named party must match one invitation; otherwise nothing changes.
function pick(list: readonly Found[], refs: readonly string[], match: (f: Found, ref: string) => boolean): Found[] | undefined {
  const picked = refs.map((ref) => list.find((f) => match(f, ref)));
  return picked.every((f): f is Found => f !== undefined) ? picked : undefined;
}

const byOther = (status: readonly string[]) => (f: Found, ref: string) => status.includes(f.invitation.status) && f.other?.profileRef === ref;

async function respond(deps: InnerCircleDeps, userId: string, ref: string, type: 'accept' | 'ignore') {
  const view = await circleView(deps, userId);
  const found = pick(view.received, [ref], byOther(['pending']));
  if (!found) return err(innerCircleNotFound);
  const done = await applyAll(deps, found, { type, actor: 'recipient' });
  if (!done.ok) return done;
  const [accepted] = found;
  if (type === 'accept' && accepted) await raiseAcceptedAlert(deps, userId, accepted.invitation);
  return ok(circleAnswer(await circleView(deps, userId)));
}

async function raiseAcceptedAlert(deps: InnerCircleDeps, userId: string, invitation: StoredInnerCircleInvitation): Promise<void> {
  const me = await deps.accounts.profile(userId);
  await deps.alerts.raise({
    userId: invitation.sharerId,
    typeCode: 'FA',
    tripUuid: '',
    tripItemUuid: '',
    fromUserId: userId,
    facts: { name: me?.displayName ?? '' },
    dedupeKey: `inner-circle-accepted:${invitation.uuid}`,
  });
}

async function removeConnections(deps: InnerCircleDeps, userId: string, body: { members: readonly string[]; sharers: readonly string[] }) {
  const view = await circleView(deps, userId);
  const members = pick(view.sent, body.members, byOther(['accepted']));
  const sharers = pick(view.received, body.sharers, byOther(['accepted']));
  if (!members || !sharers) return err(innerCircleNotFound);
  const asSharer = await applyAll(deps, members, { type: 'remove', actor: 'sharer' });
  if (!asSharer.ok) return asSharer;
  const asRecipient = await applyAll(deps, sharers, { type: 'remove', actor: 'recipient' });
  return asRecipient.ok ? ok(circleAnswer(await circleView(deps, userId))) : asRecipient;
}

async function withdraw(deps: InnerCircleDeps, userId: string, emails: readonly string[]) {
  const view = await circleView(deps, userId);
  const found = pick(view.sent, emails.map(normalizeEmail), (f, email) => f.invitation.status !== 'accepted' && f.invitation.email === email);
  if (!found) return err(innerCircleNotFound);
  const done = await applyAll(deps, found, { type: 'delete', actor: 'sharer' });
  return done.ok ? ok(circleAnswer(await circleView(deps, userId))) : done;
}

async function setPermission(deps: InnerCircleDeps, userId: string, ref: string, isReadOnly: boolean) {
  const view = await circleView(deps, userId);
  const found = pick(view.sent, [ref], byOther(['accepted']));
  if (!found) return err(innerCircleNotFound);
  const done = await applyAll(deps, found, { type: 'setPermission', actor: 'sharer', permission: permissionFromReadOnly(isReadOnly) });
  return done.ok ? ok(circleAnswer(await circleView(deps, userId))) : done;
}

/**
 * The Inner Circle and public-sharing use cases, one per contract entry.
 *
 * @example
 * const handlers = innerCircleHandlers({ circle, accounts, alerts, mailer, templates, clock, ids, publicUrl });
 */
export function innerCircleHandlers(deps: InnerCircleDeps): BoundHandler[] {
  return [
    bind(innerCirclesEntry, async (_input, ctx) => ok(circleAnswer(await circleView(deps, ctx.userId)))),
    bind(inviteToInnerCircleEntry, async (input, ctx) => {
      const profile = await deps.accounts.profile(ctx.userId);
      if (!profile) return err(commonErrors.unauthorized);
      const { Invitation, ConnectionRequest, message } = input.body;
      const invited = await inviteToInnerCircle(
        deps,
        { id: ctx.userId, profile },
        { emails: Invitation.emails, isReadOnly: ConnectionRequest.is_read_only, message },
      );
      return invited.ok ? ok(circleAnswer(await circleView(deps, ctx.userId))) : invited;
    }),
    bind(acceptConnectionInvitationEntry, (input, ctx) => respond(deps, ctx.userId, input.body.from_account_profile_ref, 'accept')),
    bind(declineConnectionInvitationEntry, (input, ctx) => respond(deps, ctx.userId, input.body.from_account_profile_ref, 'ignore')),
    bind(deleteInnerCircleConnectionEntry, (input, ctx) => removeConnections(deps, ctx.userId, input.body)),
    bind(deleteInnerCircleInvitationEntry, (input, ctx) => withdraw(deps, ctx.userId, input.body.invitations)),
    bind(updateInnerCircleConnectionEntry, (input, ctx) => setPermission(deps, ctx.userId, input.body.account_profile_ref, input.body.is_read_only)),
    bind(updatePublicTripSharingEntry, async (input, ctx) => {
      const done = await deps.circle.setPublicTripSharingDisabled(ctx.userId, input.body.is_disabled);
      return done ? ok({ is_public_trip_sharing_disabled: toWireBoolean(input.body.is_disabled) }) : err(commonErrors.unauthorized);
    }),
  ];
}
