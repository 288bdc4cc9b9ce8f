import type { PlanAddress, PlanDateTime, PlanTraveler } from '../plan-fields.js';
import type { PlanCommon } from './plan-common.js';

/**
 * A restaurant plan (part 2 section 3, Restaurant); the supplier contact is in the booking fields.
 *
 * @example
 * const r: RestaurantPlan = { type: 'restaurant', meta, booking, dateTime, address, cuisine: 'Thai', dressCode: '', hours: '', numberPatrons: '4', priceRange: '$$', attendees: [] };
 */
export interface RestaurantPlan extends PlanCommon {
  readonly type: 'restaurant';
  readonly dateTime: PlanDateTime;
  readonly address: PlanAddress;
  readonly cuisine: string;
  readonly dressCode: string;
  readonly hours: string;
  readonly numberPatrons: string;
  readonly priceRange: string;
  readonly attendees: readonly PlanTraveler[];
}
