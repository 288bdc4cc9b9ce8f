import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TripParticipant, TripRole } from './trip-role.js';
import { canDeleteTrip, canEditTrip, canRemoveParticipant, visibleParticipants } from './trip-access.js';
import { tripListAsSeenBy } from './trip-list-visibility.js';
import { EMPTY_TRIP } from './trip.js';
import { participantRoleOf } from './participants.js';

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
  it("a viewer is never shown another participant's address, not even as a name", () => {
    fc.assert(
      fc.property(fc.array(participant, { maxLength: 8 }), fc.uuid(), (ps, me) => {
        const named = ps.map((p, i) => (i % 2 === 0 && p.emailAddress !== null ? { ...p, displayName: p.emailAddress } : p));
        const addressOf = new Map(named.map((p) => [p.userId, p.emailAddress]));
        for (const p of visibleParticipants(named, { role: 'viewer', userId: me }))
          if (p.userId !== me && addressOf.get(p.userId) != null) expect(p.displayName).not.toBe(addressOf.get(p.userId));
      }),
    );
  });
});

describe('trip lists as the caller sees them', () => {
  // Several trips over one set of six people; the caller is one of them, with some role (or none) on each.
  const shapes = fc.array(fc.array(fc.tuple(fc.nat(5), fc.boolean(), fc.boolean()), { maxLength: 6 }), { maxLength: 4 });
  const people = fc.uniqueArray(participant, { minLength: 6, maxLength: 6, selector: (p) => p.profileRef });
  const tripsOf = (shape: readonly (readonly [number, boolean, boolean])[][], ps: readonly TripParticipant[]) =>
    shape.map((invitees, t) => ({
      ...EMPTY_TRIP,
      uuid: `t${t}`,
      invitees: [
        ...new Map(
          invitees.map(([at, ro, tr], k) => [at, { profileRef: ps[at]?.profileRef ?? '', isOwner: k === 0, isReadOnly: ro, isTraveler: tr }]),
        ).values(),
      ],
    }));

  it('shows everyone on trips the caller edits; only the owner and the caller on others; no address as a name there', () => {
    fc.assert(
      fc.property(shapes, people, fc.nat(5), (shape, ps, meAt) => {
        const me = ps[meAt] as TripParticipant;
        const items = tripsOf(shape, ps);
        const named = ps.map((p) => (p.emailAddress === null ? p : { ...p, displayName: p.emailAddress }));
        const seen = tripListAsSeenBy(items, named, me.userId);
        const edits = items.map((trip) => {
          const mine = trip.invitees.find((i) => i.profileRef === me.profileRef);
          return mine !== undefined && canEditTrip(participantRoleOf(mine));
        });
        items.forEach((trip, i) => {
          const shown = seen.trips[i]?.invitees ?? [];
          if (edits[i]) expect(shown).toEqual(trip.invitees);
          else expect(shown.every((inv) => inv.isOwner || inv.profileRef === me.profileRef)).toBe(true);
        });
        const onEdited = new Set(items.flatMap((trip, i) => (edits[i] ? trip.invitees.map((inv) => inv.profileRef) : [])));
        const visible = new Set(seen.trips.flatMap((t) => t.invitees.map((inv) => inv.profileRef)));
        for (const p of seen.profiles) {
          expect(visible.has(p.profileRef)).toBe(true);
          const address = ps.find((x) => x.profileRef === p.profileRef)?.emailAddress;
          if (p.profileRef !== me.profileRef && !onEdited.has(p.profileRef) && address != null) expect(p.displayName).not.toBe(address);
        }
      }),
    );
  });
});
