import type { DirectionsPlan } from '../types/directions-plan.js';
import type { MapPlan } from '../types/map-plan.js';
import type { NotePlan } from '../types/note-plan.js';
import type { RestaurantPlan } from '../types/restaurant-plan.js';
import { dateTimeIssues } from './common-checks.js';
import { digitsOnly, issueAt, requiredAddress, requiredText, type PlanIssue } from './plan-issue.js';

/**
 * The checks of a restaurant (part 2 section 3, Restaurant): its name, the date of the booking,
 * and the party size as a number.
 *
 * @example
 * restaurantIssues({ ...restaurant, numberPatrons: 'four' }) // [..., { path: 'number_patrons', key: 'validation:numbersOnly' }]
 */
export function restaurantIssues(plan: RestaurantPlan): (PlanIssue | null)[] {
  return [
    issueAt(['booking', 'supplierName'], requiredText(plan.booking.supplierName)),
    ...dateTimeIssues(plan.dateTime, ['dateTime'], true),
    issueAt(['numberPatrons'], digitsOnly(plan.numberPatrons)),
  ];
}

/**
 * The checks of a note (part 2 section 3, Note): its title; its date is optional.
 *
 * @example
 * noteIssues({ ...note, meta: { ...note.meta, displayName: ' ' } })[0] // { path: 'display_name', key: 'validation:required' }
 */
export function noteIssues(plan: NotePlan): (PlanIssue | null)[] {
  return [issueAt(['meta', 'displayName'], requiredText(plan.meta.displayName)), ...dateTimeIssues(plan.dateTime, ['dateTime'], false)];
}

/**
 * The checks of a map (part 2 section 3, Map): its address (the issue names the Address object).
 *
 * @example
 * mapIssues({ ...map, address: EMPTY_PLAN_ADDRESS })[0] // { path: 'Address', key: 'validation:required' }
 */
export function mapIssues(plan: MapPlan): (PlanIssue | null)[] {
  return [issueAt(['address'], requiredAddress(plan.address)), ...dateTimeIssues(plan.dateTime, ['dateTime'], false)];
}

/**
 * The checks of directions (part 2 section 3, Directions): where they start and where they end.
 *
 * @example
 * directionsIssues({ ...directions, endAddress: EMPTY_PLAN_ADDRESS })[1] // { path: 'EndAddress', key: 'validation:required' }
 */
export function directionsIssues(plan: DirectionsPlan): (PlanIssue | null)[] {
  return [
    issueAt(['startAddress'], requiredAddress(plan.startAddress)),
    issueAt(['endAddress'], requiredAddress(plan.endAddress)),
    ...dateTimeIssues(plan.dateTime, ['dateTime'], false),
  ];
}
