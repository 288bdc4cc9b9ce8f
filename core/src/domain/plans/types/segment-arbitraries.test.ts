// Shared fast-check arbitraries of the multi-segment plans (rail, transport, cruise) as domain values;
// contract/plans/types/segment-wire-properties.test.ts checks each segment is canonical on the wire.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { address, common, dateTime, text, travelers } from './plan-arbitraries.test.js';
import type { CruisePlan, CruiseSegment } from './cruise-plan.js';
import type { RailPlan, RailSegment } from './rail-plan.js';
import type { TransportPlan, TransportSegment } from './transport-plan.js';

const segmentsOf = <S>(segment: fc.Arbitrary<S>) => fc.array(segment, { maxLength: 4 });

export const railSegment: fc.Arbitrary<RailSegment> = fc.record({
  uuid: text,
  startDateTime: dateTime,
  endDateTime: dateTime,
  startStationName: text,
  startStationAddress: address,
  endStationName: text,
  endStationAddress: address,
  carrierName: text,
  coachNumber: text,
  confirmationNumber: text,
  seats: text,
  serviceClass: text,
  trainNumber: text,
  trainType: text,
});

export const railPlan: fc.Arbitrary<RailPlan> = fc.record({
  type: fc.constant('rail' as const),
  meta: common.map((c) => c.meta),
  booking: common.map((c) => c.booking),
  travelers,
  segments: segmentsOf(railSegment),
});

export const transportSegment: fc.Arbitrary<TransportSegment> = fc.record({
  uuid: text,
  startDateTime: dateTime,
  endDateTime: dateTime,
  startLocationAddress: address,
  startLocationName: text,
  endLocationAddress: address,
  endLocationName: text,
  carrierName: text,
  numberPassengers: text,
  confirmationNumber: text,
  vehicleDescription: text,
  detailTypeCode: fc.constantFrom('', 'F', 'G' as const),
});

export const transportPlan: fc.Arbitrary<TransportPlan> = fc.record({
  type: fc.constant('transport' as const),
  meta: common.map((c) => c.meta),
  booking: common.map((c) => c.booking),
  travelers,
  segments: segmentsOf(transportSegment),
});

export const cruiseSegment: fc.Arbitrary<CruiseSegment> = fc.record({
  uuid: text,
  startDateTime: dateTime,
  endDateTime: dateTime,
  locationName: text,
  locationAddress: address,
  detailTypeCode: text,
  isEmbark: fc.boolean(),
});

export const cruisePlan: fc.Arbitrary<CruisePlan> = fc.record({
  type: fc.constant('cruise' as const),
  meta: common.map((c) => c.meta),
  booking: common.map((c) => c.booking),
  shipName: text,
  cabinNumber: text,
  cabinType: text,
  dining: text,
  travelers,
  segments: segmentsOf(cruiseSegment),
});

describe('segment arbitraries', () => {
  it('produce plans of the type they are named for, some with segments', () => {
    const named: readonly [string, fc.Arbitrary<{ readonly type: string; readonly segments: readonly unknown[] }>][] = [
      ['rail', railPlan],
      ['transport', transportPlan],
      ['cruise', cruisePlan],
    ];
    for (const [type, arb] of named) {
      const sample = fc.sample(arb, { numRuns: 50, seed: 3 });
      expect(new Set(sample.map((p) => p.type))).toEqual(new Set([type]));
      expect(
        sample.some((p) => p.segments.length > 0),
        type,
      ).toBe(true);
    }
  });
});
