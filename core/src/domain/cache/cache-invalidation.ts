import { isFlightAlert } from '../alerts/alert-codes.js';
import type { CacheKey } from './cache-keys.js';

const TRIP_ALERT_CODES: ReadonlySet<string> = new Set(['FP', 'FI', 'FT']);

/**
 * The cache keys that new alerts make stale. The spec says the alert list is "invalidated when new
 * alerts of some types arrive (which types: not shown)"; the choice: any new alert invalidates the
 * alert list, and an alert about a trip (every flight alert, free pre-trip, import and trip
 * invitation) also the trip list, whose statuses and entries it may change.
 *
 * @example
 * cacheKeysInvalidatedBy(['FI']) // ['accountAlerts:list', 'trips:list']
 * cacheKeysInvalidatedBy(['PQ']) // ['accountAlerts:list']
 * cacheKeysInvalidatedBy([])     // []
 */
export function cacheKeysInvalidatedBy(newAlertCodes: readonly string[]): readonly CacheKey[] {
  if (newAlertCodes.length === 0) return [];
  const aboutTrips = newAlertCodes.some((code) => isFlightAlert(code) || TRIP_ALERT_CODES.has(code));
  return aboutTrips ? ['accountAlerts:list', 'trips:list'] : ['accountAlerts:list'];
}
