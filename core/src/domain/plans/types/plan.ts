import type { ActivityPlan } from './activity-plan.js';
import type { AirPlan } from './air-plan.js';
import type { CarPlan } from './car-plan.js';
import type { CruisePlan } from './cruise-plan.js';
import type { DirectionsPlan } from './directions-plan.js';
import type { LodgingPlan } from './lodging-plan.js';
import type { MapPlan } from './map-plan.js';
import type { NotePlan } from './note-plan.js';
import type { ParkingPlan } from './parking-plan.js';
import type { RailPlan } from './rail-plan.js';
import type { RestaurantPlan } from './restaurant-plan.js';
import type { TransportPlan } from './transport-plan.js';

/**
 * A typed plan, discriminated by `type`. Air, rail, transport and cruise are not covered yet.
 *
 * @example
 * const label = (p: Plan) => p.type === 'lodging' ? p.roomType : p.meta.displayName;
 */
export type Plan =
  AirPlan | LodgingPlan | CarPlan | RailPlan | TransportPlan | CruisePlan | RestaurantPlan | ActivityPlan | NotePlan | MapPlan | DirectionsPlan | ParkingPlan;

/**
 * The plan types there are (each with its own codec in the contract).
 *
 * @example
 * const t: CodecPlanType = 'parking';
 */
export type CodecPlanType = Plan['type'];
