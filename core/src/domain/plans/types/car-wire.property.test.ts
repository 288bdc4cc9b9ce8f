import { describe } from 'vitest';
import { carPlan, itRoundTripsAndNamesBadFields } from './plan-arbitraries.test.js';
import { carToWire, carWire, decodeCar } from './car-wire.js';

describe('car wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: carPlan, toWire: carToWire, decode: decodeCar, fields: Object.keys(carWire.shape) });
});
