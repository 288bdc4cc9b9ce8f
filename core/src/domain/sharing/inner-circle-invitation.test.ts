import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import {
  allowedInvitationEvents,
  invitationFromEntry,
  invitationTransition,
  invitationTransitionMessage,
  isFinalInvitationStatus,
  INVITATION_STATUSES,
} from './inner-circle-invitation.js';

const pending = { status: 'pending', permission: 'view-only' } as const;
const accepted = { status: 'accepted', permission: 'view-only' } as const;

describe('Inner Circle invitation (part 3 section 4: "pending, accepted, ignored (declined), deleted, removed")', () => {
  it('has the five states', () => {
    expect(INVITATION_STATUSES).toEqual(['pending', 'accepted', 'ignored', 'deleted', 'removed']);
  });
  it('"A recipient can accept, ignore, or remove themselves."', () => {
    expect(invitationTransition(pending, { type: 'accept', actor: 'recipient' })).toEqual(ok(accepted));
    expect(invitationTransition(pending, { type: 'ignore', actor: 'recipient' })).toEqual(ok({ status: 'ignored' }));
    expect(invitationTransition(accepted, { type: 'remove', actor: 'recipient' })).toEqual(ok({ status: 'removed' }));
  });
  it('"A sharer can remove a member."', () => {
    expect(invitationTransition(accepted, { type: 'remove', actor: 'sharer' })).toEqual(ok({ status: 'removed' }));
  });
  it('"Connections can be deleted or switched to read-only."', () => {
    const editor = { status: 'accepted', permission: 'can-edit' } as const;
    expect(invitationTransition(editor, { type: 'setPermission', actor: 'sharer', permission: 'view-only' })).toEqual(ok(accepted));
    expect(invitationTransition(pending, { type: 'delete', actor: 'sharer' })).toEqual(ok({ status: 'deleted' }));
  });
  it('keeps the permission of the invitation on acceptance', () => {
    expect(invitationTransition({ status: 'pending', permission: 'can-edit' }, { type: 'accept', actor: 'recipient' })).toEqual(
      ok({ status: 'accepted', permission: 'can-edit' }),
    );
  });
  it('lets the sharer withdraw an ignored invitation', () => {
    expect(invitationTransition({ status: 'ignored' }, { type: 'delete', actor: 'sharer' })).toEqual(ok({ status: 'deleted' }));
  });
  it('refuses the wrong actor', () => {
    expect(invitationTransition(pending, { type: 'accept', actor: 'sharer' })).toEqual(
      err({ kind: 'not-permitted', from: 'pending', event: 'accept', actor: 'sharer' }),
    );
    expect(invitationTransition(accepted, { type: 'setPermission', actor: 'recipient', permission: 'can-edit' })).toEqual(
      err({ kind: 'not-permitted', from: 'accepted', event: 'setPermission', actor: 'recipient' }),
    );
  });
  it('refuses events that never apply in the state', () => {
    expect(invitationTransition({ status: 'removed' }, { type: 'accept', actor: 'recipient' })).toEqual(
      err({ kind: 'invalid-transition', from: 'removed', event: 'accept', actor: 'recipient' }),
    );
    expect(invitationTransition(pending, { type: 'remove', actor: 'sharer' })).toEqual(
      err({ kind: 'invalid-transition', from: 'pending', event: 'remove', actor: 'sharer' }),
    );
    expect(invitationTransition(accepted, { type: 'accept', actor: 'recipient' }).ok).toBe(false);
  });
  it('lists the buttons per actor', () => {
    expect(allowedInvitationEvents(pending, 'recipient')).toEqual(['accept', 'ignore']);
    expect(allowedInvitationEvents(pending, 'sharer')).toEqual(['delete']);
    expect(allowedInvitationEvents(accepted, 'sharer')).toEqual(['remove', 'setPermission']);
    expect(allowedInvitationEvents({ status: 'deleted' }, 'sharer')).toEqual([]);
  });
  it('knows the final states', () => {
    expect(INVITATION_STATUSES.filter(isFinalInvitationStatus)).toEqual(['deleted', 'removed']);
  });
  it('reads list entries (is_pending, is_read_only)', () => {
    expect(invitationFromEntry({ isPending: true, isReadOnly: true })).toEqual(pending);
    expect(invitationFromEntry({ isPending: false, isReadOnly: false })).toEqual({ status: 'accepted', permission: 'can-edit' });
  });
  it('maps a refusal to the "Undefined error"', () => {
    expect(invitationTransitionMessage({ kind: 'invalid-transition', from: 'removed', event: 'accept', actor: 'sharer' })).toEqual({
      key: 'sharing:innerCircle.undefinedError',
    });
  });
});
