import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TripParticipant, TripRole } from './trip-role.js';
import { canDeleteTrip, canEditTrip, canRemoveParticipant, visibleParticipants } from './trip-access.js';

const role = fc.constantFrom<TripRole>('owner', 'traveler', 'edit', 'viewer');
const participant = fc.record<TripParticipant>({
  userId: fc.uuid(),
  profileRef: fc.string({ minLength: 1, maxLength: 8 }),
  displayName: fc.string(),
  emailAddress: fc.option(fc.emailAddress(), { nil: null }),
  isOwner: fc.boolean(),
  isReadOnly: fc.boolean(),
  isTraveler: fc.boolean(),
});

describe('trip access invariants', () => {
  it('whoever may delete may edit', () => {
    fc.assert(fc.property(role, (r) => !canDeleteTrip(r) || canEditTrip(r)));
  });
  it('the owner is never removable, whoever asks', () => {
    fc.assert(fc.property(role, fc.boolean(), (r, isSelf) => !canRemoveParticipant({ role: r, isSelf, targetIsOwner: true })));
  });
  it('a viewer never sees an address nor anyone but the owner and themselves', () => {
    fc.assert(
      fc.property(fc.array(participant, { maxLength: 8 }), fc.uuid(), (ps, me) => {
        const seen = visibleParticipants(ps, { role: 'viewer', userId: me });
        expect(seen.every((p) => p.emailAddress === null && (p.isOwner || p.userId === me))).toBe(true);
      }),
    );
  });
  it('what a viewer sees is a subset of what an editor sees', () => {
    fc.assert(
      fc.property(fc.array(participant, { maxLength: 8 }), fc.uuid(), (ps, me) => {
        const editor = new Set(visibleParticipants(ps, { role: 'edit', userId: me }).map((p) => p.userId));
        return visibleParticipants(ps, { role: 'viewer', userId: me }).every((p) => editor.has(p.userId));
      }),
    );
  });
});
