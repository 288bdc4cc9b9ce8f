import { z } from 'zod';
import { DETAIL_TYPE_CODES } from '../../../domain/plans/plan-type-fields.js';
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
import type { TransportSegment, TransportPlan } from '../../../domain/plans/types/transport-plan.js';

const SEGMENT_TEXTS = {
  uuid: 'uuid',
  startLocationName: 'start_location_name',
  endLocationName: 'end_location_name',
  carrierName: 'carrier_name',
  numberPassengers: 'number_passengers',
  confirmationNumber: 'confirmation_num',
  vehicleDescription: 'vehicle_description',
} as const;

/**
 * One transport Segment on the wire (PLAN_TYPE_FIELDS.transport.segment plus uuid);
 * detail_type_code must be F, G or empty.
 *
 * @example
 * transportSegmentWire.parse({ carrier_name: 'Color Line', detail_type_code: 'F' })
 */
export const transportSegmentWire = z.object({
  uuid: planWireText,
  StartDateTime: dateTimeField,
  EndDateTime: dateTimeField,
  StartLocationAddress: addressField,
  start_location_name: planWireText,
  EndLocationAddress: addressField,
  end_location_name: planWireText,
  carrier_name: planWireText,
  number_passengers: planWireText,
  confirmation_num: planWireText,
  vehicle_description: planWireText,
  detail_type_code: z
    .union([z.literal(''), z.enum(DETAIL_TYPE_CODES.transport)])
    .optional()
    .transform((v) => v ?? ''),
});

/**
 * Parsed transport Segment to domain.
 *
 * @example
 * transportSegmentFromWire(transportSegmentWire.parse({ detail_type_code: 'G' })).detailTypeCode // 'G'
 */
export function transportSegmentFromWire(w: z.output<typeof transportSegmentWire>): TransportSegment {
  return {
    ...textsFromWire(SEGMENT_TEXTS, w),
    detailTypeCode: w.detail_type_code,
    startDateTime: dateTimeFieldFromWire(w.StartDateTime),
    endDateTime: dateTimeFieldFromWire(w.EndDateTime),
    startLocationAddress: addressFieldFromWire(w.StartLocationAddress),
    endLocationAddress: addressFieldFromWire(w.EndLocationAddress),
  };
}

/**
 * Domain transport segment to its wire Segment (empty text, empty type code and unknown addresses left out).
 *
 * @example
 * transportSegmentToWire(segment).detail_type_code // 'F'
 */
export function transportSegmentToWire(s: TransportSegment): z.input<typeof transportSegmentWire> {
  return {
    ...textsToWire(SEGMENT_TEXTS, s),
    ...(s.detailTypeCode === '' ? {} : { detail_type_code: s.detailTypeCode }),
    StartDateTime: dateTimeFieldToWire(s.startDateTime),
    EndDateTime: dateTimeFieldToWire(s.endDateTime),
    StartLocationAddress: addressFieldToWire(s.startLocationAddress),
    EndLocationAddress: addressFieldToWire(s.endLocationAddress),
  };
}

/**
 * The TransportObject on the wire: common fields, Traveler and Segment (a list, or one lone object on read).
 *
 * @example
 * transportWire.parse({ supplier_name: 'Color Line', Segment: [{ detail_type_code: 'F' }] })
 */
export const transportWire = z.object({
  ...planCommonWire.shape,
  Traveler: planTravelerListWire,
  Segment: segmentListWire(transportSegmentWire),
});

/**
 * Parsed TransportObject to domain.
 *
 * @example
 * transportFromWire(transportWire.parse({ Segment: { carrier_name: 'Flytoget' } })).segments[0]?.carrierName // 'Flytoget'
 */
export function transportFromWire(w: z.output<typeof transportWire>): TransportPlan {
  return {
    type: 'transport',
    ...planCommonFromWire(w),
    travelers: w.Traveler.map(planTravelerFromWire),
    segments: w.Segment.map(transportSegmentFromWire),
  };
}

/**
 * Domain transport plan to the TransportObject (empty text and lists left out; segments always as a list).
 *
 * @example
 * transportToWire(plan).Segment // [{ uuid: 's1', detail_type_code: 'F', StartDateTime: {...}, ... }]
 */
export function transportToWire(p: TransportPlan): z.input<typeof transportWire> {
  return {
    ...planCommonToWire(p),
    Traveler: planTravelersToWire(p.travelers),
    Segment: p.segments.length === 0 ? undefined : p.segments.map(transportSegmentToWire),
  };
}

/**
 * Checks and reads a TransportObject; a bad field is named in the error (a bad segment field,
 * such as a detail_type_code outside F and G, is reported under 'Segment').
 *
 * @example
 * decodeTransport({ Segment: [{ detail_type_code: 'X' }] }) // err({ kind: 'invalid-fields', issues: [{ field: 'Segment', ... }] })
 */
export const decodeTransport = planObjectDecoder(transportWire, transportFromWire);
