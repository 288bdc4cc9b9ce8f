// Wire property helpers shared by the multi-segment codecs' property tests (rail, transport, cruise),
// with a self-check that each domain segment arbitrary is canonical on its own wire.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import type { Result } from '../../../domain/result.js';
import { cruiseSegment, railSegment, transportSegment } from '../../../domain/plans/types/segment-arbitraries.test.js';
import { cruiseSegmentFromWire, cruiseSegmentToWire, cruiseSegmentWire } from './cruise-wire.js';
import type { PlanObjectError } from './plan-object-wire.js';
import { expectFieldNamed, wrongValue } from './plan-wire-properties.test.js';
import { railSegmentFromWire, railSegmentToWire, railSegmentWire } from './rail-wire.js';
import { transportSegmentFromWire, transportSegmentToWire, transportSegmentWire } from './transport-wire.js';

/**
 * Registers the segment-level wire properties of one multi-segment object: a wrong value in any
 * field of any segment fails with an issue naming the Segment list (or a path inside it), and a
 * lone Segment object reads as a list of that one segment.
 */
export function itNamesBadSegmentFieldsAndReadsLoneSegment<T extends { readonly segments: readonly unknown[] }>(opts: {
  readonly plan: fc.Arbitrary<T>;
  readonly toWire: (p: T) => object;
  readonly decode: (o: unknown) => Result<T, PlanObjectError>;
  readonly segmentFields: readonly string[];
}): void {
  const withSegments = opts.plan.filter((p) => p.segments.length > 0);
  it('a segment field of the wrong type fails with an error naming the Segment list', () => {
    fc.assert(
      fc.property(withSegments, fc.nat(), fc.constantFrom(...opts.segmentFields), wrongValue, (p, n, field, bad) => {
        const wire = JSON.parse(JSON.stringify(opts.toWire(p))) as { Segment: Record<string, unknown>[] };
        const index = n % wire.Segment.length;
        wire.Segment[index] = { ...wire.Segment[index], [field]: bad };
        expectFieldNamed(opts.decode(wire), 'Segment');
      }),
    );
  });
  it('a lone Segment object (not in a list) reads as a list of that one segment', () => {
    fc.assert(
      fc.property(withSegments, (p) => {
        const wire = JSON.parse(JSON.stringify(opts.toWire(p))) as { Segment: unknown[] };
        const r = opts.decode({ ...wire, Segment: wire.Segment[0] });
        expect(r.ok && r.value.segments).toEqual([p.segments[0]]);
      }),
    );
  });
}

function segmentRoundTrip<S, W extends z.ZodType>(codec: {
  readonly wire: W;
  readonly toWire: (s: S) => unknown;
  readonly fromWire: (w: z.output<W>) => S;
}): (s: S) => S {
  return (s) => codec.fromWire(codec.wire.parse(JSON.parse(JSON.stringify(codec.toWire(s)))));
}

describe('segment arbitraries', () => {
  it('produce canonical rail segments', () => {
    const trip = segmentRoundTrip({ wire: railSegmentWire, toWire: railSegmentToWire, fromWire: railSegmentFromWire });
    fc.assert(
      fc.property(railSegment, (s) => {
        expect(trip(s)).toEqual(s);
      }),
    );
  });
  it('produce canonical transport segments', () => {
    const trip = segmentRoundTrip({ wire: transportSegmentWire, toWire: transportSegmentToWire, fromWire: transportSegmentFromWire });
    fc.assert(
      fc.property(transportSegment, (s) => {
        expect(trip(s)).toEqual(s);
      }),
    );
  });
  it('produce canonical cruise segments', () => {
    const trip = segmentRoundTrip({ wire: cruiseSegmentWire, toWire: cruiseSegmentToWire, fromWire: cruiseSegmentFromWire });
    fc.assert(
      fc.property(cruiseSegment, (s) => {
        expect(trip(s)).toEqual(s);
      }),
    );
  });
});
