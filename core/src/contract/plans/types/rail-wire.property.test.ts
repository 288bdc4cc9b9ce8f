import { describe } from 'vitest';
import { itRoundTripsAndNamesBadFields } from './plan-wire-properties.test.js';
import { railPlan } from '../../../domain/plans/types/segment-arbitraries.test.js';
import { itNamesBadSegmentFieldsAndReadsLoneSegment } from './segment-wire-properties.test.js';
import { decodeRail, railSegmentWire, railToWire, railWire } from './rail-wire.js';

describe('rail wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: railPlan, toWire: railToWire, decode: decodeRail, fields: Object.keys(railWire.shape) });
  itNamesBadSegmentFieldsAndReadsLoneSegment({
    plan: railPlan,
    toWire: railToWire,
    decode: decodeRail,
    segmentFields: Object.keys(railSegmentWire.shape),
  });
});
