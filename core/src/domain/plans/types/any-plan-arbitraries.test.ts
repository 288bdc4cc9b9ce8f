// A fast-check arbitrary of any typed plan (every codec type), for the rules that take a `Plan`
// (timeline, privacy, calendar, summary), with a self-check that it reaches every type.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { airPlan } from './air-arbitraries.test.js';
import { activityPlan, carPlan, directionsPlan, lodgingPlan, mapPlan, notePlan, parkingPlan, restaurantPlan } from './plan-arbitraries.test.js';
import type { CodecPlanType, Plan } from './plan.js';
import { cruisePlan, railPlan, transportPlan } from './segment-arbitraries.test.js';

export const anyPlan: fc.Arbitrary<Plan> = fc.oneof(
  airPlan,
  lodgingPlan,
  carPlan,
  railPlan,
  transportPlan,
  cruisePlan,
  restaurantPlan,
  activityPlan,
  notePlan,
  mapPlan,
  directionsPlan,
  parkingPlan,
);

describe('any-plan arbitrary', () => {
  it('reaches all twelve plan types', () => {
    const seen = new Set<CodecPlanType>(fc.sample(anyPlan, { numRuns: 600, seed: 7 }).map((p) => p.type));
    expect(seen.size).toBe(12);
  });
});
