import { describe } from 'vitest';
import { itRoundTripsAndNamesBadFields } from './plan-arbitraries.test.js';
import { cruisePlan, itNamesBadSegmentFieldsAndReadsLoneSegment } from './segment-arbitraries.test.js';
import { decodeCruise, cruiseSegmentWire, cruiseToWire, cruiseWire } from './cruise-wire.js';

describe('cruise wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: cruisePlan, toWire: cruiseToWire, decode: decodeCruise, fields: Object.keys(cruiseWire.shape) });
  itNamesBadSegmentFieldsAndReadsLoneSegment({
    plan: cruisePlan, toWire: cruiseToWire, decode: decodeCruise, segmentFields: Object.keys(cruiseSegmentWire.shape),
  });
});
