import type { ComponentType } from 'react';
import type { Plan, PlanType } from '@waybook/core';
import type { PlanSubPage } from '../plan-view-model.js';
import { AirDetails, flightSummary } from './air-details.js';
import { CarDetails } from './car-details.js';
import { CruiseInfo, CruiseItinerary, cruiseSegmentSummary } from './cruise-details.js';
import type { PlanDetailsContext, T } from './details-kit.js';
import { LodgingDetails, lodgingSummary } from './lodging-details.js';
import { ParkingOverview } from './parking-details.js';
import { RailDetails, railSummary } from './rail-details.js';
import { ActivityDetails, DirectionsDetails, MapDetails, NoteDetails, RestaurantDetails } from './single-date-details.js';
import { TransportInfo, TransportItinerary, transportSummary } from './transport-details.js';

/** What a type's detail views receive: the plan and the page's context. */
export interface PlanDetailsProps<P extends Plan> {
  readonly plan: P;
  readonly context: PlanDetailsContext;
}

/**
 * One plan type's details: its own view (the overview), and where it has them the one-line
 * summary of a segment, the summary under the plan's name, and its own sub-pages (the shared
 * ones, booking info, passengers and notes, are the body's).
 */
export interface PlanTypeDetails<P extends Plan> {
  readonly Overview: ComponentType<PlanDetailsProps<P>>;
  readonly segmentSummary?: (t: T, plan: P, index: number) => string;
  readonly headerSummary?: (t: T, plan: P) => string;
  readonly subPages?: Partial<Record<PlanSubPage, ComponentType<PlanDetailsProps<P>>>>;
}

type PlanOf<K extends PlanType> = Extract<Plan, { readonly type: K }>;

/** The details of every plan type, keyed by type (as PLAN_FORMS keys the forms). */
export type PlanDetailsRegistry = { readonly [K in PlanType]: PlanTypeDetails<PlanOf<K>> };

const bySegment =
  <S, P extends { readonly segments: readonly S[] }>(summary: (t: T, s: S) => string) =>
  (t: T, plan: P, index: number): string => {
    const s = plan.segments[index];
    return s === undefined ? '' : summary(t, s);
  };

/** Each plan type's detail views. */
export const PLAN_DETAILS: PlanDetailsRegistry = {
  air: { Overview: AirDetails, segmentSummary: bySegment(flightSummary) },
  rail: { Overview: RailDetails, segmentSummary: bySegment(railSummary) },
  transport: { Overview: TransportItinerary, segmentSummary: bySegment(transportSummary), subPages: { 'transport-info': TransportInfo } },
  cruise: { Overview: CruiseItinerary, segmentSummary: cruiseSegmentSummary, subPages: { 'cruise-info': CruiseInfo } },
  lodging: { Overview: LodgingDetails, headerSummary: lodgingSummary },
  car: { Overview: CarDetails },
  parking: { Overview: ParkingOverview },
  restaurant: { Overview: RestaurantDetails },
  activity: { Overview: ActivityDetails },
  note: { Overview: NoteDetails },
  map: { Overview: MapDetails },
  directions: { Overview: DirectionsDetails },
};

/**
 * The details of a plan's own type. The registry's entry for `plan.type` only ever receives plans
 * of that type, so widening it to any plan is safe (TypeScript cannot follow the correlation).
 *
 * @example
 * const { Overview } = detailsOf(plan);
 */
export function detailsOf(plan: Plan): PlanTypeDetails<Plan> {
  return PLAN_DETAILS[plan.type] as unknown as PlanTypeDetails<Plan>;
}
