import type { PlanAddress, PlanDateTime, PlanTraveler } from '../plan-fields.js';
import type { PlanCommon } from './plan-common.js';

/**
 * A car rental plan (part 2 section 3, Car rental): pickup (start) and drop-off (end) with their
 * locations, the car, and the drivers.
 *
 * @example
 * const c: CarPlan = { type: 'car', meta, booking, startDateTime, endDateTime, startLocationAddress, endLocationAddress, drivers: [], startLocationName: 'SFO', ... };
 */
export interface CarPlan extends PlanCommon {
  readonly type: 'car';
  readonly startDateTime: PlanDateTime;
  readonly endDateTime: PlanDateTime;
  readonly startLocationAddress: PlanAddress;
  readonly startLocationName: string;
  readonly startLocationHours: string;
  readonly startLocationPhone: string;
  readonly endLocationAddress: PlanAddress;
  readonly endLocationName: string;
  readonly endLocationHours: string;
  readonly endLocationPhone: string;
  readonly carDescription: string;
  readonly carType: string;
  readonly mileageCharges: string;
  readonly drivers: readonly PlanTraveler[];
}
