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
} from './plan-object-wire.js';
import type { ActivityPlan } from '../../../domain/plans/types/activity-plan.js';

/**
 * The ActivityObject on the wire (travelers under Participant). detail_type_code must be M, T, C,
 * H or empty.
 *
 * @example
 * activityWire.parse({ location_name: 'Oslo Opera House', detail_type_code: 'H' })
 */
export const activityWire = z.object({
  ...planCommonWire.shape,
  StartDateTime: dateTimeField,
  EndDateTime: dateTimeField,
  Address: addressField,
  location_name: planWireText,
  detail_type_code: z
    .union([z.literal(''), z.enum(DETAIL_TYPE_CODES.activity)])
    .optional()
    .transform((v) => v ?? ''),
  Participant: planTravelerListWire,
});

/**
 * Parsed ActivityObject to domain.
 *
 * @example
 * activityFromWire(activityWire.parse({ detail_type_code: 'T' })).detailTypeCode // 'T'
 */
export function activityFromWire(w: z.output<typeof activityWire>): ActivityPlan {
  return {
    type: 'activity',
    ...planCommonFromWire(w),
    startDateTime: dateTimeFieldFromWire(w.StartDateTime),
    endDateTime: dateTimeFieldFromWire(w.EndDateTime),
    address: addressFieldFromWire(w.Address),
    locationName: w.location_name,
    detailTypeCode: w.detail_type_code,
    participants: w.Participant.map(planTravelerFromWire),
  };
}

/**
 * Domain activity to the ActivityObject; the end goes out with is_timezone_manual "false".
 *
 * @example
 * activityToWire(plan).EndDateTime?.is_timezone_manual // 'false'
 */
export function activityToWire(p: ActivityPlan): z.input<typeof activityWire> {
  return {
    ...planCommonToWire(p),
    StartDateTime: dateTimeFieldToWire(p.startDateTime),
    EndDateTime: dateTimeFieldToWire({ ...p.endDateTime, isTimezoneManual: false }),
    Address: addressFieldToWire(p.address),
    ...(p.locationName === '' ? {} : { location_name: p.locationName }),
    ...(p.detailTypeCode === '' ? {} : { detail_type_code: p.detailTypeCode }),
    Participant: planTravelersToWire(p.participants),
  };
}

/**
 * Checks and reads an ActivityObject; a bad field is named in the error.
 *
 * @example
 * decodeActivity({ detail_type_code: 'X' }) // err({ kind: 'invalid-fields', issues: [{ field: 'detail_type_code', ... }] })
 */
export const decodeActivity = planObjectDecoder(activityWire, activityFromWire);
