import { z } from 'zod';
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
import type { MapPlan } from '../../../domain/plans/types/map-plan.js';

/**
 * The MapObject on the wire.
 *
 * @example
 * mapWire.parse({ Address: { city: 'Oslo' } })
 */
export const mapWire = z.object({ ...planCommonWire.shape, DateTime: dateTimeField, Address: addressField });

/**
 * Parsed MapObject to domain.
 *
 * @example
 * mapFromWire(mapWire.parse({ Address: { city: 'Oslo' } })).address.city // 'Oslo'
 */
export function mapFromWire(w: z.output<typeof mapWire>): MapPlan {
  return {
    type: 'map',
    ...planCommonFromWire(w),
    dateTime: dateTimeFieldFromWire(w.DateTime),
    address: addressFieldFromWire(w.Address),
  };
}

/**
 * Domain map to the MapObject.
 *
 * @example
 * mapToWire(plan).Address // { city: 'Oslo' }
 */
export function mapToWire(p: MapPlan): z.input<typeof mapWire> {
  return { ...planCommonToWire(p), DateTime: dateTimeFieldToWire(p.dateTime), Address: addressFieldToWire(p.address) };
}

/**
 * Checks and reads a MapObject; a bad field is named in the error.
 *
 * @example
 * decodeMap({ Address: 'Oslo' }) // err({ kind: 'invalid-fields', issues: [{ field: 'Address', ... }] })
 */
export const decodeMap = planObjectDecoder(mapWire, mapFromWire);
