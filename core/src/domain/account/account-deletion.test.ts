import { describe, expect, it } from 'vitest';
import { tripFateOnAccountDeletion, type TripMember } from './account-deletion.js';

const member = (userId: string, part: 'owner' | 'traveler' | 'planner' | 'viewer', joinedAt: number): TripMember => ({
  userId,
  isOwner: part === 'owner',
  isReadOnly: part === 'viewer',
  isTraveler: part === 'traveler',
  joinedAt,
});

describe('tripFateOnAccountDeletion', () => {
  it('deletes a trip the user owns alone', () => {
    expect(tripFateOnAccountDeletion('u1', [member('u1', 'owner', 0)])).toEqual({ kind: 'delete' });
  });
  it('deletes a trip shared only with viewers', () => {
    expect(tripFateOnAccountDeletion('u1', [member('u1', 'owner', 0), member('v1', 'viewer', 1), member('v2', 'viewer', 2)])).toEqual({ kind: 'delete' });
  });
  it('hands a shared trip to the editor who joined first, travelers and planners alike', () => {
    const members = [member('u1', 'owner', 0), member('late', 'traveler', 30), member('v', 'viewer', 5), member('early', 'planner', 10)];
    expect(tripFateOnAccountDeletion('u1', members)).toEqual({ kind: 'hand-over', to: 'early' });
  });
  it('breaks a tie on joining time by user id', () => {
    expect(tripFateOnAccountDeletion('u1', [member('u1', 'owner', 0), member('b', 'planner', 7), member('a', 'traveler', 7)])).toEqual({
      kind: 'hand-over',
      to: 'a',
    });
  });
  it('only leaves a trip someone else owns', () => {
    expect(tripFateOnAccountDeletion('u2', [member('u1', 'owner', 0), member('u2', 'planner', 1)])).toEqual({ kind: 'leave' });
  });
});
