import { describe, it } from 'vitest';
import fc from 'fast-check';
import { isTripStatus, TRIP_STATUSES } from './trip.js';

describe('trip entity: properties', () => {
  it('a string is a status exactly when it is one of the nine codes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...TRIP_STATUSES)), (s) => isTripStatus(s) === (TRIP_STATUSES as readonly string[]).includes(s)),
    );
  });
});
