import type { PlanAddress, PlanDateTime } from '../plan-fields.js';
import type { PlanCommon } from './plan-common.js';

/**
 * A parking plan (part 2 section 3, Parking).
 *
 * @example
 * const p: ParkingPlan = { type: 'parking', meta, booking, startDateTime, endDateTime, address, locationHours: '24h', locationName: 'P1', valetTicketNumber: '', locationPhone: '' };
 */
export interface ParkingPlan extends PlanCommon {
  readonly type: 'parking';
  readonly startDateTime: PlanDateTime;
  readonly endDateTime: PlanDateTime;
  readonly address: PlanAddress;
  readonly locationHours: string;
  readonly locationName: string;
  readonly valetTicketNumber: string;
  readonly locationPhone: string;
}
