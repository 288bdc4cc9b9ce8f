import { TRIP_STATUSES, type TripStatus } from './trip.js';

/**
 * A message key of the `trips` namespace naming a trip status label.
 *
 * @example
 * const k: TripStatusLabelKey = 'trips:status.connectionAtRisk';
 */
export type TripStatusLabelKey = `trips:status.${string}`;

/**
 * The label key of each status; the UI catalogues hold the texts (Conflict, Not Monitored,
 * Missing Info, Monitoring Loss, Cancellations, Diversions, Delays, Connection At Risk, All Clear).
 *
 * @example
 * TRIP_STATUS_LABEL_KEYS.missing_key_info // 'trips:status.missingKeyInfo'
 */
export const TRIP_STATUS_LABEL_KEYS: Readonly<Record<TripStatus, TripStatusLabelKey>> = {
  conflict: 'trips:status.conflict',
  not_monitored: 'trips:status.notMonitored',
  missing_key_info: 'trips:status.missingKeyInfo',
  monitoring_loss: 'trips:status.monitoringLoss',
  cancellations: 'trips:status.cancellations',
  diversions: 'trips:status.diversions',
  delays: 'trips:status.delays',
  connection_at_risk: 'trips:status.connectionAtRisk',
  all_clear: 'trips:status.allClear',
};

/**
 * The statuses to show (part 1 section 3.1): conflict alone wins; else connection_at_risk alone;
 * else all of them, without duplicates and in the spec's order (TRIP_STATUSES).
 *
 * @example
 * displayedTripStatuses(['delays', 'conflict'])           // ['conflict']
 * displayedTripStatuses(['delays', 'connection_at_risk']) // ['connection_at_risk']
 * displayedTripStatuses(['delays', 'cancellations'])      // ['cancellations', 'delays']
 */
export function displayedTripStatuses(statuses: readonly TripStatus[]): readonly TripStatus[] {
  if (statuses.includes('conflict')) return ['conflict'];
  if (statuses.includes('connection_at_risk')) return ['connection_at_risk'];
  return TRIP_STATUSES.filter((s) => statuses.includes(s));
}

/**
 * The label keys of the statuses to show (see {@link displayedTripStatuses}).
 *
 * @example
 * tripStatusLabels(['all_clear']) // ['trips:status.allClear']
 */
export function tripStatusLabels(statuses: readonly TripStatus[]): readonly TripStatusLabelKey[] {
  return displayedTripStatuses(statuses).map((s) => TRIP_STATUS_LABEL_KEYS[s]);
}
