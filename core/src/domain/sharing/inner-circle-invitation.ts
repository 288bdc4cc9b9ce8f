import { err, ok, type Result } from '../result.js';
import type { InnerCirclePermission } from './inner-circle-permission.js';
import { permissionFromReadOnly } from './inner-circle-permission.js';
import { sharingMessage, type SharingMessage } from './message-keys.js';

/**
 * The five states of an Inner Circle invitation (part 3 section 4). `accepted` is a live
 * connection; `ignored` (declined), `deleted` (withdrawn by the sharer) and `removed` (connection
 * ended by either side) are final: inviting the same person again starts a new invitation.
 *
 * @example
 * INVITATION_STATUSES.length // 5
 */
export const INVITATION_STATUSES = ['pending', 'accepted', 'ignored', 'deleted', 'removed'] as const;

/**
 * One invitation status.
 *
 * @example
 * const s: InvitationStatus = 'ignored';
 */
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * Who acts: the sharer (who sent the invitation and shares their trips) or the recipient.
 *
 * @example
 * const a: InvitationActor = 'recipient';
 */
export type InvitationActor = 'sharer' | 'recipient';

/**
 * An invitation. Pending and accepted ones carry the permission granted to the recipient.
 *
 * @example
 * const s: InvitationState = { status: 'pending', permission: 'view-only' };
 */
export type InvitationState =
  | { readonly status: 'pending'; readonly permission: InnerCirclePermission }
  | { readonly status: 'accepted'; readonly permission: InnerCirclePermission }
  | { readonly status: 'ignored' }
  | { readonly status: 'deleted' }
  | { readonly status: 'removed' };

/**
 * What can happen to an invitation, with the call that performs it:
 * `accept` (acceptConnectionInvitation), `ignore` (declineConnectionInvitation), `delete`
 * (deleteInnerCircleInvitation), `remove` (deleteInnerCircleConnection) and `setPermission`
 * (updateInnerCircleConnection with is_read_only).
 *
 * @example
 * const e: InvitationEvent = { type: 'setPermission', actor: 'sharer', permission: 'view-only' };
 */
export type InvitationEvent =
  | { readonly type: 'accept'; readonly actor: InvitationActor }
  | { readonly type: 'ignore'; readonly actor: InvitationActor }
  | { readonly type: 'delete'; readonly actor: InvitationActor }
  | { readonly type: 'remove'; readonly actor: InvitationActor }
  | { readonly type: 'setPermission'; readonly actor: InvitationActor; readonly permission: InnerCirclePermission };

/**
 * The name of an invitation event.
 *
 * @example
 * const t: InvitationEventType = 'accept';
 */
export type InvitationEventType = InvitationEvent['type'];

/**
 * A refused transition: `invalid-transition` when the event never applies in that state,
 * `not-permitted` when it applies but not for that actor (a sharer cannot accept).
 *
 * @example
 * const e: InvitationTransitionError = { kind: 'not-permitted', from: 'pending', event: 'accept', actor: 'sharer' };
 */
export type InvitationTransitionError = {
  readonly kind: 'invalid-transition' | 'not-permitted';
  readonly from: InvitationStatus;
  readonly event: InvitationEventType;
  readonly actor: InvitationActor;
};

type Allowed = Readonly<Partial<Record<InvitationEventType, readonly InvitationActor[]>>>;

// The recipient accepts or ignores; the sharer withdraws (deletes) a pending or ignored
// invitation, removes a member or changes its permission; the recipient removes themselves.
const ALLOWED: Readonly<Record<InvitationStatus, Allowed>> = {
  pending: { accept: ['recipient'], ignore: ['recipient'], delete: ['sharer'] },
  accepted: { remove: ['sharer', 'recipient'], setPermission: ['sharer'] },
  ignored: { delete: ['sharer'] },
  deleted: {},
  removed: {},
};

function apply(state: InvitationState, event: InvitationEvent): InvitationState {
  switch (event.type) {
    case 'accept':
      return { status: 'accepted', permission: 'permission' in state ? state.permission : 'view-only' };
    case 'ignore':
      return { status: 'ignored' };
    case 'delete':
      return { status: 'deleted' };
    case 'remove':
      return { status: 'removed' };
    case 'setPermission':
      return { status: 'accepted', permission: event.permission };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/**
 * The invitation after an event, or why the event is refused. Allowed: pending -> accepted
 * (recipient), pending -> ignored (recipient), pending or ignored -> deleted (sharer; the spec
 * leaves open whether a declined invitation can be withdrawn: it can, so the sharer can tidy the
 * list), accepted -> removed (either side), accepted -> accepted with a new permission (sharer;
 * setting the same permission again is allowed and changes nothing). Everything else is refused.
 *
 * @example
 * invitationTransition({ status: 'pending', permission: 'can-edit' }, { type: 'accept', actor: 'recipient' })
 * // ok({ status: 'accepted', permission: 'can-edit' })
 * invitationTransition({ status: 'removed' }, { type: 'accept', actor: 'recipient' })
 * // err({ kind: 'invalid-transition', from: 'removed', event: 'accept', actor: 'recipient' })
 */
export function invitationTransition(state: InvitationState, event: InvitationEvent): Result<InvitationState, InvitationTransitionError> {
  const actors = ALLOWED[state.status][event.type];
  const refusal = { from: state.status, event: event.type, actor: event.actor } as const;
  if (actors === undefined) return err({ kind: 'invalid-transition', ...refusal });
  if (!actors.includes(event.actor)) return err({ kind: 'not-permitted', ...refusal });
  return ok(apply(state, event));
}

/**
 * The events an actor may send in a state, for the buttons a screen offers.
 *
 * @example
 * allowedInvitationEvents({ status: 'pending', permission: 'view-only' }, 'recipient') // ['accept', 'ignore']
 * allowedInvitationEvents({ status: 'accepted', permission: 'view-only' }, 'recipient') // ['remove']
 */
export function allowedInvitationEvents(state: InvitationState, actor: InvitationActor): readonly InvitationEventType[] {
  const allowed = ALLOWED[state.status];
  return (Object.keys(allowed) as InvitationEventType[]).filter((type) => allowed[type]?.includes(actor) === true);
}

/**
 * Whether no event can change this invitation any more: deleted and removed. An ignored
 * invitation is not final, since the sharer may still delete it.
 *
 * @example
 * isFinalInvitationStatus('removed') // true
 * isFinalInvitationStatus('ignored') // false
 */
export function isFinalInvitationStatus(status: InvitationStatus): boolean {
  return Object.keys(ALLOWED[status]).length === 0;
}

/**
 * The state of an entry of GET v2/innerCircles (members and sharers): pending or accepted, with
 * the permission its `is_read_only` flag gives.
 *
 * @example
 * invitationFromEntry({ isPending: true, isReadOnly: false }) // { status: 'pending', permission: 'can-edit' }
 */
export function invitationFromEntry(entry: { readonly isPending: boolean; readonly isReadOnly: boolean }): InvitationState {
  const permission = permissionFromReadOnly(entry.isReadOnly);
  return entry.isPending ? { status: 'pending', permission } : { status: 'accepted', permission };
}

/**
 * The message of a refused transition: the spec's Inner Circle "undefined error".
 *
 * @example
 * invitationTransitionMessage({ kind: 'invalid-transition', from: 'removed', event: 'accept', actor: 'recipient' })
 * // { key: 'sharing:innerCircle.undefinedError' }
 */
export function invitationTransitionMessage(_error: InvitationTransitionError): SharingMessage {
  return sharingMessage('sharing:innerCircle.undefinedError');
}
