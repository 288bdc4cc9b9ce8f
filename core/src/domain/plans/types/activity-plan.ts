import type { PlanAddress, PlanDateTime, PlanTraveler } from '../plan-fields.js';
import type { DETAIL_TYPE_CODES } from '../plan-type-fields.js';
import type { PlanCommon } from './plan-common.js';

/**
 * An activity type code: M meeting, T tour, C concert, H theater; '' when not set.
 *
 * @example
 * const c: ActivityTypeCode = 'C';
 */
export type ActivityTypeCode = (typeof DETAIL_TYPE_CODES.activity)[number] | '';

/**
 * An activity plan (part 2 section 3, Activity). The end date-time is always sent with the
 * manual-timezone flag false, so `endDateTime.isTimezoneManual` is false after a round trip.
 *
 * @example
 * const a: ActivityPlan = { type: 'activity', meta, booking, startDateTime, endDateTime, address, locationName: 'Opera', detailTypeCode: 'H', participants: [] };
 */
export interface ActivityPlan extends PlanCommon {
  readonly type: 'activity';
  readonly startDateTime: PlanDateTime;
  readonly endDateTime: PlanDateTime;
  readonly address: PlanAddress;
  readonly locationName: string;
  readonly detailTypeCode: ActivityTypeCode;
  readonly participants: readonly PlanTraveler[];
}
