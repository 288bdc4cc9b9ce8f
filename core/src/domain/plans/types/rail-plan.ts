import type { PlanAddress, PlanDateTime, PlanTraveler } from '../plan-fields.js';
import type { PlanCommon } from './plan-common.js';

/**
 * One leg of a rail reservation (part 2 section 3, Rail). `uuid` is the segment's own id, not
 * the reservation's.
 *
 * @example
 * const s: RailSegment = { uuid: 's1', startDateTime, endDateTime, startStationName: 'Oslo S', startStationAddress, endStationName: 'Bergen', endStationAddress, carrierName: 'Vy', coachNumber: '3', confirmationNumber: 'VY1', seats: '41', serviceClass: 'Komfort', trainNumber: '601', trainType: 'Regional' };
 */
export interface RailSegment {
  readonly uuid: string;
  readonly startDateTime: PlanDateTime;
  readonly endDateTime: PlanDateTime;
  readonly startStationName: string;
  readonly startStationAddress: PlanAddress;
  readonly endStationName: string;
  readonly endStationAddress: PlanAddress;
  readonly carrierName: string;
  readonly coachNumber: string;
  readonly confirmationNumber: string;
  readonly seats: string;
  readonly serviceClass: string;
  readonly trainNumber: string;
  readonly trainType: string;
}

/**
 * A rail plan: the common fields, its travelers (wire key Traveler) and its segments in the
 * server's order. Its overall start and end come from the segments (see railSpan).
 *
 * @example
 * const r: RailPlan = { type: 'rail', meta, booking, travelers: [], segments: [oslo_bergen, bergen_flam] };
 */
export interface RailPlan extends PlanCommon {
  readonly type: 'rail';
  readonly travelers: readonly PlanTraveler[];
  readonly segments: readonly RailSegment[];
}
