import { describe } from 'vitest';
import { itRoundTripsAndNamesBadFields } from './plan-arbitraries.test.js';
import { railPlan, itNamesBadSegmentFieldsAndReadsLoneSegment } from './segment-arbitraries.test.js';
import { decodeRail, railSegmentWire, railToWire, railWire } from './rail-wire.js';

describe('rail wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: railPlan, toWire: railToWire, decode: decodeRail, fields: Object.keys(railWire.shape) });
  itNamesBadSegmentFieldsAndReadsLoneSegment({
    plan: railPlan, toWire: railToWire, decode: decodeRail, segmentFields: Object.keys(railSegmentWire.shape),
  });
});
