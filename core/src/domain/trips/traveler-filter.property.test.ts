import { describe, it } from 'vitest';
import fc from 'fast-check';
import { parseTravelerFilter, TRAVELER_FILTERS, travelerFilterQueryValue } from './traveler-filter.js';

const ACCEPTED = ['all', 'true', 'false', 'traveler', 'non_traveler'];

describe('traveler filter: properties', () => {
  it('accepts exactly the five words of the two vocabularies', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.constantFrom(...ACCEPTED)), (s) => parseTravelerFilter(s).ok === ACCEPTED.includes(s)));
  });
  it('both vocabularies normalise to the same filter', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRAVELER_FILTERS), (f) => {
        const fromName = parseTravelerFilter(f);
        const fromQuery = parseTravelerFilter(travelerFilterQueryValue(f));
        return fromName.ok && fromQuery.ok && fromName.value === f && fromQuery.value === f;
      }),
    );
  });
});
