import { describe } from 'vitest';
import { restaurantPlan, itRoundTripsAndNamesBadFields } from './plan-arbitraries.test.js';
import { decodeRestaurant, restaurantToWire, restaurantWire } from './restaurant-wire.js';

describe('restaurant wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: restaurantPlan, toWire: restaurantToWire, decode: decodeRestaurant, fields: Object.keys(restaurantWire.shape) });
});
