import { z } from 'zod';
import type { PlanAddress, PlanDateTime } from '../plan-fields.js';
import {
  addressField, addressFieldFromWire, addressFieldToWire, dateTimeField, dateTimeFieldFromWire, dateTimeFieldToWire,
  planCommonFromWire, planCommonToWire, planCommonWire, planObjectDecoder, type PlanCommon,
} from './plan-object-wire.js';

/**
 * A map plan (part 2 section 3, Map: DateTime, Address).
 *
 * @example
 * const m: MapPlan = { type: 'map', meta, booking, dateTime, address };
 */
export interface MapPlan extends PlanCommon {
  readonly type: 'map';
  readonly dateTime: PlanDateTime;
  readonly address: PlanAddress;
}

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
    type: 'map', ...planCommonFromWire(w), dateTime: dateTimeFieldFromWire(w.DateTime), address: addressFieldFromWire(w.Address),
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
