import type { PlanAddress, PlanDateTime } from '../plan-fields.js';
import type { PlanCommon } from './plan-common.js';

/**
 * A map plan (part 2 section 3, Map: DateTime, Address).
 *
 * @example
 * const m: MapPlan = { type: 'map', meta, booking, dateTime, address };
 */
export interface MapPlan extends PlanCommon {
  readonly type: 'map';
  readonly dateTime: PlanDateTime;
  readonly address: PlanAddress;
}
