import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canEditTrip } from '../trips/trip-access.js';
import { participantRoleOf } from '../trips/participants.js';
import type { TripParticipant } from '../trips/trip-role.js';
import { INNER_CIRCLE_PERMISSIONS, isReadOnlyPermission, seesSensitiveData } from './inner-circle-permission.js';
import { innerCircleJurisdictionAllows, innerCircleTripRole, withInnerCircleMember } from './inner-circle-access.js';

const jurisdiction = fc.constantFrom('AMER' as const, 'EMEA' as const);
const participant = (ref: string, isOwner: boolean): fc.Arbitrary<TripParticipant> =>
  fc.record({ isReadOnly: fc.boolean(), isTraveler: fc.boolean() }).map((f) => ({
    userId: `u-${ref}`,
    profileRef: ref,
    displayName: ref,
    emailAddress: null,
    isOwner,
    ...f,
  }));
const participants = fc
  .uniqueArray(fc.stringMatching(/^p[a-z]{1,3}$/), { maxLength: 5 })
  .chain((refs) => fc.tuple(participant('p-owner', true), ...refs.map((r) => participant(r, false))));

describe('Inner Circle access: properties', () => {
  it('the jurisdiction rule is symmetric and allows exactly the same jurisdiction', () => {
    fc.assert(
      fc.property(
        jurisdiction,
        jurisdiction,
        (a, b) => innerCircleJurisdictionAllows(a, b) === innerCircleJurisdictionAllows(b, a) && innerCircleJurisdictionAllows(a, b) === (a === b),
      ),
    );
  });
  it('an added member has the role of their permission: editing and sensitive data go together', () => {
    fc.assert(
      fc.property(participants, fc.constantFrom(...INNER_CIRCLE_PERMISSIONS), (list, permission) => {
        const seen = withInnerCircleMember(
          list,
          { userId: 'member', profileRef: 'p-member', displayName: 'M', emailAddress: null },
          isReadOnlyPermission(permission),
        );
        const me = seen.find((p) => p.userId === 'member');
        expect(me).toBeDefined();
        if (me === undefined) return;
        const role = participantRoleOf(me);
        expect(role).toBe(innerCircleTripRole(permission));
        expect(canEditTrip(role)).toBe(seesSensitiveData(permission));
        expect(seen.length).toBe(list.length + 1);
        expect(seen[0]?.isOwner).toBe(true);
        expect(seen.filter((p) => p.isOwner)).toHaveLength(1);
      }),
    );
  });
  it('never changes anyone who already takes part', () => {
    fc.assert(
      fc.property(participants, fc.boolean(), (list, readOnly) => {
        for (const p of list) expect(withInnerCircleMember(list, p, readOnly)).toBe(list);
      }),
    );
  });
});
