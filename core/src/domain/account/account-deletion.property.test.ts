import { describe, it } from 'vitest';
import fc from 'fast-check';
import { tripFateOnAccountDeletion, type TripMember } from './account-deletion.js';

const others = fc.uniqueArray(
  fc.record({
    userId: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
    isReadOnly: fc.boolean(),
    isTraveler: fc.boolean(),
    joinedAt: fc.integer({ min: 0, max: 20 }),
  }),
  { selector: (m) => m.userId, maxLength: 5 },
);
const trip = fc.record({ ownerIsLeaving: fc.boolean(), others }).map(({ ownerIsLeaving, others }): { members: TripMember[] } => {
  const owner: TripMember = { userId: ownerIsLeaving ? 'me' : 'z', isOwner: true, isReadOnly: false, isTraveler: false, joinedAt: 0 };
  const rest = others.map((o) => ({ ...o, isOwner: false }));
  return { members: ownerIsLeaving ? [owner, ...rest] : [owner, { userId: 'me', isOwner: false, isReadOnly: false, isTraveler: false, joinedAt: 3 }, ...rest] };
});

describe('tripFateOnAccountDeletion: properties', () => {
  it('never gives a trip to a viewer, to the leaving user, or to someone outside it', () => {
    fc.assert(
      fc.property(trip, ({ members }) => {
        const fate = tripFateOnAccountDeletion('me', members);
        if (fate.kind !== 'hand-over') return true;
        const heir = members.find((m) => m.userId === fate.to);
        return heir !== undefined && !heir.isReadOnly && heir.userId !== 'me';
      }),
    );
  });
  it('deletes exactly the trips the user owns with no other editor, and never a trip someone else owns', () => {
    fc.assert(
      fc.property(trip, ({ members }) => {
        const fate = tripFateOnAccountDeletion('me', members);
        const ownsIt = members.some((m) => m.isOwner && m.userId === 'me');
        const otherEditor = members.some((m) => m.userId !== 'me' && !m.isReadOnly);
        if (!ownsIt) return fate.kind === 'leave';
        return (fate.kind === 'delete') === !otherEditor;
      }),
    );
  });
  it('does not depend on the order participants are listed in', () => {
    fc.assert(
      fc.property(trip, fc.integer(), ({ members }, seed) => {
        const shuffled = [...members].sort((a, b) => ((a.userId.charCodeAt(0) * seed) % 7) - ((b.userId.charCodeAt(0) * seed) % 7));
        return JSON.stringify(tripFateOnAccountDeletion('me', shuffled)) === JSON.stringify(tripFateOnAccountDeletion('me', members));
      }),
    );
  });
});
