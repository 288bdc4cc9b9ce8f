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
  textsFromWire,
  textsToWire,
} from './plan-object-wire.js';
import type { LodgingPlan } from '../../../domain/plans/types/lodging-plan.js';

const TEXTS = { numberGuests: 'number_guests', numberRooms: 'number_rooms', roomType: 'room_type' } as const;

/**
 * The LodgingObject on the wire: common fields plus StartDateTime, EndDateTime, Address, Guest,
 * number_guests, number_rooms, room_type.
 *
 * @example
 * lodgingWire.parse({ supplier_name: 'Grand Hotel', room_type: 'Suite', Guest: [{ first_name: 'Ada' }] })
 */
export const lodgingWire = z.object({
  ...planCommonWire.shape,
  StartDateTime: dateTimeField,
  EndDateTime: dateTimeField,
  Address: addressField,
  Guest: planTravelerListWire,
  number_guests: planWireText,
  number_rooms: planWireText,
  room_type: planWireText,
});

/**
 * Parsed LodgingObject to domain.
 *
 * @example
 * lodgingFromWire(lodgingWire.parse({ room_type: 'Suite' })).roomType // 'Suite'
 */
export function lodgingFromWire(w: z.output<typeof lodgingWire>): LodgingPlan {
  return {
    type: 'lodging',
    ...planCommonFromWire(w),
    ...textsFromWire(TEXTS, w),
    startDateTime: dateTimeFieldFromWire(w.StartDateTime),
    endDateTime: dateTimeFieldFromWire(w.EndDateTime),
    address: addressFieldFromWire(w.Address),
    guests: w.Guest.map(planTravelerFromWire),
  };
}

/**
 * Domain lodging to the LodgingObject (empty text and lists left out).
 *
 * @example
 * lodgingToWire(plan).room_type // 'Suite'
 */
export function lodgingToWire(p: LodgingPlan): z.input<typeof lodgingWire> {
  return {
    ...planCommonToWire(p),
    ...textsToWire(TEXTS, p),
    StartDateTime: dateTimeFieldToWire(p.startDateTime),
    EndDateTime: dateTimeFieldToWire(p.endDateTime),
    Address: addressFieldToWire(p.address),
    Guest: planTravelersToWire(p.guests),
  };
}

/**
 * Checks and reads a LodgingObject; a bad field is named in the error.
 *
 * @example
 * decodeLodging({ number_rooms: true }) // err({ kind: 'invalid-fields', issues: [{ field: 'number_rooms', ... }] })
 */
export const decodeLodging = planObjectDecoder(lodgingWire, lodgingFromWire);
