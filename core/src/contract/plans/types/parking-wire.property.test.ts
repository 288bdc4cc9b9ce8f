import { describe } from 'vitest';
import { parkingPlan } from '../../../domain/plans/types/plan-arbitraries.test.js';
import { itRoundTripsAndNamesBadFields } from './plan-wire-properties.test.js';
import { decodeParking, parkingToWire, parkingWire } from './parking-wire.js';

describe('parking wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: parkingPlan, toWire: parkingToWire, decode: decodeParking, fields: Object.keys(parkingWire.shape) });
});
