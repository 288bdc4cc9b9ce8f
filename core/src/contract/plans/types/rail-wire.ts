import { z } from 'zod';
import { planTravelerFromWire, planTravelerListWire, planTravelersToWire, planWireText } from '../plan-wire.js';
import {
  addressField,
  addressFieldFromWire,
  addressFieldToWire,
  dateTimeField,
  dateTimeFieldFromWire,
  dateTimeFieldToWire,
  planCommonFromWire,
  planCommonToWire,
  planCommonWire,
  planObjectDecoder,
  segmentListWire,
  textsFromWire,
  textsToWire,
} from './plan-object-wire.js';
import type { RailSegment, RailPlan } from '../../../domain/plans/types/rail-plan.js';

const SEGMENT_TEXTS = {
  uuid: 'uuid',
  startStationName: 'start_station_name',
  endStationName: 'end_station_name',
  carrierName: 'carrier_name',
  coachNumber: 'coach_number',
  confirmationNumber: 'confirmation_num',
  seats: 'seats',
  serviceClass: 'service_class',
  trainNumber: 'train_number',
  trainType: 'train_type',
} as const;

/**
 * One rail Segment on the wire (the fields of PLAN_TYPE_FIELDS.rail.segment plus uuid).
 *
 * @example
 * railSegmentWire.parse({ start_station_name: 'Oslo S', train_number: 601 }).train_number // '601'
 */
export const railSegmentWire = z.object({
  uuid: planWireText,
  StartDateTime: dateTimeField,
  EndDateTime: dateTimeField,
  start_station_name: planWireText,
  StartStationAddress: addressField,
  end_station_name: planWireText,
  EndStationAddress: addressField,
  carrier_name: planWireText,
  coach_number: planWireText,
  confirmation_num: planWireText,
  seats: planWireText,
  service_class: planWireText,
  train_number: planWireText,
  train_type: planWireText,
});

/**
 * Parsed rail Segment to domain.
 *
 * @example
 * railSegmentFromWire(railSegmentWire.parse({ seats: '41' })).seats // '41'
 */
export function railSegmentFromWire(w: z.output<typeof railSegmentWire>): RailSegment {
  return {
    ...textsFromWire(SEGMENT_TEXTS, w),
    startDateTime: dateTimeFieldFromWire(w.StartDateTime),
    endDateTime: dateTimeFieldFromWire(w.EndDateTime),
    startStationAddress: addressFieldFromWire(w.StartStationAddress),
    endStationAddress: addressFieldFromWire(w.EndStationAddress),
  };
}

/**
 * Domain rail segment to its wire Segment (empty text and unknown addresses left out).
 *
 * @example
 * railSegmentToWire(segment).train_number // '601'
 */
export function railSegmentToWire(s: RailSegment): z.input<typeof railSegmentWire> {
  return {
    ...textsToWire(SEGMENT_TEXTS, s),
    StartDateTime: dateTimeFieldToWire(s.startDateTime),
    EndDateTime: dateTimeFieldToWire(s.endDateTime),
    StartStationAddress: addressFieldToWire(s.startStationAddress),
    EndStationAddress: addressFieldToWire(s.endStationAddress),
  };
}

/**
 * The RailObject on the wire: common fields, Traveler and Segment (a list, or one lone object on read).
 *
 * @example
 * railWire.parse({ supplier_name: 'Vy', Segment: [{ train_number: '601' }] })
 */
export const railWire = z.object({
  ...planCommonWire.shape,
  Traveler: planTravelerListWire,
  Segment: segmentListWire(railSegmentWire),
});

/**
 * Parsed RailObject to domain.
 *
 * @example
 * railFromWire(railWire.parse({ Segment: { train_number: '601' } })).segments[0]?.trainNumber // '601'
 */
export function railFromWire(w: z.output<typeof railWire>): RailPlan {
  return {
    type: 'rail',
    ...planCommonFromWire(w),
    travelers: w.Traveler.map(planTravelerFromWire),
    segments: w.Segment.map(railSegmentFromWire),
  };
}

/**
 * Domain rail plan to the RailObject (empty text and lists left out; segments always as a list).
 *
 * @example
 * railToWire(plan).Segment // [{ uuid: 's1', train_number: '601', StartDateTime: {...}, ... }]
 */
export function railToWire(p: RailPlan): z.input<typeof railWire> {
  return {
    ...planCommonToWire(p),
    Traveler: planTravelersToWire(p.travelers),
    Segment: p.segments.length === 0 ? undefined : p.segments.map(railSegmentToWire),
  };
}

/**
 * Checks and reads a RailObject; a bad field is named in the error (a bad segment field is
 * reported under 'Segment').
 *
 * @example
 * decodeRail({ Traveler: true }) // err({ kind: 'invalid-fields', issues: [{ field: 'Traveler', ... }] })
 */
export const decodeRail = planObjectDecoder(railWire, railFromWire);
