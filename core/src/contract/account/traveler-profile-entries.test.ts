import { describe, expect, it } from 'vitest';
import { TRAVELER_PROFILE_ENTRIES, travelerPatchToProfilePatch, travelerProfilePatchWire, getTravelerProfileEntry } from './traveler-profile-entries.js';

describe('traveler profile entries', () => {
  it('are the spec paths with a session', () => {
    expect(TRAVELER_PROFILE_ENTRIES.map((e) => `${e.method} ${e.path} ${e.auth}`)).toEqual([
      'GET v2/travelerProfile/get session',
      'POST v2/travelerProfile/update session',
      'GET v2/gtmDataAsJson session',
    ]);
  });
  it('reads exclude_templates as the wire sends booleans', () => {
    expect(getTravelerProfileEntry.query.parse({ exclude_templates: 'true' })).toEqual({ exclude_templates: true });
    expect(getTravelerProfileEntry.query.parse({})).toEqual({});
  });
  it('maps only the fields present onto a profile patch', () => {
    const w = travelerProfilePatchWire.parse({ names: { first_name: 'Ada' }, home_location: 'Paris', home_location_id: '2988507', unknown: 1 });
    expect(travelerPatchToProfilePatch(w)).toEqual({ firstName: 'Ada', homeCity: 'Paris', homeCityId: '2988507' });
    expect(travelerPatchToProfilePatch(travelerProfilePatchWire.parse({}))).toEqual({});
  });
  it('refuses a malformed date of birth and overlong fields', () => {
    expect(travelerProfilePatchWire.safeParse({ date_of_birth: '01/05/1990' }).success).toBe(false);
    expect(travelerProfilePatchWire.safeParse({ company: 'x'.repeat(201) }).success).toBe(false);
  });
});
