import { z } from 'zod';
import { toWireBoolean, wireBoolean } from '../../../contract/wire.js';
import type { PlanAddress, PlanDateTime, PlanTraveler } from '../plan-fields.js';
import { planTravelerFromWire, planTravelerListWire, planTravelersToWire, planWireText } from '../plan-wire.js';
import {
  addressField, addressFieldFromWire, addressFieldToWire, dateTimeField, dateTimeFieldFromWire, dateTimeFieldToWire,
  planCommonFromWire, planCommonToWire, planCommonWire, planObjectDecoder, segmentListWire, textsFromWire, textsToWire,
  type PlanCommon,
} from './plan-object-wire.js';

const TEXTS = { shipName: 'ship_name', cabinNumber: 'cabin_number', cabinType: 'cabin_type', dining: 'dining' } as const;
const SEGMENT_TEXTS = { uuid: 'uuid', locationName: 'location_name', detailTypeCode: 'detail_type_code' } as const;

/**
 * One cruise stop (part 2 section 3, Cruise): its date-time range, location, the port-of-call
 * flag as the wire writes it (detail_type_code, kept as sent: the spec gives no values) and
 * isEmbark. The role shown (embark, port, disembark) comes from the position, see cruiseStopRole.
 *
 * @example
 * const s: CruiseSegment = { uuid: 's1', startDateTime, endDateTime, locationName: 'Port of Miami', locationAddress, detailTypeCode: '', isEmbark: true };
 */
export interface CruiseSegment {
  readonly uuid: string;
  readonly startDateTime: PlanDateTime;
  readonly endDateTime: PlanDateTime;
  readonly locationName: string;
  readonly locationAddress: PlanAddress;
  readonly detailTypeCode: string;
  readonly isEmbark: boolean;
}

/**
 * A cruise plan: the common fields, ship_name, cabin_number, cabin_type, dining, its travelers
 * (wire key Traveler) and its segments in the server's order.
 *
 * @example
 * const c: CruisePlan = { type: 'cruise', meta, booking, shipName: 'Nordnorge', cabinNumber: '412', cabinType: 'Outside', dining: 'Second seating', travelers: [], segments: [bergen, alesund, kirkenes] };
 */
export interface CruisePlan extends PlanCommon {
  readonly type: 'cruise';
  readonly shipName: string;
  readonly cabinNumber: string;
  readonly cabinType: string;
  readonly dining: string;
  readonly travelers: readonly PlanTraveler[];
  readonly segments: readonly CruiseSegment[];
}

/**
 * One cruise Segment on the wire (PLAN_TYPE_FIELDS.cruise.segment plus uuid); is_embark is
 * "true"/"false" (JSON booleans accepted, missing reads as false).
 *
 * @example
 * cruiseSegmentWire.parse({ location_name: 'Bergen', is_embark: 'true' }).is_embark // true
 */
export const cruiseSegmentWire = z.object({
  uuid: planWireText, StartDateTime: dateTimeField, EndDateTime: dateTimeField, LocationAddress: addressField,
  location_name: planWireText, detail_type_code: planWireText,
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
    ...textsFromWire(SEGMENT_TEXTS, w), isEmbark: w.is_embark,
    startDateTime: dateTimeFieldFromWire(w.StartDateTime), endDateTime: dateTimeFieldFromWire(w.EndDateTime),
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
    ...textsToWire(SEGMENT_TEXTS, s), is_embark: toWireBoolean(s.isEmbark),
    StartDateTime: dateTimeFieldToWire(s.startDateTime), EndDateTime: dateTimeFieldToWire(s.endDateTime),
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
  ship_name: planWireText, cabin_number: planWireText, cabin_type: planWireText, dining: planWireText,
  Traveler: planTravelerListWire, Segment: segmentListWire(cruiseSegmentWire),
});

/**
 * Parsed CruiseObject to domain.
 *
 * @example
 * cruiseFromWire(cruiseWire.parse({ ship_name: 'Nordnorge' })).shipName // 'Nordnorge'
 */
export function cruiseFromWire(w: z.output<typeof cruiseWire>): CruisePlan {
  return {
    type: 'cruise', ...planCommonFromWire(w), ...textsFromWire(TEXTS, w),
    travelers: w.Traveler.map(planTravelerFromWire), segments: w.Segment.map(cruiseSegmentFromWire),
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
    ...planCommonToWire(p), ...textsToWire(TEXTS, p), Traveler: planTravelersToWire(p.travelers),
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
