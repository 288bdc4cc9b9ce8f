import { CONFLICT_FLIGHT_STATUS, effectiveFlightStatus, type FlightStatusCode } from './flight-status.js';

/**
 * What a flight segment shows where its status goes:
 * - `conflict`: the segment has a conflict to resolve (always shown, Pro or not, past or not);
 * - `none`: nothing (the segment is past);
 * - `pro-only`: a status exists but the trip is not Pro enabled, so the UI shows its upsell instead;
 * - `flight-status`: the effective flight status code (At Risk when the connection is at risk).
 *
 * @example
 * const s: SegmentStatus = { kind: 'flight-status', code: 401 };
 */
export type SegmentStatus =
  | { readonly kind: 'conflict'; readonly code: typeof CONFLICT_FLIGHT_STATUS }
  | { readonly kind: 'none' }
  | { readonly kind: 'pro-only' }
  | { readonly kind: 'flight-status'; readonly code: FlightStatusCode };

/**
 * The look of the whole segment row (not of the status pill, whose look is
 * `flightStatusVariant(code)`): `info` by default, and for a past segment `disabled` when it is
 * in conflict, otherwise `default` (part 2 section 4).
 *
 * @example
 * const v: SegmentVariant = 'disabled';
 */
export type SegmentVariant = 'info' | 'disabled' | 'default';

/**
 * The facts the segment status depends on. `isPast` is the segment time state (past when its end,
 * else its start, is not in the future); `isTripProEnabled` is the trip's Pro flag, since the spec
 * ties Pro features to the trip, not to the viewer.
 *
 * @example
 * const input: SegmentStatusInput = { conflictResolutionUrl: null, isPast: false, isTripProEnabled: true, flightStatus: 301, isConnectionAtRisk: false };
 */
export type SegmentStatusInput = {
  readonly conflictResolutionUrl: string | null | undefined;
  readonly isPast: boolean;
  readonly isTripProEnabled: boolean;
  readonly flightStatus: FlightStatusCode;
  readonly isConnectionAtRisk: boolean;
};

/**
 * Whether the segment has a conflict: a conflict_resolution_url that is not blank.
 *
 * @example
 * hasFlightConflict({ conflictResolutionUrl: '/resolve/1' }) // true
 * hasFlightConflict({ conflictResolutionUrl: '  ' })         // false
 */
export function hasFlightConflict(input: Pick<SegmentStatusInput, 'conflictResolutionUrl'>): boolean {
  return (input.conflictResolutionUrl ?? '').trim() !== '';
}

/**
 * The status a segment shows: conflict if a conflict_resolution_url exists; none if the segment is
 * past; otherwise the (effective) flight status code, which is Pro-only and so becomes `pro-only`
 * unless the trip is Pro enabled. Conflict wins over past: a past segment in conflict still shows it.
 *
 * @example
 * segmentStatus({ conflictResolutionUrl: '/r', isPast: true, isTripProEnabled: false, flightStatus: 301, isConnectionAtRisk: false })
 * // { kind: 'conflict', code: 901 }
 * segmentStatus({ conflictResolutionUrl: null, isPast: false, isTripProEnabled: false, flightStatus: 301, isConnectionAtRisk: false })
 * // { kind: 'pro-only' }
 * segmentStatus({ conflictResolutionUrl: null, isPast: false, isTripProEnabled: true, flightStatus: 301, isConnectionAtRisk: true })
 * // { kind: 'flight-status', code: 900 }
 */
export function segmentStatus(input: SegmentStatusInput): SegmentStatus {
  if (hasFlightConflict(input)) return { kind: 'conflict', code: CONFLICT_FLIGHT_STATUS };
  if (input.isPast) return { kind: 'none' };
  if (!input.isTripProEnabled) return { kind: 'pro-only' };
  return { kind: 'flight-status', code: effectiveFlightStatus(input) };
}

/**
 * The look of the segment row: info unless past; past and in conflict is disabled, past otherwise default.
 *
 * @example
 * segmentVariant({ conflictResolutionUrl: null, isPast: false })  // 'info'
 * segmentVariant({ conflictResolutionUrl: '/r', isPast: true })   // 'disabled'
 * segmentVariant({ conflictResolutionUrl: null, isPast: true })   // 'default'
 */
export function segmentVariant(input: Pick<SegmentStatusInput, 'conflictResolutionUrl' | 'isPast'>): SegmentVariant {
  if (!input.isPast) return 'info';
  return hasFlightConflict(input) ? 'disabled' : 'default';
}
