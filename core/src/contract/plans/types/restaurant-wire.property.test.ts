import { describe } from 'vitest';
import { restaurantPlan } from '../../../domain/plans/types/plan-arbitraries.test.js';
import { itRoundTripsAndNamesBadFields } from './plan-wire-properties.test.js';
import { decodeRestaurant, restaurantToWire, restaurantWire } from './restaurant-wire.js';

describe('restaurant wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: restaurantPlan, toWire: restaurantToWire, decode: decodeRestaurant, fields: Object.keys(restaurantWire.shape) });
});
