import { describe } from 'vitest';
import { mapPlan, itRoundTripsAndNamesBadFields } from './plan-arbitraries.test.js';
import { decodeMap, mapToWire, mapWire } from './map-wire.js';

describe('map wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: mapPlan, toWire: mapToWire, decode: decodeMap, fields: Object.keys(mapWire.shape) });
});
