import { describe, expect, it } from 'vitest';
import { participantFlags, participantRoleOf, participantTypeOf, sortParticipantsByName, withParticipantType } from './participants.js';

describe('participant types (part 1 section 3.2)', () => {
  it('"traveler when isTraveler; viewer when read-only and not traveler; planner (named edit) when neither"', () => {
    expect(participantTypeOf({ isReadOnly: false, isTraveler: true })).toBe('traveler');
    expect(participantTypeOf({ isReadOnly: true, isTraveler: true })).toBe('traveler');
    expect(participantTypeOf({ isReadOnly: true, isTraveler: false })).toBe('viewer');
    expect(participantTypeOf({ isReadOnly: false, isTraveler: false })).toBe('edit');
  });
  it('"viewer = read-only and not traveler; edit = neither; traveler = traveler and not read-only"', () => {
    expect(participantFlags('viewer')).toEqual({ isReadOnly: true, isTraveler: false });
    expect(participantFlags('edit')).toEqual({ isReadOnly: false, isTraveler: false });
    expect(participantFlags('traveler')).toEqual({ isReadOnly: false, isTraveler: true });
  });
  it('setting a type keeps the other fields', () => {
    expect(withParticipantType({ profileRef: 'p2', isOwner: false, isReadOnly: true, isTraveler: true }, 'edit')).toEqual({
      profileRef: 'p2',
      isOwner: false,
      isReadOnly: false,
      isTraveler: false,
    });
  });
  it('"Participants sort by display name", with the locale\'s collation', () => {
    const list = [{ displayName: 'Zoé' }, { displayName: 'émile' }, { displayName: 'Ada' }, { displayName: 'Émile' }];
    expect(sortParticipantsByName(list, 'fr-FR').map((p) => p.displayName)).toEqual(['Ada', 'émile', 'Émile', 'Zoé']);
    const swedish = [{ displayName: 'Öberg' }, { displayName: 'Zander' }];
    expect(sortParticipantsByName(swedish, 'sv-SE').map((p) => p.displayName)).toEqual(['Zander', 'Öberg']);
    expect(sortParticipantsByName(swedish, 'de-DE').map((p) => p.displayName)).toEqual(['Öberg', 'Zander']);
  });
});

describe('participant role', () => {
  it('is owner for the creator, else the participant type', () => {
    expect(participantRoleOf({ isOwner: true, isReadOnly: false, isTraveler: false })).toBe('owner');
    expect(participantRoleOf({ isOwner: true, isReadOnly: true, isTraveler: true })).toBe('owner');
    expect(participantRoleOf({ isOwner: false, isReadOnly: true, isTraveler: true })).toBe('traveler');
    expect(participantRoleOf({ isOwner: false, isReadOnly: true, isTraveler: false })).toBe('viewer');
    expect(participantRoleOf({ isOwner: false, isReadOnly: false, isTraveler: false })).toBe('edit');
  });
});
