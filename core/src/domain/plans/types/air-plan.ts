import type { FlightSegmentStatus } from '../../flights/flight-segment-status.js';
import type { SeatTrackerSubscription } from '../../flights/seat-tracker-subscription.js';
import type { PlanDateTime, PlanTraveler } from '../plan-fields.js';
import type { PlanCommon } from './plan-common.js';

/**
 * The text fields of an air segment (each kept as typed, '' when unknown).
 *
 * @example
 * const k: AirSegmentTextKey = 'marketingFlightNumber';
 */
export type AirSegmentTextKey =
  | 'uuid'
  | 'marketingAirlineCode'
  | 'marketingAirline'
  | 'marketingAirlineImage'
  | 'marketingAirlinePhone'
  | 'marketingAirlineUrl'
  | 'marketingFlightNumber'
  | 'operatingAirlineCode'
  | 'operatingAirline'
  | 'operatingAirlineImage'
  | 'operatingAirlinePhone'
  | 'operatingAirlineUrl'
  | 'operatingFlightNumber'
  | 'startAirportCode'
  | 'startAirportName'
  | 'startCityName'
  | 'startCountryCode'
  | 'startGate'
  | 'startTerminal'
  | 'endAirportCode'
  | 'endAirportName'
  | 'endCityName'
  | 'endCountryCode'
  | 'endGate'
  | 'endTerminal'
  | 'seats'
  | 'aircraft'
  | 'aircraftDisplayName'
  | 'conflictResolutionUrl'
  | 'distance'
  | 'duration'
  | 'entertainment'
  | 'meal'
  | 'notes'
  | 'onTimePercent'
  | 'serviceClass'
  | 'stops'
  | 'baggageClaim'
  | 'checkInUrl';

/**
 * One flight segment (part 2 section 3, Flight (air)). Text is as typed ('' when unknown):
 * `marketingAirline`/`operatingAirline` are the airline names, `seats` is e.g. '31F, 31G',
 * `distance` (kilometres), `duration`, `onTimePercent` (ontime_perc) and `stops` are kept as sent.
 * `status` is the live flight status (408 unknown when missing); `seatTrackerSubscription` is
 * null when none. `uuid` is the segment's own uuid (not the reservation's).
 *
 * @example
 * const s: AirSegment = { ...segment, marketingAirlineCode: 'SK', marketingFlightNumber: '4035', status: NO_FLIGHT_SEGMENT_STATUS, seatTrackerSubscription: null };
 */
export interface AirSegment extends Readonly<Record<AirSegmentTextKey, string>> {
  readonly startDateTime: PlanDateTime;
  readonly endDateTime: PlanDateTime;
  readonly status: FlightSegmentStatus;
  readonly isInternational: boolean;
  readonly isHidden: boolean;
  readonly isEligibleAirhelp: boolean;
  readonly seatTrackerSubscription: SeatTrackerSubscription | null;
}

/**
 * A flight reservation (part 2 section 3, Flight (air)): the common fields, its travelers and its
 * flight segments in order.
 *
 * @example
 * const a: AirPlan = { type: 'air', meta, booking, travelers: [], segments: [osloToLondon, londonToNewYork] };
 */
export interface AirPlan extends PlanCommon {
  readonly type: 'air';
  readonly travelers: readonly PlanTraveler[];
  readonly segments: readonly AirSegment[];
}
