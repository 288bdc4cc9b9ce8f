import { err, ok, type Result } from '../result.js';

/**
 * The normalised traveler filter: all trips, trips the user travels on, trips the user does not
 * travel on. The interface shows them as "all", "your trips" and "others' trips".
 *
 * @example
 * TRAVELER_FILTERS // ['all', 'traveler', 'non_traveler']
 */
export const TRAVELER_FILTERS = ['all', 'traveler', 'non_traveler'] as const;

/**
 * One normalised traveler filter.
 *
 * @example
 * const f: TravelerFilter = 'non_traveler';
 */
export type TravelerFilter = (typeof TRAVELER_FILTERS)[number];

/**
 * A traveler filter value that is in neither vocabulary (an internal error, section 8).
 *
 * @example
 * const e: TravelerFilterError = { kind: 'invalid-traveler-filter', value: 'maybe' };
 */
export type TravelerFilterError = { readonly kind: 'invalid-traveler-filter'; readonly value: string };

const ALIASES: Readonly<Record<string, TravelerFilter>> = {
  all: 'all',
  true: 'traveler',
  traveler: 'traveler',
  false: 'non_traveler',
  non_traveler: 'non_traveler',
};

/**
 * Reads a traveler filter in either vocabulary of section 3.3 (all/true/false or
 * all/traveler/non_traveler) and normalises it. Matching is exact: no trimming, no case folding;
 * anything else is an error.
 *
 * @example
 * parseTravelerFilter('true')         // ok('traveler')
 * parseTravelerFilter('non_traveler') // ok('non_traveler')
 * parseTravelerFilter('TRUE')         // err({ kind: 'invalid-traveler-filter', value: 'TRUE' })
 */
export function parseTravelerFilter(value: string): Result<TravelerFilter, TravelerFilterError> {
  const filter = Object.hasOwn(ALIASES, value) ? ALIASES[value] : undefined;
  return filter === undefined ? err({ kind: 'invalid-traveler-filter', value }) : ok(filter);
}

/**
 * The value of the `traveler` query of GET v2/list/trip, which uses the all/true/false vocabulary.
 *
 * @example
 * travelerFilterQueryValue('non_traveler') // 'false'
 */
export function travelerFilterQueryValue(filter: TravelerFilter): 'all' | 'true' | 'false' {
  switch (filter) {
    case 'all':
      return 'all';
    case 'traveler':
      return 'true';
    case 'non_traveler':
      return 'false';
  }
}
