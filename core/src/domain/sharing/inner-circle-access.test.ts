import { describe, expect, it } from 'vitest';
import type { TripParticipant } from '../trips/trip-role.js';
import { innerCircleJurisdictionAllows, innerCircleTripRole, inviteesOf, reachesThroughInnerCircle, withInnerCircleMember } from './inner-circle-access.js';

const owner: TripParticipant = {
  userId: 'ada',
  profileRef: 'p-ada',
  displayName: 'Ada',
  emailAddress: 'ada@example.com',
  isOwner: true,
  isReadOnly: false,
  isTraveler: true,
};
const cy: TripParticipant = {
  userId: 'cy',
  profileRef: 'p-cy',
  displayName: 'Cy',
  emailAddress: 'cy@example.com',
  isOwner: false,
  isReadOnly: true,
  isTraveler: false,
};
const bo = { userId: 'bo', profileRef: 'p-bo', displayName: 'Bo', emailAddress: 'bo@example.com' };

describe('Inner Circle access (part 3 sections 3 and 6)', () => {
  it('"View only" reads like a trip viewer, "Can edit" edits and sees sensitive data like a planner', () => {
    expect(innerCircleTripRole('view-only')).toBe('viewer');
    expect(innerCircleTripRole('can-edit')).toBe('edit');
  });
  it("reaches only the sharer's trips shared with the Inner Circle (is_private false), unless already a participant", () => {
    const shared = { shouldShareWithInnerCircle: true };
    expect(reachesThroughInnerCircle({ trip: shared, ownerId: 'ada', sharerIds: ['ada'], isParticipant: false })).toBe(true);
    expect(reachesThroughInnerCircle({ trip: { shouldShareWithInnerCircle: false }, ownerId: 'ada', sharerIds: ['ada'], isParticipant: false })).toBe(false);
    expect(reachesThroughInnerCircle({ trip: shared, ownerId: 'ada', sharerIds: ['cy'], isParticipant: false })).toBe(false);
    expect(reachesThroughInnerCircle({ trip: shared, ownerId: 'ada', sharerIds: ['ada'], isParticipant: true })).toBe(false);
  });
  it("adds the member as a non-owner, non-traveler participant in the stores' order", () => {
    const seen = withInnerCircleMember([owner, cy], bo, true);
    expect(seen.map((p) => p.profileRef)).toEqual(['p-ada', 'p-bo', 'p-cy']);
    expect(seen[1]).toEqual({ ...bo, isOwner: false, isReadOnly: true, isTraveler: false });
    expect(withInnerCircleMember([owner], bo, false)[1]?.isReadOnly).toBe(false);
  });
  it('leaves a member who already takes part as they are', () => {
    expect(withInnerCircleMember([owner, cy], { ...cy }, false)).toEqual([owner, cy]);
  });
  it('gives the invitees of the participants', () => {
    expect(inviteesOf([owner])).toEqual([{ profileRef: 'p-ada', isOwner: true, isReadOnly: false, isTraveler: true }]);
  });
  it('"Invitations are blocked for some users by jurisdiction": a circle stays within AMER or EMEA', () => {
    expect(innerCircleJurisdictionAllows('AMER', 'AMER')).toBe(true);
    expect(innerCircleJurisdictionAllows('EMEA', 'EMEA')).toBe(true);
    expect(innerCircleJurisdictionAllows('AMER', 'EMEA')).toBe(false);
    expect(innerCircleJurisdictionAllows('EMEA', 'AMER')).toBe(false);
  });
});
