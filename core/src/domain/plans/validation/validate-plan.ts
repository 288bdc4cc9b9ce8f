import { PLAN_TYPE_INFO } from '../plan-type.js';
import type { Plan } from '../types/plan.js';
import { airIssues } from './air-rules.js';
import { bookingIssues } from './common-checks.js';
import { directionsIssues, mapIssues, noteIssues, restaurantIssues } from './moment-rules.js';
import { firstPerPath, type PlanIssue } from './plan-issue.js';
import { cruiseIssues, railIssues, transportIssues } from './segment-rules.js';
import { activityIssues, carIssues, lodgingIssues, parkingIssues } from './stay-rules.js';
import { textLimitIssues } from './text-limits.js';

function typeIssues(plan: Plan): (PlanIssue | null)[] {
  switch (plan.type) {
    case 'air':
      return airIssues(plan);
    case 'lodging':
      return lodgingIssues(plan);
    case 'car':
      return carIssues(plan);
    case 'rail':
      return railIssues(plan);
    case 'transport':
      return transportIssues(plan);
    case 'cruise':
      return cruiseIssues(plan);
    case 'restaurant':
      return restaurantIssues(plan);
    case 'activity':
      return activityIssues(plan);
    case 'note':
      return noteIssues(plan);
    case 'map':
      return mapIssues(plan);
    case 'directions':
      return directionsIssues(plan);
    case 'parking':
      return parkingIssues(plan);
  }
}

/**
 * The issues of a plan relative to its typed object (paths such as 'Segment.0.start_airport_code'),
 * for a caller that adds its own prefix; see {@link validatePlan}.
 *
 * @example
 * planObjectIssues(flightWithoutAirport)[0] // { path: 'Segment.0.start_airport_code', key: 'validation:required' }
 */
export function planObjectIssues(plan: Plan): PlanIssue[] {
  return firstPerPath([...typeIssues(plan), ...bookingIssues(plan.booking), ...textLimitIssues(plan)]);
}

/**
 * Checks a plan of any of the twelve types against the rules of part 2 (sections 3 and 5): its
 * required fields, the shape of its codes, numbers, e-mail addresses, dates and times, every end
 * not before its start (instants where both carry a zone), segments in order, and the character
 * limits. Answers one issue per field, in the order of the form, each with the field's wire path
 * under the typed object's key and a message key; empty when the plan is valid. The server refuses
 * a plan with issues (400 `invalid_field:<path of the first>`) and the plan forms show them.
 *
 * @example
 * validatePlan(flightWithoutAirport)
 * // [{ path: 'AirObject.Segment.0.start_airport_code', key: 'validation:required' }]
 * validatePlan({ ...hotel, endDateTime: { ...hotel.startDateTime, date: '2026-12-01' } })
 * // [{ path: 'LodgingObject.EndDateTime.date', key: 'validation:date.endBeforeStart' }]
 */
export function validatePlan(plan: Plan): PlanIssue[] {
  const objectKey = PLAN_TYPE_INFO[plan.type].objectKey;
  return planObjectIssues(plan).map((issue) => ({ ...issue, path: `${objectKey}.${issue.path}` }));
}
