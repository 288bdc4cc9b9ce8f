import { z } from 'zod';
import { planWireText } from '../plan-wire.js';
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
import type { ParkingPlan } from '../../../domain/plans/types/parking-plan.js';

const TEXTS = {
  locationHours: 'location_hours',
  locationName: 'location_name',
  valetTicketNumber: 'valet_ticket_num',
  locationPhone: 'location_phone',
} as const;

/**
 * The ParkingObject on the wire.
 *
 * @example
 * parkingWire.parse({ location_name: 'OSL P10', valet_ticket_num: 'V42' })
 */
export const parkingWire = z.object({
  ...planCommonWire.shape,
  StartDateTime: dateTimeField,
  EndDateTime: dateTimeField,
  Address: addressField,
  location_hours: planWireText,
  location_name: planWireText,
  valet_ticket_num: planWireText,
  location_phone: planWireText,
});

/**
 * Parsed ParkingObject to domain.
 *
 * @example
 * parkingFromWire(parkingWire.parse({ valet_ticket_num: 'V42' })).valetTicketNumber // 'V42'
 */
export function parkingFromWire(w: z.output<typeof parkingWire>): ParkingPlan {
  return {
    type: 'parking',
    ...planCommonFromWire(w),
    ...textsFromWire(TEXTS, w),
    startDateTime: dateTimeFieldFromWire(w.StartDateTime),
    endDateTime: dateTimeFieldFromWire(w.EndDateTime),
    address: addressFieldFromWire(w.Address),
  };
}

/**
 * Domain parking to the ParkingObject (empty text left out).
 *
 * @example
 * parkingToWire(plan).valet_ticket_num // 'V42'
 */
export function parkingToWire(p: ParkingPlan): z.input<typeof parkingWire> {
  return {
    ...planCommonToWire(p),
    ...textsToWire(TEXTS, p),
    StartDateTime: dateTimeFieldToWire(p.startDateTime),
    EndDateTime: dateTimeFieldToWire(p.endDateTime),
    Address: addressFieldToWire(p.address),
  };
}

/**
 * Checks and reads a ParkingObject; a bad field is named in the error.
 *
 * @example
 * decodeParking({ location_phone: {} }) // err({ kind: 'invalid-fields', issues: [{ field: 'location_phone', ... }] })
 */
export const decodeParking = planObjectDecoder(parkingWire, parkingFromWire);
