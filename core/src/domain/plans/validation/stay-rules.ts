import type { ActivityPlan } from '../types/activity-plan.js';
import type { CarPlan } from '../types/car-plan.js';
import type { LodgingPlan } from '../types/lodging-plan.js';
import type { ParkingPlan } from '../types/parking-plan.js';
import { dateTimeIssues, rangeIssue } from './common-checks.js';
import { digitsOnly, issueAt, requiredText, type PlanIssue } from './plan-issue.js';

type Span = Pick<LodgingPlan, 'startDateTime' | 'endDateTime'>;

// A span's date-times (the start's date always required, the end's when asked) and its order.
function spanIssues(plan: Span, endRequired: boolean): (PlanIssue | null)[] {
  return [
    ...dateTimeIssues(plan.startDateTime, ['startDateTime'], true),
    ...dateTimeIssues(plan.endDateTime, ['endDateTime'], endRequired),
    rangeIssue(plan.startDateTime, plan.endDateTime, ['endDateTime']),
  ];
}

/**
 * The checks of a lodging (part 2 section 3, Lodging): the hotel's name, check-in and check-out
 * dates, check-out not before check-in, and rooms and guests as numbers.
 *
 * @example
 * lodgingIssues({ ...lodging, numberRooms: 'two' }) // [..., { path: 'number_rooms', key: 'validation:numbersOnly' }]
 */
export function lodgingIssues(plan: LodgingPlan): (PlanIssue | null)[] {
  return [
    issueAt(['booking', 'supplierName'], requiredText(plan.booking.supplierName)),
    ...spanIssues(plan, true),
    issueAt(['numberRooms'], digitsOnly(plan.numberRooms)),
    issueAt(['numberGuests'], digitsOnly(plan.numberGuests)),
  ];
}

/**
 * The checks of a car rental (part 2 section 3, Car rental): the company, pick-up and drop-off
 * dates, and the drop-off not before the pick-up (instants when both places have a zone, as for a
 * one-way rental across zones).
 *
 * @example
 * carIssues({ ...car, booking: { ...car.booking, supplierName: '' } })[0] // { path: 'supplier_name', key: 'validation:required' }
 */
export function carIssues(plan: CarPlan): (PlanIssue | null)[] {
  return [issueAt(['booking', 'supplierName'], requiredText(plan.booking.supplierName)), ...spanIssues(plan, true)];
}

/**
 * The checks of a parking (part 2 section 3, Parking): the drop-off date, and the pick-up not
 * before it.
 *
 * @example
 * parkingIssues({ ...parking, startDateTime: EMPTY_PLAN_DATE_TIME })[0] // { path: 'StartDateTime.date', key: 'validation:required' }
 */
export function parkingIssues(plan: ParkingPlan): (PlanIssue | null)[] {
  return spanIssues(plan, false);
}

/**
 * The checks of an activity (part 2 section 3, Activity): its name, its start date, and its end
 * not before its start.
 *
 * @example
 * activityIssues({ ...activity, meta: { ...activity.meta, displayName: '' } })[0] // { path: 'display_name', key: 'validation:required' }
 */
export function activityIssues(plan: ActivityPlan): (PlanIssue | null)[] {
  return [issueAt(['meta', 'displayName'], requiredText(plan.meta.displayName)), ...spanIssues(plan, false)];
}
