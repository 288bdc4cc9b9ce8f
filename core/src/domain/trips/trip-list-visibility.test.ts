import { describe, expect, it } from 'vitest';
import { EMPTY_TRIP, type Trip } from './trip.js';
import { tripListAsSeenBy, type ListedProfile } from './trip-list-visibility.js';

// ada owns both trips; vic views Lyon and plans Oslo; tom travels on Lyon; bea has no name.
const profile = (user: string, displayName: string): ListedProfile => ({
  userId: user,
  profileRef: `p-${user}`,
  displayName,
  emailAddress: `${user}@example.com`,
});
const profiles = [profile('ada', 'ada@example.com'), profile('vic', 'Vic Viewer'), profile('tom', 'Tom Traveler'), profile('bea', 'bea@example.com')];
const inv = (user: string, flags: { isOwner?: boolean; isReadOnly?: boolean; isTraveler?: boolean } = {}) => ({
  profileRef: `p-${user}`,
  isOwner: flags.isOwner ?? false,
  isReadOnly: flags.isReadOnly ?? false,
  isTraveler: flags.isTraveler ?? false,
});
const lyon: Trip = {
  ...EMPTY_TRIP,
  uuid: 'lyon',
  invitees: [inv('ada', { isOwner: true }), inv('vic', { isReadOnly: true }), inv('tom', { isTraveler: true })],
};
const oslo: Trip = { ...EMPTY_TRIP, uuid: 'oslo', invitees: [inv('ada', { isOwner: true }), inv('vic'), inv('bea', { isReadOnly: true })] };

describe('trip list as the caller sees it (issue 10: viewers see only the owner and themselves)', () => {
  it('a viewer of every listed trip sees the owner and themselves, and not the owner’s address as a name', () => {
    const seen = tripListAsSeenBy([lyon], profiles, 'vic');
    expect(seen.trips[0]?.invitees.map((i) => i.profileRef)).toEqual(['p-ada', 'p-vic']);
    expect(seen.profiles).toEqual([
      { profileRef: 'p-ada', displayName: '' },
      { profileRef: 'p-vic', displayName: 'Vic Viewer' },
    ]);
  });

  it('on a trip the caller edits they see everyone, and that person in full on the whole page', () => {
    const seen = tripListAsSeenBy([lyon, oslo], profiles, 'vic');
    expect(seen.trips.map((t) => t.invitees.map((i) => i.profileRef))).toEqual([
      ['p-ada', 'p-vic'],
      ['p-ada', 'p-vic', 'p-bea'],
    ]);
    expect(seen.profiles).toEqual([
      { profileRef: 'p-ada', displayName: 'ada@example.com' },
      { profileRef: 'p-vic', displayName: 'Vic Viewer' },
      { profileRef: 'p-bea', displayName: 'bea@example.com' },
    ]);
  });

  it('the owner sees everyone; a list with no trips shows no one', () => {
    expect(tripListAsSeenBy([lyon], profiles, 'ada').profiles.map((p) => p.profileRef)).toEqual(['p-ada', 'p-vic', 'p-tom']);
    expect(tripListAsSeenBy([], profiles, 'ada')).toEqual({ trips: [], profiles: [] });
  });
});
