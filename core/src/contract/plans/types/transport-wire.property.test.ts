import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { itRoundTripsAndNamesBadFields } from './plan-wire-properties.test.js';
import { transportPlan } from '../../../domain/plans/types/segment-arbitraries.test.js';
import { itNamesBadSegmentFieldsAndReadsLoneSegment } from './segment-wire-properties.test.js';
import { decodeTransport, transportSegmentWire, transportToWire, transportWire } from './transport-wire.js';

describe('transport wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: transportPlan, toWire: transportToWire, decode: decodeTransport, fields: Object.keys(transportWire.shape) });
  itNamesBadSegmentFieldsAndReadsLoneSegment({
    plan: transportPlan,
    toWire: transportToWire,
    decode: decodeTransport,
    segmentFields: Object.keys(transportSegmentWire.shape),
  });
  it('a segment detail_type_code outside F and G fails naming the segment and field', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => !['F', 'G'].includes(s)),
        (code) => {
          const r = decodeTransport({ Segment: [{ detail_type_code: 'F' }, { detail_type_code: code }] });
          expect(r.ok ? [] : r.error.issues.map((i) => i.field)).toEqual(['Segment.1.detail_type_code']);
        },
      ),
    );
  });
});
