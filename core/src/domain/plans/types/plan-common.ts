import type { BookingFields } from '../plan-fields.js';
import type { ReservationMeta } from '../reservation-meta.js';

/**
 * What every typed plan object carries: its metadata and the common booking fields.
 *
 * @example
 * const c: PlanCommon = { meta: EMPTY_RESERVATION_META, booking: EMPTY_BOOKING_FIELDS };
 */
export interface PlanCommon {
  readonly meta: ReservationMeta;
  readonly booking: BookingFields;
}
