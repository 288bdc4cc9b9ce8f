import { z } from 'zod';
import { DETAIL_TYPE_CODES } from '../../../domain/plans/plan-type-fields.js';
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
} from './plan-object-wire.js';
import type { DirectionsPlan } from '../../../domain/plans/types/directions-plan.js';

/**
 * The DirectionsObject on the wire; detail_type_code must be B, D, T, W or empty.
 *
 * @example
 * directionsWire.parse({ StartAddress: { city: 'Oslo' }, EndAddress: { city: 'Bergen' }, detail_type_code: 'D' })
 */
export const directionsWire = z.object({
  ...planCommonWire.shape,
  DateTime: dateTimeField,
  StartAddress: addressField,
  EndAddress: addressField,
  detail_type_code: z
    .union([z.literal(''), z.enum(DETAIL_TYPE_CODES.directions)])
    .optional()
    .transform((v) => v ?? ''),
});

/**
 * Parsed DirectionsObject to domain.
 *
 * @example
 * directionsFromWire(directionsWire.parse({ detail_type_code: 'W' })).detailTypeCode // 'W'
 */
export function directionsFromWire(w: z.output<typeof directionsWire>): DirectionsPlan {
  return {
    type: 'directions',
    ...planCommonFromWire(w),
    dateTime: dateTimeFieldFromWire(w.DateTime),
    startAddress: addressFieldFromWire(w.StartAddress),
    endAddress: addressFieldFromWire(w.EndAddress),
    detailTypeCode: w.detail_type_code,
  };
}

/**
 * Domain directions to the DirectionsObject.
 *
 * @example
 * directionsToWire(plan).detail_type_code // 'D'
 */
export function directionsToWire(p: DirectionsPlan): z.input<typeof directionsWire> {
  return {
    ...planCommonToWire(p),
    DateTime: dateTimeFieldToWire(p.dateTime),
    StartAddress: addressFieldToWire(p.startAddress),
    EndAddress: addressFieldToWire(p.endAddress),
    ...(p.detailTypeCode === '' ? {} : { detail_type_code: p.detailTypeCode }),
  };
}

/**
 * Checks and reads a DirectionsObject; a bad field is named in the error.
 *
 * @example
 * decodeDirections({ detail_type_code: 'X' }) // err({ kind: 'invalid-fields', issues: [{ field: 'detail_type_code', ... }] })
 */
export const decodeDirections = planObjectDecoder(directionsWire, directionsFromWire);
