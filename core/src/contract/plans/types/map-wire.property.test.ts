import { describe } from 'vitest';
import { mapPlan } from '../../../domain/plans/types/plan-arbitraries.test.js';
import { itRoundTripsAndNamesBadFields } from './plan-wire-properties.test.js';
import { decodeMap, mapToWire, mapWire } from './map-wire.js';

describe('map wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: mapPlan, toWire: mapToWire, decode: decodeMap, fields: Object.keys(mapWire.shape) });
});
