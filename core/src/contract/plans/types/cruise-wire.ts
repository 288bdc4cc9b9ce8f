import { z } from 'zod';
import { toWireBoolean, wireBoolean } from '../../wire.js';
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
import type { CruiseSegment, CruisePlan } from '../../../domain/plans/types/cruise-plan.js';

const TEXTS = { shipName: 'ship_name', cabinNumber: 'cabin_number', cabinType: 'cabin_type', dining: 'dining' } as const;
const SEGMENT_TEXTS = { uuid: 'uuid', locationName: 'location_name', detailTypeCode: 'detail_type_code' } as const;

/**
 * One cruise Segment on the wire (PLAN_TYPE_FIELDS.cruise.segment plus uuid); is_embark is
 * "true"/"false" (JSON booleans accepted, missing reads as false).
 *
 * @example
 * cruiseSegmentWire.parse({ location_name: 'Bergen', is_embark: 'true' }).is_embark // true
 */
export const cruiseSegmentWire = z.object({
  uuid: planWireText,
  StartDateTime: dateTimeField,
  EndDateTime: dateTimeField,
  LocationAddress: addressField,
  location_name: planWireText,
  detail_type_code: planWireText,
  is_embark: wireBoolean.optional().transform((v) => v ?? false),
});

/**
 * Parsed cruise Segment to domain.
 *
 * @example
 * cruiseSegmentFromWire(cruiseSegmentWire.parse({ is_embark: 'true' })).isEmbark // true
 */
export function cruiseSegmentFromWire(w: z.output<typeof cruiseSegmentWire>): CruiseSegment {
  return {
    ...textsFromWire(SEGMENT_TEXTS, w),
    isEmbark: w.is_embark,
    startDateTime: dateTimeFieldFromWire(w.StartDateTime),
    endDateTime: dateTimeFieldFromWire(w.EndDateTime),
    locationAddress: addressFieldFromWire(w.LocationAddress),
  };
}

/**
 * Domain cruise segment to its wire Segment (empty text and unknown address left out; is_embark always sent).
 *
 * @example
 * cruiseSegmentToWire({ ...segment, isEmbark: false }).is_embark // 'false'
 */
export function cruiseSegmentToWire(s: CruiseSegment): z.input<typeof cruiseSegmentWire> {
  return {
    ...textsToWire(SEGMENT_TEXTS, s),
    is_embark: toWireBoolean(s.isEmbark),
    StartDateTime: dateTimeFieldToWire(s.startDateTime),
    EndDateTime: dateTimeFieldToWire(s.endDateTime),
    LocationAddress: addressFieldToWire(s.locationAddress),
  };
}

/**
 * The CruiseObject on the wire: common fields, ship_name, cabin_number, cabin_type, dining,
 * Traveler and Segment (a list, or one lone object on read).
 *
 * @example
 * cruiseWire.parse({ ship_name: 'Nordnorge', Segment: [{ location_name: 'Bergen', is_embark: 'true' }] })
 */
export const cruiseWire = z.object({
  ...planCommonWire.shape,
  ship_name: planWireText,
  cabin_number: planWireText,
  cabin_type: planWireText,
  dining: planWireText,
  Traveler: planTravelerListWire,
  Segment: segmentListWire(cruiseSegmentWire),
});

/**
 * Parsed CruiseObject to domain.
 *
 * @example
 * cruiseFromWire(cruiseWire.parse({ ship_name: 'Nordnorge' })).shipName // 'Nordnorge'
 */
export function cruiseFromWire(w: z.output<typeof cruiseWire>): CruisePlan {
  return {
    type: 'cruise',
    ...planCommonFromWire(w),
    ...textsFromWire(TEXTS, w),
    travelers: w.Traveler.map(planTravelerFromWire),
    segments: w.Segment.map(cruiseSegmentFromWire),
  };
}

/**
 * Domain cruise plan to the CruiseObject (empty text and lists left out; segments always as a list).
 *
 * @example
 * cruiseToWire(plan).ship_name // 'Nordnorge'
 */
export function cruiseToWire(p: CruisePlan): z.input<typeof cruiseWire> {
  return {
    ...planCommonToWire(p),
    ...textsToWire(TEXTS, p),
    Traveler: planTravelersToWire(p.travelers),
    Segment: p.segments.length === 0 ? undefined : p.segments.map(cruiseSegmentToWire),
  };
}

/**
 * Checks and reads a CruiseObject; a bad field is named in the error (a bad segment field is
 * reported under 'Segment').
 *
 * @example
 * decodeCruise({ cabin_number: false }) // err({ kind: 'invalid-fields', issues: [{ field: 'cabin_number', ... }] })
 */
export const decodeCruise = planObjectDecoder(cruiseWire, cruiseFromWire);
