import type { AccountStore } from '../ports/account-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { LegacyIdStore } from '../ports/legacy-id-store.port.js';
import type { PlanStore } from '../ports/plan-store.port.js';
import type { TripStore } from '../ports/trip-store.port.js';
import type { PlanZoneResolver } from './plan-time-zones.js';

/**
 * What the plan use cases need.
 *
 * @example
 * const deps: PlanDeps = { plans, trips, accounts, legacyIds, clock, ids, zones };
 */
export interface PlanDeps {
  readonly plans: PlanStore;
  readonly trips: TripStore;
  readonly accounts: AccountStore;
  readonly legacyIds: LegacyIdStore;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly zones: PlanZoneResolver;
}
