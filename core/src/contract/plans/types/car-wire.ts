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
import type { CarPlan } from '../../../domain/plans/types/car-plan.js';

const TEXTS = {
  startLocationName: 'start_location_name',
  startLocationHours: 'start_location_hours',
  startLocationPhone: 'start_location_phone',
  endLocationName: 'end_location_name',
  endLocationHours: 'end_location_hours',
  endLocationPhone: 'end_location_phone',
  carDescription: 'car_description',
  carType: 'car_type',
  mileageCharges: 'mileage_charges',
} as const;

/**
 * The CarObject on the wire: common fields plus the fields of PLAN_TYPE_FIELDS.car (travelers under Driver).
 *
 * @example
 * carWire.parse({ supplier_name: 'Hertz', start_location_name: 'SFO', car_type: 'Compact' })
 */
export const carWire = z.object({
  ...planCommonWire.shape,
  StartDateTime: dateTimeField,
  EndDateTime: dateTimeField,
  StartLocationAddress: addressField,
  start_location_name: planWireText,
  start_location_hours: planWireText,
  start_location_phone: planWireText,
  EndLocationAddress: addressField,
  end_location_name: planWireText,
  end_location_hours: planWireText,
  end_location_phone: planWireText,
  car_description: planWireText,
  car_type: planWireText,
  mileage_charges: planWireText,
  Driver: planTravelerListWire,
});

/**
 * Parsed CarObject to domain.
 *
 * @example
 * carFromWire(carWire.parse({ car_type: 'Compact' })).carType // 'Compact'
 */
export function carFromWire(w: z.output<typeof carWire>): CarPlan {
  return {
    type: 'car',
    ...planCommonFromWire(w),
    ...textsFromWire(TEXTS, w),
    startDateTime: dateTimeFieldFromWire(w.StartDateTime),
    endDateTime: dateTimeFieldFromWire(w.EndDateTime),
    startLocationAddress: addressFieldFromWire(w.StartLocationAddress),
    endLocationAddress: addressFieldFromWire(w.EndLocationAddress),
    drivers: w.Driver.map(planTravelerFromWire),
  };
}

/**
 * Domain car rental to the CarObject (empty text and lists left out).
 *
 * @example
 * carToWire(plan).car_type // 'Compact'
 */
export function carToWire(p: CarPlan): z.input<typeof carWire> {
  return {
    ...planCommonToWire(p),
    ...textsToWire(TEXTS, p),
    StartDateTime: dateTimeFieldToWire(p.startDateTime),
    EndDateTime: dateTimeFieldToWire(p.endDateTime),
    StartLocationAddress: addressFieldToWire(p.startLocationAddress),
    EndLocationAddress: addressFieldToWire(p.endLocationAddress),
    Driver: planTravelersToWire(p.drivers),
  };
}

/**
 * Checks and reads a CarObject; a bad field is named in the error.
 *
 * @example
 * decodeCar({ car_type: false }) // err({ kind: 'invalid-fields', issues: [{ field: 'car_type', ... }] })
 */
export const decodeCar = planObjectDecoder(carWire, carFromWire);
