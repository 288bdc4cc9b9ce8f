/**
 * The reference indexes hold fixed data, so one of each serves the whole process, built on first
 * use: the lookups, the time zone lookup and callers that need airports synchronously share them.
 */
import { AirlineIndex } from './airline-index.js';
import { AirportIndex } from './airport-index.js';
import { CountryIndex } from './country-index.js';
import { lazy } from './lazy.js';
import { StateIndex } from './state-index.js';

export const SHARED = {
  airports: lazy(() => AirportIndex.load()),
  airlines: lazy(() => AirlineIndex.load()),
  countries: lazy(() => new CountryIndex()),
  states: lazy(() => new StateIndex()),
};

/**
 * The process-wide airport index (built on first call): synchronous airport names and zones,
 * e.g. for flight answers.
 *
 * @example
 * sharedAirportIndex().byCode('CDG', 'en-US')?.name // 'Paris Charles de Gaulle Airport'
 */
export function sharedAirportIndex(): AirportIndex {
  return SHARED.airports();
}
