import type { PlanAddress, PlanDateTime, PlanTraveler } from '../plan-fields.js';
import type { PlanCommon } from './plan-common.js';

/**
 * One cruise stop (part 2 section 3, Cruise): its date-time range, location, the port-of-call
 * flag as the wire writes it (detail_type_code, kept as sent: the spec gives no values) and
 * isEmbark. The role shown (embark, port, disembark) comes from the position, see cruiseStopRole.
 *
 * @example
 * const s: CruiseSegment = { uuid: 's1', startDateTime, endDateTime, locationName: 'Port of Miami', locationAddress, detailTypeCode: '', isEmbark: true };
 */
export interface CruiseSegment {
  readonly uuid: string;
  readonly startDateTime: PlanDateTime;
  readonly endDateTime: PlanDateTime;
  readonly locationName: string;
  readonly locationAddress: PlanAddress;
  readonly detailTypeCode: string;
  readonly isEmbark: boolean;
}

/**
 * A cruise plan: the common fields, ship_name, cabin_number, cabin_type, dining, its travelers
 * (wire key Traveler) and its segments in the server's order.
 *
 * @example
 * const c: CruisePlan = { type: 'cruise', meta, booking, shipName: 'Nordnorge', cabinNumber: '412', cabinType: 'Outside', dining: 'Second seating', travelers: [], segments: [bergen, alesund, kirkenes] };
 */
export interface CruisePlan extends PlanCommon {
  readonly type: 'cruise';
  readonly shipName: string;
  readonly cabinNumber: string;
  readonly cabinType: string;
  readonly dining: string;
  readonly travelers: readonly PlanTraveler[];
  readonly segments: readonly CruiseSegment[];
}
