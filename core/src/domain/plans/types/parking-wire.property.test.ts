import { describe } from 'vitest';
import { parkingPlan, itRoundTripsAndNamesBadFields } from './plan-arbitraries.test.js';
import { decodeParking, parkingToWire, parkingWire } from './parking-wire.js';

describe('parking wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: parkingPlan, toWire: parkingToWire, decode: decodeParking, fields: Object.keys(parkingWire.shape) });
});
