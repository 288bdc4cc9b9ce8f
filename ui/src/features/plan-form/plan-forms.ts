import type { PlanFormModules } from './plan-form-types.js';

/** Each plan type's form module, loaded when that type is opened. */
export const PLAN_FORMS: PlanFormModules = {
  air: () => import('./types/air-form.js'),
  lodging: () => import('./types/lodging-form.js'),
  car: () => import('./types/car-form.js'),
  rail: () => import('./types/rail-form.js'),
  transport: () => import('./types/transport-form.js'),
  cruise: () => import('./types/cruise-form.js'),
  restaurant: () => import('./types/restaurant-form.js'),
  activity: () => import('./types/activity-form.js'),
  note: () => import('./types/note-form.js'),
  map: () => import('./types/map-form.js'),
  directions: () => import('./types/directions-form.js'),
  parking: () => import('./types/parking-form.js'),
};
