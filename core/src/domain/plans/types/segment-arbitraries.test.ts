// Shared fast-check arbitraries and property helpers for the multi-segment plan objects (rail,
// transport, cruise), with a self-check that each segment arbitrary is canonical on its own.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import type { Result } from '../../result.js';
import type { PlanObjectError } from './plan-object-wire.js';
import { address, common, dateTime, expectFieldNamed, text, travelers, wrongValue } from './plan-arbitraries.test.js';
import { railSegmentFromWire, railSegmentToWire, railSegmentWire, type RailPlan, type RailSegment } from './rail-wire.js';
import {
  transportSegmentFromWire, transportSegmentToWire, transportSegmentWire, type TransportPlan, type TransportSegment,
} from './transport-wire.js';
import { cruiseSegmentFromWire, cruiseSegmentToWire, cruiseSegmentWire, type CruisePlan, type CruiseSegment } from './cruise-wire.js';

const segmentsOf = <S>(segment: fc.Arbitrary<S>) => fc.array(segment, { maxLength: 4 });

export const railSegment: fc.Arbitrary<RailSegment> = fc.record({
  uuid: text, startDateTime: dateTime, endDateTime: dateTime, startStationName: text, startStationAddress: address,
  endStationName: text, endStationAddress: address, carrierName: text, coachNumber: text, confirmationNumber: text,
  seats: text, serviceClass: text, trainNumber: text, trainType: text,
});

export const railPlan: fc.Arbitrary<RailPlan> = fc.record({
  type: fc.constant('rail' as const), meta: common.map((c) => c.meta), booking: common.map((c) => c.booking),
  travelers, segments: segmentsOf(railSegment),
});

export const transportSegment: fc.Arbitrary<TransportSegment> = fc.record({
  uuid: text, startDateTime: dateTime, endDateTime: dateTime, startLocationAddress: address, startLocationName: text,
  endLocationAddress: address, endLocationName: text, carrierName: text, numberPassengers: text,
  confirmationNumber: text, vehicleDescription: text, detailTypeCode: fc.constantFrom('', 'F', 'G' as const),
});

export const transportPlan: fc.Arbitrary<TransportPlan> = fc.record({
  type: fc.constant('transport' as const), meta: common.map((c) => c.meta), booking: common.map((c) => c.booking),
  travelers, segments: segmentsOf(transportSegment),
});

export const cruiseSegment: fc.Arbitrary<CruiseSegment> = fc.record({
  uuid: text, startDateTime: dateTime, endDateTime: dateTime, locationName: text, locationAddress: address,
  detailTypeCode: text, isEmbark: fc.boolean(),
});

export const cruisePlan: fc.Arbitrary<CruisePlan> = fc.record({
  type: fc.constant('cruise' as const), meta: common.map((c) => c.meta), booking: common.map((c) => c.booking),
  shipName: text, cabinNumber: text, cabinType: text, dining: text, travelers, segments: segmentsOf(cruiseSegment),
});

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
    fc.assert(fc.property(withSegments, fc.nat(), fc.constantFrom(...opts.segmentFields), wrongValue, (p, n, field, bad) => {
      const wire = JSON.parse(JSON.stringify(opts.toWire(p))) as { Segment: Record<string, unknown>[] };
      const index = n % wire.Segment.length;
      wire.Segment[index] = { ...wire.Segment[index], [field]: bad };
      expectFieldNamed(opts.decode(wire), 'Segment');
    }));
  });
  it('a lone Segment object (not in a list) reads as a list of that one segment', () => {
    fc.assert(fc.property(withSegments, (p) => {
      const wire = JSON.parse(JSON.stringify(opts.toWire(p))) as { Segment: unknown[] };
      const r = opts.decode({ ...wire, Segment: wire.Segment[0] });
      expect(r.ok && r.value.segments).toEqual([p.segments[0]]);
    }));
  });
}

function segmentRoundTrip<S, W extends z.ZodType>(codec: {
  readonly wire: W; readonly toWire: (s: S) => unknown; readonly fromWire: (w: z.output<W>) => S;
}): (s: S) => S {
  return (s) => codec.fromWire(codec.wire.parse(JSON.parse(JSON.stringify(codec.toWire(s)))));
}

describe('segment arbitraries', () => {
  it('produce canonical rail segments', () => {
    const trip = segmentRoundTrip({ wire: railSegmentWire, toWire: railSegmentToWire, fromWire: railSegmentFromWire });
    fc.assert(fc.property(railSegment, (s) => { expect(trip(s)).toEqual(s); }));
  });
  it('produce canonical transport segments', () => {
    const trip = segmentRoundTrip({ wire: transportSegmentWire, toWire: transportSegmentToWire, fromWire: transportSegmentFromWire });
    fc.assert(fc.property(transportSegment, (s) => { expect(trip(s)).toEqual(s); }));
  });
  it('produce canonical cruise segments', () => {
    const trip = segmentRoundTrip({ wire: cruiseSegmentWire, toWire: cruiseSegmentToWire, fromWire: cruiseSegmentFromWire });
    fc.assert(fc.property(cruiseSegment, (s) => { expect(trip(s)).toEqual(s); }));
  });
});
