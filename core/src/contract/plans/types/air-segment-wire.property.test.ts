import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { airSegment } from '../../../domain/plans/types/air-arbitraries.test.js';
import { airSegmentFromWire, airSegmentToWire, airSegmentWire } from './air-segment-wire.js';

describe('air segment wire property', () => {
  it('a segment survives the segment wire unchanged (domain -> wire -> JSON -> parse -> domain)', () => {
    fc.assert(
      fc.property(airSegment, (s) => {
        expect(airSegmentFromWire(airSegmentWire.parse(JSON.parse(JSON.stringify(airSegmentToWire(s)))))).toEqual(s);
      }),
    );
  });
});
