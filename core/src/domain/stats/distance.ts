import type { DistanceUnit } from '../profile/profile.js';
import { statsMessage, type StatsMessage } from './message-keys.js';

/**
 * Kilometres in one international mile (part 3 section 9: "miles = kilometres / 1.609344").
 *
 * @example
 * kilometresToMiles(KILOMETRES_PER_MILE) // 1
 */
export const KILOMETRES_PER_MILE = 1.609344;

/**
 * Converts a distance in kilometres (as travel stats store it) to miles.
 *
 * @example
 * kilometresToMiles(1609.344) // 1000
 * kilometresToMiles(100)      // 62.13711922373339
 */
export function kilometresToMiles(km: number): number {
  return km / KILOMETRES_PER_MILE;
}

/**
 * A distance stored in kilometres expressed in the user's unit (profile `distance`: 'M' miles,
 * 'K' kilometres), unrounded.
 *
 * @example
 * distanceInUnit(160.9344, 'M') // 100
 * distanceInUnit(160.9344, 'K') // 160.9344
 */
export function distanceInUnit(km: number, unit: DistanceUnit): number {
  return unit === 'M' ? kilometresToMiles(km) : km;
}

/**
 * The text of a distance in the user's unit: 'stats:distance.miles' or
 * 'stats:distance.kilometres' with `count`, the distance rounded to a whole number (halves up),
 * for the UI to format with grouping and pluralise. Choice: whole units, since stats are totals
 * over trips and a fraction of a mile adds nothing; negative and non-finite inputs count as 0.
 *
 * @example
 * formatDistance(10000, 'M') // { key: 'stats:distance.miles', values: { count: 6214 } }
 * formatDistance(10000, 'K') // { key: 'stats:distance.kilometres', values: { count: 10000 } }
 */
export function formatDistance(km: number, unit: DistanceUnit): StatsMessage {
  const safe = Number.isFinite(km) && km > 0 ? km : 0;
  const count = Math.round(distanceInUnit(safe, unit));
  return statsMessage(unit === 'M' ? 'stats:distance.miles' : 'stats:distance.kilometres', { count });
}
