// planWirePath (a domain rule naming where the codec writes a field) checked against the codec itself.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLAN_TYPES } from '../../../domain/plans/plan-type.js';
import { anyPlan } from '../../../domain/plans/types/any-plan-arbitraries.test.js';
import { planWirePath, type PlanPathStep } from '../../../domain/plans/validation/plan-wire-path.js';
import { encodeReservation } from './reservation-codec.js';

// Every text leaf of a plan with its domain path (flight status and seat tracker have their own codecs).
function textLeaves(value: unknown, path: PlanPathStep[] = []): [PlanPathStep[], string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => textLeaves(v, [...path, i]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value)
    .filter(([k]) => k !== 'status' && k !== 'seatTrackerSubscription' && !(path.length === 0 && k === 'type'))
    .flatMap(([k, v]) => textLeaves(v, [...path, k]));
}

describe('planWirePath property', () => {
  it('finds every text field of any plan where the codec writes it', () => {
    fc.assert(
      fc.property(anyPlan, (plan) => {
        const [object] = Object.values(encodeReservation(plan));
        for (const [path, text] of textLeaves(plan)) {
          if (text === '' || text === 'null') continue;
          const wire = planWirePath(path)
            .split('.')
            .reduce<unknown>((at, k) => (at as Record<string, unknown> | undefined)?.[k], object);
          expect(wire, planWirePath(path)).toBe(text);
        }
      }),
      { numRuns: 300 },
    );
    expect(PLAN_TYPES).toHaveLength(12);
  });
});
