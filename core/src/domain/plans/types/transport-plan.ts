import type { PlanAddress, PlanDateTime, PlanTraveler } from '../plan-fields.js';
import type { DETAIL_TYPE_CODES } from '../plan-type-fields.js';
import type { PlanCommon } from './plan-common.js';

/**
 * A transport type code: F ferry, G ground; '' when not set.
 *
 * @example
 * const c: TransportTypeCode = 'F';
 */
export type TransportTypeCode = (typeof DETAIL_TYPE_CODES.transport)[number] | '';

/**
 * One transport segment (part 2 section 3, Transport). Counts are text as typed ('2'); `uuid` is
 * the segment's own id.
 *
 * @example
 * const s: TransportSegment = { uuid: 's1', startDateTime, endDateTime, startLocationAddress, startLocationName: 'Oslo ferry terminal', endLocationAddress, endLocationName: 'Kiel', carrierName: 'Color Line', numberPassengers: '2', confirmationNumber: 'CL1', vehicleDescription: 'Cabin 4 berths', detailTypeCode: 'F' };
 */
export interface TransportSegment {
  readonly uuid: string;
  readonly startDateTime: PlanDateTime;
  readonly endDateTime: PlanDateTime;
  readonly startLocationAddress: PlanAddress;
  readonly startLocationName: string;
  readonly endLocationAddress: PlanAddress;
  readonly endLocationName: string;
  readonly carrierName: string;
  readonly numberPassengers: string;
  readonly confirmationNumber: string;
  readonly vehicleDescription: string;
  readonly detailTypeCode: TransportTypeCode;
}

/**
 * A transport plan (ferry or ground): the common fields, its travelers (wire key Traveler) and its
 * segments in the server's order.
 *
 * @example
 * const t: TransportPlan = { type: 'transport', meta, booking, travelers: [], segments: [outbound, back] };
 */
export interface TransportPlan extends PlanCommon {
  readonly type: 'transport';
  readonly travelers: readonly PlanTraveler[];
  readonly segments: readonly TransportSegment[];
}
