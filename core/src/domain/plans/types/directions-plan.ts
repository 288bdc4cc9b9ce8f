import type { PlanAddress, PlanDateTime } from '../plan-fields.js';
import type { DETAIL_TYPE_CODES } from '../plan-type-fields.js';
import type { PlanCommon } from './plan-common.js';

/**
 * A direction type code (B, D, T or W; the spec gives no names); '' when not set.
 *
 * @example
 * const c: DirectionsTypeCode = 'D';
 */
export type DirectionsTypeCode = (typeof DETAIL_TYPE_CODES.directions)[number] | '';

/**
 * A directions plan (part 2 section 3, Directions: DateTime, start and end address, direction type).
 *
 * @example
 * const d: DirectionsPlan = { type: 'directions', meta, booking, dateTime, startAddress, endAddress, detailTypeCode: 'D' };
 */
export interface DirectionsPlan extends PlanCommon {
  readonly type: 'directions';
  readonly dateTime: PlanDateTime;
  readonly startAddress: PlanAddress;
  readonly endAddress: PlanAddress;
  readonly detailTypeCode: DirectionsTypeCode;
}
