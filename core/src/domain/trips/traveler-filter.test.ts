import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { parseTravelerFilter, travelerFilterQueryValue } from './traveler-filter.js';

describe('traveler filter (part 1 section 3.3)', () => {
  it('"takes all, true or false in one place"', () => {
    expect(parseTravelerFilter('all')).toEqual(ok('all'));
    expect(parseTravelerFilter('true')).toEqual(ok('traveler'));
    expect(parseTravelerFilter('false')).toEqual(ok('non_traveler'));
  });
  it('"and all, traveler, non_traveler in another"', () => {
    expect(parseTravelerFilter('traveler')).toEqual(ok('traveler'));
    expect(parseTravelerFilter('non_traveler')).toEqual(ok('non_traveler'));
  });
  it('"any other value is an error" (matching is exact)', () => {
    for (const value of ['', 'TRUE', ' all', 'yes', 'non-traveler', 'toString', '__proto__']) {
      expect(parseTravelerFilter(value), value).toEqual(err({ kind: 'invalid-traveler-filter', value }));
    }
  });
  it('writes the list query in the all/true/false vocabulary', () => {
    expect(travelerFilterQueryValue('all')).toBe('all');
    expect(travelerFilterQueryValue('traveler')).toBe('true');
    expect(travelerFilterQueryValue('non_traveler')).toBe('false');
  });
});
