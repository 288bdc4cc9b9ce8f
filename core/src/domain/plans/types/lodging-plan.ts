import type { PlanAddress, PlanDateTime, PlanTraveler } from '../plan-fields.js';
import type { PlanCommon } from './plan-common.js';

/**
 * A lodging plan (part 2 section 3, Lodging). Counts are text as typed ('2').
 *
 * @example
 * const l: LodgingPlan = { type: 'lodging', meta, booking, startDateTime, endDateTime, address, guests: [], numberGuests: '2', numberRooms: '1', roomType: 'Suite' };
 */
export interface LodgingPlan extends PlanCommon {
  readonly type: 'lodging';
  readonly startDateTime: PlanDateTime;
  readonly endDateTime: PlanDateTime;
  readonly address: PlanAddress;
  readonly guests: readonly PlanTraveler[];
  readonly numberGuests: string;
  readonly numberRooms: string;
  readonly roomType: string;
}
