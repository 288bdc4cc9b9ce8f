import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLAN_TYPE_INFO } from '../../../domain/plans/plan-type.js';
import {
  activityPlan,
  carPlan,
  directionsPlan,
  lodgingPlan,
  mapPlan,
  notePlan,
  parkingPlan,
  restaurantPlan,
} from '../../../domain/plans/types/plan-arbitraries.test.js';
import { wrongValue } from './plan-wire-properties.test.js';
import { decodeReservation, encodeReservation } from './reservation-codec.js';
import type { Plan } from '../../../domain/plans/types/plan.js';

const plan: fc.Arbitrary<Plan> = fc.oneof(lodgingPlan, carPlan, restaurantPlan, activityPlan, notePlan, mapPlan, directionsPlan, parkingPlan);

describe('reservation codec: properties', () => {
  it('a plan round-trips through its wrapper: encode -> JSON -> decode equals the original', () => {
    fc.assert(
      fc.property(plan, (p) => {
        expect(decodeReservation(JSON.parse(JSON.stringify(encodeReservation(p))))).toEqual({ ok: true, value: p });
      }),
    );
  });
  it('the wrapper holds exactly one key, the object key of the plan type', () => {
    fc.assert(
      fc.property(plan, (p) => {
        expect(Object.keys(encodeReservation(p))).toEqual([PLAN_TYPE_INFO[p.type].objectKey]);
      }),
    );
  });
  it('a wrong field type is reported with the plan type and the field name', () => {
    fc.assert(
      fc.property(plan, wrongValue, fc.nat(), (p, bad, pick) => {
        const [key, object] = Object.entries(JSON.parse(JSON.stringify(encodeReservation(p))) as Record<string, Record<string, unknown>>)[0] ?? ['', {}];
        const fields = Object.keys(object);
        const field = fields[pick % fields.length] ?? 'uuid';
        const r = decodeReservation({ [key]: { ...object, [field]: bad } });
        expect(r.ok).toBe(false);
        if (r.ok || r.error.kind !== 'invalid-fields') throw new Error(`expected invalid-fields, got ${JSON.stringify(r)}`);
        expect(r.error.type).toBe(p.type);
        expect(r.error.issues.some((i) => i.field === field || i.field.startsWith(`${field}.`))).toBe(true);
      }),
    );
  });
  it('a second key in the wrapper is always refused', () => {
    fc.assert(
      fc.property(plan, fc.string({ minLength: 1 }), (p, extra) => {
        const wrapper = { ...encodeReservation(p) } as Record<string, unknown>;
        if (Object.hasOwn(wrapper, extra)) return;
        expect(decodeReservation({ ...wrapper, [extra]: {} })).toMatchObject({ ok: false, error: { kind: 'several' } });
      }),
    );
  });
});
