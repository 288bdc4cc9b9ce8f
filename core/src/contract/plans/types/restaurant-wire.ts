import { z } from 'zod';
import { planTravelerFromWire, planTravelerListWire, planTravelersToWire, planWireText } from '../plan-wire.js';
import {
  addressField,
  addressFieldFromWire,
  addressFieldToWire,
  dateTimeField,
  dateTimeFieldFromWire,
  dateTimeFieldToWire,
  planCommonFromWire,
  planCommonToWire,
  planCommonWire,
  planObjectDecoder,
  textsFromWire,
  textsToWire,
} from './plan-object-wire.js';
import type { RestaurantPlan } from '../../../domain/plans/types/restaurant-plan.js';

const TEXTS = {
  cuisine: 'cuisine',
  dressCode: 'dress_code',
  hours: 'hours',
  numberPatrons: 'number_patrons',
  priceRange: 'price_range',
} as const;

/**
 * The RestaurantObject on the wire (travelers under Attendee).
 *
 * @example
 * restaurantWire.parse({ supplier_name: 'Maaemo', cuisine: 'Nordic', number_patrons: 2 })
 */
export const restaurantWire = z.object({
  ...planCommonWire.shape,
  DateTime: dateTimeField,
  Address: addressField,
  cuisine: planWireText,
  dress_code: planWireText,
  hours: planWireText,
  number_patrons: planWireText,
  price_range: planWireText,
  Attendee: planTravelerListWire,
});

/**
 * Parsed RestaurantObject to domain.
 *
 * @example
 * restaurantFromWire(restaurantWire.parse({ cuisine: 'Nordic' })).cuisine // 'Nordic'
 */
export function restaurantFromWire(w: z.output<typeof restaurantWire>): RestaurantPlan {
  return {
    type: 'restaurant',
    ...planCommonFromWire(w),
    ...textsFromWire(TEXTS, w),
    dateTime: dateTimeFieldFromWire(w.DateTime),
    address: addressFieldFromWire(w.Address),
    attendees: w.Attendee.map(planTravelerFromWire),
  };
}

/**
 * Domain restaurant to the RestaurantObject (empty text and lists left out).
 *
 * @example
 * restaurantToWire(plan).price_range // '$$'
 */
export function restaurantToWire(p: RestaurantPlan): z.input<typeof restaurantWire> {
  return {
    ...planCommonToWire(p),
    ...textsToWire(TEXTS, p),
    DateTime: dateTimeFieldToWire(p.dateTime),
    Address: addressFieldToWire(p.address),
    Attendee: planTravelersToWire(p.attendees),
  };
}

/**
 * Checks and reads a RestaurantObject; a bad field is named in the error.
 *
 * @example
 * decodeRestaurant({ DateTime: 'tonight' }) // err({ kind: 'invalid-fields', issues: [{ field: 'DateTime', ... }] })
 */
export const decodeRestaurant = planObjectDecoder(restaurantWire, restaurantFromWire);
