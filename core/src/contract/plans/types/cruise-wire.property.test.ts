import { describe } from 'vitest';
import { itRoundTripsAndNamesBadFields } from './plan-wire-properties.test.js';
import { cruisePlan } from '../../../domain/plans/types/segment-arbitraries.test.js';
import { itNamesBadSegmentFieldsAndReadsLoneSegment } from './segment-wire-properties.test.js';
import { decodeCruise, cruiseSegmentWire, cruiseToWire, cruiseWire } from './cruise-wire.js';

describe('cruise wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: cruisePlan, toWire: cruiseToWire, decode: decodeCruise, fields: Object.keys(cruiseWire.shape) });
  itNamesBadSegmentFieldsAndReadsLoneSegment({
    plan: cruisePlan,
    toWire: cruiseToWire,
    decode: decodeCruise,
    segmentFields: Object.keys(cruiseSegmentWire.shape),
  });
});
