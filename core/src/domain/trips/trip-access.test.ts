import { describe, expect, it } from 'vitest';
import type { TripParticipant } from './trip-role.js';
import { EMPTY_TRIP } from './trip.js';
import {
  canDeleteTrip,
  canEditTrip,
  canRemoveParticipant,
  mayEditTrip,
  nameShownToViewer,
  tripAsSeenBy,
  tripRoleOf,
  visibleParticipants,
} from './trip-access.js';

const p = (userId: string, over: Partial<TripParticipant> = {}): TripParticipant => ({
  userId,
  profileRef: `p-${userId}`,
  displayName: userId,
  emailAddress: `${userId}@example.com`,
  isOwner: false,
  isReadOnly: true,
  isTraveler: false,
  ...over,
});
const participants = [p('u1', { isOwner: true, isReadOnly: false }), p('u2'), p('u3', { isReadOnly: false })];
const trip = {
  ...EMPTY_TRIP,
  uuid: 't1',
  publicGuid: 'g1',
  invitees: participants.map((x) => ({ profileRef: x.profileRef, isOwner: x.isOwner, isReadOnly: x.isReadOnly, isTraveler: x.isTraveler })),
};

describe('trip roles (part 1 section 6)', () => {
  it('owner, traveler and planner edit; a viewer does not', () => {
    expect(['owner', 'traveler', 'edit', 'viewer'].map((r) => canEditTrip(r as never))).toEqual([true, true, true, false]);
  });
  it('only the owner deletes or merges', () => {
    expect(['owner', 'traveler', 'edit', 'viewer'].map((r) => canDeleteTrip(r as never))).toEqual([true, false, false, false]);
  });
  it('a non-owner can leave; the owner cannot be removed; viewers cannot remove others', () => {
    expect(canRemoveParticipant({ role: 'viewer', isSelf: true, targetIsOwner: false })).toBe(true);
    expect(canRemoveParticipant({ role: 'viewer', isSelf: false, targetIsOwner: false })).toBe(false);
    expect(canRemoveParticipant({ role: 'edit', isSelf: false, targetIsOwner: false })).toBe(true);
    expect(canRemoveParticipant({ role: 'owner', isSelf: true, targetIsOwner: true })).toBe(false);
    expect(canRemoveParticipant({ role: 'edit', isSelf: false, targetIsOwner: true })).toBe(false);
  });
});

describe('what a caller sees of the participants (part 2 section 6)', () => {
  it('editors see everyone with addresses', () => {
    expect(visibleParticipants(participants, { role: 'edit', userId: 'u3' })).toEqual(participants);
  });
  it('a viewer sees the owner and themselves, without addresses', () => {
    const seen = visibleParticipants(participants, { role: 'viewer', userId: 'u2' });
    expect(seen.map((x) => [x.userId, x.emailAddress])).toEqual([
      ['u1', null],
      ['u2', null],
    ]);
  });
  it("a viewer is not shown the owner's address as their name when the owner has no name (the app shows its neutral label)", () => {
    const nameless = [p('u1', { isOwner: true, isReadOnly: false, displayName: 'u1@example.com' }), p('u2', { displayName: 'u2@example.com' })];
    expect(visibleParticipants(nameless, { role: 'viewer', userId: 'u2' }).map((x) => x.displayName)).toEqual(['', 'u2@example.com']);
    expect(visibleParticipants(nameless, { role: 'edit', userId: 'u2' }).map((x) => x.displayName)).toEqual(['u1@example.com', 'u2@example.com']);
  });
  it('names shown to a viewer: the display name unless it is (or looks like) an address', () => {
    expect(nameShownToViewer({ displayName: 'Ada Lovelace', emailAddress: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(nameShownToViewer({ displayName: 'ADA@example.com ', emailAddress: 'ada@example.com' })).toBe('');
    expect(nameShownToViewer({ displayName: 'ada@other.example', emailAddress: null })).toBe('');
    expect(nameShownToViewer({ displayName: 'Ada @ home', emailAddress: null })).toBe('Ada @ home');
  });
  it('the public sees no one and no public guid', () => {
    const seen = tripAsSeenBy(trip, participants, { role: 'public' });
    expect(seen.invitees).toEqual([]);
    expect(seen.publicGuid).toBeNull();
  });
  it('a viewer gets the invitees cut down the same way', () => {
    expect(tripAsSeenBy(trip, participants, { role: 'viewer', userId: 'u2' }).invitees.map((i) => i.profileRef)).toEqual(['p-u1', 'p-u2']);
  });
});

describe('the caller role from the invitees', () => {
  it('reads owner, a participant type, or no part', () => {
    expect(tripRoleOf(trip, 'p-u1')).toBe('owner');
    expect(tripRoleOf(trip, 'p-u2')).toBe('viewer');
    expect(tripRoleOf(trip, 'p-u3')).toBe('edit');
    expect(tripRoleOf(trip, 'nobody')).toBeNull();
    expect(tripRoleOf(trip, undefined)).toBeNull();
    expect([mayEditTrip('owner'), mayEditTrip('viewer'), mayEditTrip(null)]).toEqual([true, false, false]);
  });
});
