import { describe, it } from 'vitest';
import fc from 'fast-check';
import {
  allowedInvitationEvents,
  invitationTransition,
  isFinalInvitationStatus,
  type InvitationEvent,
  type InvitationState,
} from './inner-circle-invitation.js';
import { INNER_CIRCLE_PERMISSIONS } from './inner-circle-permission.js';

const permission = fc.constantFrom(...INNER_CIRCLE_PERMISSIONS);
const actor = fc.constantFrom('sharer' as const, 'recipient' as const);
const state: fc.Arbitrary<InvitationState> = fc.oneof(
  permission.map((p) => ({ status: 'pending', permission: p }) as const),
  permission.map((p) => ({ status: 'accepted', permission: p }) as const),
  fc.constantFrom({ status: 'ignored' } as const, { status: 'deleted' } as const, { status: 'removed' } as const),
);
const event: fc.Arbitrary<InvitationEvent> = fc.oneof(
  fc.record({ type: fc.constantFrom('accept' as const, 'ignore' as const, 'delete' as const, 'remove' as const), actor }),
  fc.record({ type: fc.constant('setPermission' as const), actor, permission }),
);

// Every allowed step, as the spec words it: [from, event, actor, to].
const STEPS = new Set([
  'pending accept recipient accepted',
  'pending ignore recipient ignored',
  'pending delete sharer deleted',
  'ignored delete sharer deleted',
  'accepted remove sharer removed',
  'accepted remove recipient removed',
  'accepted setPermission sharer accepted',
]);

describe('Inner Circle invitation: properties', () => {
  it('a transition succeeds exactly for the allowed steps, and lands where the table says', () => {
    fc.assert(
      fc.property(state, event, (s, e) => {
        const r = invitationTransition(s, e);
        const allowed = [...STEPS].some((step) => step.startsWith(`${s.status} ${e.type} ${e.actor} `));
        if (!r.ok) return !allowed && r.error.from === s.status && r.error.event === e.type;
        return STEPS.has(`${s.status} ${e.type} ${e.actor} ${r.value.status}`);
      }),
    );
  });
  it('nothing leaves a final state, and a live connection never goes back to pending', () => {
    fc.assert(
      fc.property(state, fc.array(event, { maxLength: 12 }), (start, events) => {
        let s = start;
        for (const e of events) {
          const r = invitationTransition(s, e);
          if (isFinalInvitationStatus(s.status) && r.ok) return false;
          if (s.status !== 'pending' && r.ok && r.value.status === 'pending') return false;
          if (r.ok) s = r.value;
        }
        return true;
      }),
    );
  });
  it('the permission survives acceptance and only setPermission changes it', () => {
    fc.assert(
      fc.property(permission, fc.array(event, { maxLength: 12 }), (p, events) => {
        let s: InvitationState = { status: 'pending', permission: p };
        let expected = p;
        for (const e of events) {
          const r = invitationTransition(s, e);
          if (!r.ok) continue;
          if (e.type === 'setPermission') expected = e.permission;
          s = r.value;
          if ('permission' in s && s.permission !== expected) return false;
        }
        return true;
      }),
    );
  });
  it('allowedInvitationEvents lists exactly the events that succeed for that actor', () => {
    fc.assert(fc.property(state, event, (s, e) => allowedInvitationEvents(s, e.actor).includes(e.type) === invitationTransition(s, e).ok));
  });
});
