import { describe, it } from 'vitest';
import fc from 'fast-check';
import { isPublicLinkValid, publicSharingTransition, type PublicSharingEvent, type PublicSharingState } from './public-sharing.js';

const guid = fc.constantFrom('g-1', 'g-2', 'g-3', 'g-4', '');
const event: fc.Arbitrary<PublicSharingEvent> = fc.oneof(
  fc.record({ type: fc.constant('issueGuid' as const), guid }),
  fc.constantFrom({ type: 'disableForUser' } as const, { type: 'enableForUser' } as const),
);

describe('public sharing: properties', () => {
  it('at most one guid opens the trip, it is the last one issued, and none while disabled', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        let s: PublicSharingState = { status: 'unshared' };
        let lastIssued: string | null = null;
        let disabled = false;
        for (const e of events) {
          const r = publicSharingTransition(s, e);
          if (!r.ok) continue;
          s = r.value;
          if (e.type === 'issueGuid') lastIssued = e.guid;
          disabled = e.type === 'disableForUser' ? true : e.type === 'enableForUser' ? false : disabled;
        }
        const opening = ['g-1', 'g-2', 'g-3', 'g-4'].filter((g) => isPublicLinkValid(s, g));
        return disabled || lastIssued === null ? opening.length === 0 : opening.length === 1 && opening[0] === lastIssued;
      }),
    );
  });
  it('an issued guid is refused while disabled and never equals the one it replaces', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        let s: PublicSharingState = { status: 'unshared' };
        for (const e of events) {
          const r = publicSharingTransition(s, e);
          if (e.type === 'issueGuid' && r.ok && (s.status === 'disabled' || (s.status === 'shared' && s.publicGuid === e.guid))) return false;
          if (r.ok) s = r.value;
        }
        return true;
      }),
    );
  });
});
