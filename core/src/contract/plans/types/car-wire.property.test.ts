import { describe } from 'vitest';
import { carPlan } from '../../../domain/plans/types/plan-arbitraries.test.js';
import { itRoundTripsAndNamesBadFields } from './plan-wire-properties.test.js';
import { carToWire, carWire, decodeCar } from './car-wire.js';

describe('car wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: carPlan, toWire: carToWire, decode: decodeCar, fields: Object.keys(carWire.shape) });
});
