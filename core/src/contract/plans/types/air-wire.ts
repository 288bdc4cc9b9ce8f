import { z } from 'zod';
import type { Result } from '../../../domain/result.js';
import { planTravelerFromWire, planTravelerListWire, planTravelersToWire } from '../plan-wire.js';
import { airSegmentFromWire, airSegmentToWire, airSegmentWire } from './air-segment-wire.js';
import { planCommonFromWire, planCommonToWire, planCommonWire, planObjectDecoder, segmentListWire, type PlanObjectError } from './plan-object-wire.js';
import type { AirPlan } from '../../../domain/plans/types/air-plan.js';

/**
 * The AirObject on the wire: common fields plus Traveler and the Segment list (each an air segment).
 *
 * @example
 * airWire.parse({ supplier_name: 'SAS', Segment: [{ marketing_airline_code: 'SK', marketing_flight_number: '4035' }] })
 */
export const airWire = z.object({
  ...planCommonWire.shape,
  Traveler: planTravelerListWire,
  Segment: segmentListWire(airSegmentWire),
});

/**
 * Parsed AirObject to domain.
 *
 * @example
 * airFromWire(airWire.parse({ Segment: { start_airport_code: 'OSL' } })).segments[0]?.startAirportCode // 'OSL'
 */
export function airFromWire(w: z.output<typeof airWire>): AirPlan {
  return {
    type: 'air',
    ...planCommonFromWire(w),
    travelers: w.Traveler.map(planTravelerFromWire),
    segments: w.Segment.map(airSegmentFromWire),
  };
}

/**
 * Domain flight to the AirObject (empty travelers and segments left out).
 *
 * @example
 * airToWire(plan).Segment?.[0]?.marketing_flight_number // '4035'
 */
export function airToWire(p: AirPlan): z.input<typeof airWire> {
  return {
    ...planCommonToWire(p),
    Traveler: planTravelersToWire(p.travelers),
    Segment: p.segments.length === 0 ? undefined : p.segments.map(airSegmentToWire),
  };
}

/**
 * Checks and reads an AirObject; a bad field is named in the error, inside a segment with its
 * index (a seat tracker rule broken inside SeatTrackerSubscription is named the same way).
 *
 * @example
 * decodeAir({ Segment: [{}, { is_hidden: 'maybe' }] }) // err({ kind: 'invalid-fields', issues: [{ field: 'Segment.1.is_hidden', ... }] })
 */
export const decodeAir: (object: unknown) => Result<AirPlan, PlanObjectError> = planObjectDecoder(airWire, airFromWire);
