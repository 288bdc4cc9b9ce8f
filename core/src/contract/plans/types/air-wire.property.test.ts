import { describe, it } from 'vitest';
import fc from 'fast-check';
import { airPlan, airPlanWith, airSegment } from '../../../domain/plans/types/air-arbitraries.test.js';
import { airSegmentWire } from './air-segment-wire.js';
import { airToWire, airWire, decodeAir } from './air-wire.js';
import { expectFieldNamed, itRoundTripsAndNamesBadFields, wrongValue } from './plan-wire-properties.test.js';

const withSegments = airPlanWith(fc.array(airSegment, { minLength: 1, maxLength: 3 }));
type WireWithSegments = { Segment: Record<string, unknown>[] };

describe('air wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: airPlan, toWire: airToWire, decode: decodeAir, fields: Object.keys(airWire.shape) });

  it('a segment field of the wrong type fails with an error naming the segment and the field', () => {
    fc.assert(
      fc.property(withSegments, fc.nat(), fc.constantFrom(...Object.keys(airSegmentWire.shape)), wrongValue, (p, n, field, bad) => {
        const wire = JSON.parse(JSON.stringify(airToWire(p))) as WireWithSegments;
        const index = n % wire.Segment.length;
        wire.Segment[index] = { ...wire.Segment[index], [field]: bad };
        expectFieldNamed(decodeAir(wire), `Segment.${index}.${field}`);
      }),
    );
  });

  it('a status field of the wrong type is named under Segment.i.Status', () => {
    const statusField = fc.constantFrom('flight_status', 'departure_gate', 'is_connection_at_risk', 'layover_minutes', 'ScheduledDepartureDateTime');
    fc.assert(
      fc.property(withSegments, statusField, (p, field) => {
        const wire = JSON.parse(JSON.stringify(airToWire(p))) as WireWithSegments;
        wire.Segment[0] = { ...wire.Segment[0], Status: { ...(wire.Segment[0]?.Status as object), [field]: [true] } };
        expectFieldNamed(decodeAir(wire), `Segment.0.Status.${field}`);
      }),
    );
  });
});
