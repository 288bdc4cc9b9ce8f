import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { travelerPatchToProfilePatch, travelerProfilePatchWire } from './traveler-profile-entries.js';

const text = fc.string({ maxLength: 10 });
const patchArb = fc.record(
  {
    company: text,
    names: fc.record({ first_name: text, middle_name: text, last_name: text }, { requiredKeys: [] }),
    home_airport: text,
    home_location: text,
    home_location_id: text,
  },
  { requiredKeys: [] },
);

describe('traveler profile patch: properties', () => {
  it('carries exactly the fields present, each to its profile field, with its value', () => {
    fc.assert(
      fc.property(patchArb, (w) => {
        const patch = travelerPatchToProfilePatch(travelerProfilePatchWire.parse(w));
        const expected = {
          ...(w.company !== undefined ? { company: w.company } : {}),
          ...(w.names?.first_name !== undefined ? { firstName: w.names.first_name } : {}),
          ...(w.names?.middle_name !== undefined ? { middleName: w.names.middle_name } : {}),
          ...(w.names?.last_name !== undefined ? { lastName: w.names.last_name } : {}),
          ...(w.home_airport !== undefined ? { homeAirport: w.home_airport } : {}),
          ...(w.home_location !== undefined ? { homeCity: w.home_location } : {}),
          ...(w.home_location_id !== undefined ? { homeCityId: w.home_location_id } : {}),
        };
        expect(patch).toEqual(expected);
      }),
    );
  });
});
