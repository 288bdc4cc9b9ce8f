import type { BookingFields, PlanDateTime } from '../plan-fields.js';
import { orderBreak } from './date-order.js';
import { moneyErrorMessage } from '../../money/money-messages.js';
import { normalisedTotalCost } from '../../money/plan-costs.js';
import { dateFormat, issueAt, optionalEmail, requiredDate, timeFormat, type PlanFault, type PlanIssue } from './plan-issue.js';
import type { PlanPathStep } from './plan-wire-path.js';

/**
 * The checks of one date-time: its date when required, then the shape of its date and time.
 *
 * @example
 * dateTimeIssues(EMPTY_PLAN_DATE_TIME, ['startDateTime'], true)
 * // [{ path: 'StartDateTime.date', key: 'validation:required' }, null, null]
 */
export function dateTimeIssues(dt: PlanDateTime, path: readonly PlanPathStep[], required: boolean): (PlanIssue | null)[] {
  return [
    required ? issueAt([...path, 'date'], requiredDate(dt)) : null,
    issueAt([...path, 'date'], dateFormat(dt.date)),
    issueAt([...path, 'time'], timeFormat(dt.time)),
  ];
}

/**
 * "End date/time must be after start date/time." at the end's date or time when the end comes
 * before the start (see {@link orderBreak}: instants when both carry a zone).
 *
 * @example
 * rangeIssue(at('2026-05-03'), at('2026-05-01'), ['endDateTime'])
 * // { path: 'EndDateTime.date', key: 'validation:date.endBeforeStart' }
 */
export function rangeIssue(start: PlanDateTime, end: PlanDateTime, endPath: readonly PlanPathStep[]): PlanIssue | null {
  const broken = orderBreak(start, end);
  if (broken === null) return null;
  return issueAt([...endPath, broken], { key: broken === 'date' ? 'validation:date.endBeforeStart' : 'validation:time.endBeforeStart' });
}

/**
 * The fault of a total cost that is set and cannot be read as an amount with its currency.
 *
 * @example
 * costFault('EUR 310.00') // null
 * costFault('310')        // { key: 'validation:money.currencyMissing' }
 */
export function costFault(totalCost: string): PlanFault {
  const read = normalisedTotalCost(totalCost);
  return read.ok ? null : moneyErrorMessage(read.error);
}

/**
 * The checks of the common booking fields a user types: the supplier's and the booking site's
 * e-mail addresses, the booking date and the total cost (an amount with its currency). Paths are relative to the typed object.
 *
 * @example
 * bookingIssues({ ...EMPTY_BOOKING_FIELDS, supplierEmailAddress: 'desk@' })
 * // [{ path: 'supplier_email_address', key: 'validation:email.invalid' }]
 */
export function bookingIssues(booking: BookingFields): PlanIssue[] {
  const found = [
    issueAt(['booking', 'supplierEmailAddress'], optionalEmail(booking.supplierEmailAddress)),
    issueAt(['booking', 'bookingSiteEmailAddress'], optionalEmail(booking.bookingSiteEmailAddress)),
    issueAt(['booking', 'bookingDate'], dateFormat(booking.bookingDate)),
    issueAt(['booking', 'totalCost'], costFault(booking.totalCost)),
  ];
  return found.filter((i): i is PlanIssue => i !== null);
}
