import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyPlan } from '../domain/plans/types/any-plan-arbitraries.test.js';
import { withPlanIds } from '../domain/plans/plan-ids.js';
import { PLAN_TYPE_INFO } from '../domain/plans/plan-type.js';
import { encodeReservation } from '../contract/plans/types/reservation-codec.js';
import type { Plan } from '../domain/plans/types/plan.js';
import type { PlanRecord } from '../ports/plan-store.port.js';
import { redactPlanForViewer } from '../domain/plans/plan-privacy.js';
import { objectLists, planAnswer, planAsSeenBy, planFromRecord, recordObjectLists, storedObjectAnswer } from './plan-answers.js';

// What the SQL store keeps: the encoded object (as JSON) with the ids of the row, which may differ
// from the ones inside the object (a merge moves the row to another trip without rewriting it).
// Stored plans always have their ids (the use cases give every segment one before writing).
const recordOf = (plan: Plan, uuid: string, tripUuid: string): PlanRecord => {
  let n = 0;
  const stored = withPlanIds(plan, { uuid: 'stored', tripUuid: 'stored-trip', keep: () => false, newId: () => `s${(n += 1)}` });
  return {
    type: plan.type,
    uuid,
    tripUuid,
    object: JSON.parse(JSON.stringify(encodeReservation(stored)[PLAN_TYPE_INFO[plan.type].objectKey])) as PlanRecord['object'],
  };
};
const ids = fc.record({ uuid: fc.uuid(), tripUuid: fc.oneof(fc.constant(''), fc.uuid()) });

describe('plan answers: stored records', () => {
  it('editors get the stored object exactly as decoding and encoding it again would answer', () => {
    fc.assert(
      fc.property(anyPlan, ids, (plan, { uuid, tripUuid }) => {
        const record = recordOf(plan, uuid, tripUuid);
        const key = PLAN_TYPE_INFO[plan.type].objectKey;
        expect(storedObjectAnswer(record)).toEqual(planAnswer(planFromRecord(record), 'owner')[key]);
      }),
    );
  });

  it('a frozen record (shared by a store until the next write) answers the same, once, frozen, and still decodes', () => {
    const deepFreeze = <T>(v: T): T => {
      if (v !== null && typeof v === 'object' && !Object.isFrozen(v)) {
        Object.freeze(v);
        for (const inner of Object.values(v)) deepFreeze(inner);
      }
      return v;
    };
    fc.assert(
      fc.property(anyPlan, ids, (plan, { uuid, tripUuid }) => {
        const frozen = deepFreeze(recordOf(plan, uuid, tripUuid));
        const answer = storedObjectAnswer(frozen);
        expect(answer).toEqual(storedObjectAnswer(recordOf(plan, uuid, tripUuid)));
        expect(storedObjectAnswer(frozen)).toBe(answer);
        expect(Object.isFrozen(answer)).toBe(true);
        expect(recordObjectLists([frozen], 'viewer')).toEqual(recordObjectLists([recordOf(plan, uuid, tripUuid)], 'viewer'));
      }),
      { numRuns: 50 },
    );
  });

  it('viewers get the same lists from records as from decoded plans (redacted)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(anyPlan, ids), { maxLength: 4 }), (rows) => {
        const records = rows.map(([plan, { uuid, tripUuid }]) => recordOf(plan, uuid, tripUuid));
        expect(recordObjectLists(records, 'viewer')).toEqual(objectLists(records.map(planFromRecord), 'viewer'));
      }),
      { numRuns: 50 },
    );
  });

  it('editors (owner, traveler, planner) get the plan unchanged; viewers and the public the redacted one', () => {
    fc.assert(
      fc.property(anyPlan, ids, (anyOne, { uuid, tripUuid }) => {
        const plan = planFromRecord(recordOf(anyOne, uuid, tripUuid));
        for (const role of ['owner', 'traveler', 'edit'] as const) {
          expect(planAsSeenBy(plan, role)).toBe(plan);
          expect(planAnswer(plan, role)).toEqual(planAnswer(plan, 'owner'));
        }
        for (const role of ['viewer', 'public'] as const) expect(planAsSeenBy(plan, role)).toEqual(redactPlanForViewer(plan));
        expect(planAnswer(plan, 'viewer')).toEqual(planAnswer(redactPlanForViewer(plan), 'owner'));
      }),
    );
  });

  it('no hidden value reaches a viewer on the wire, in answers or in lists of records', () => {
    // Hidden fields of every type carry markers; none may be in what a viewer gets, all in what an editor gets.
    fc.assert(
      fc.property(anyPlan, ids, (anyOne, { uuid, tripUuid }) => {
        const plan = planFromRecord(recordOf(anyOne, uuid, tripUuid));
        const marked = {
          ...plan,
          booking: {
            ...plan.booking,
            totalCost: 'SECRET1',
            bookingRate: 'SECRET2',
            supplierConfirmationNumber: 'SECRET3',
            agency: { ...plan.booking.agency, confirmationNumber: 'SECRET4' },
          },
          ...(plan.type === 'car' ? { mileageCharges: 'SECRET5' } : {}),
          ...(plan.type === 'parking' ? { valetTicketNumber: 'SECRET6' } : {}),
        } as Plan;
        const seen = JSON.stringify([planAnswer(marked, 'viewer'), recordObjectLists([recordOf(marked, uuid, tripUuid)], 'viewer')]);
        expect(seen).not.toMatch(/SECRET/);
        const edited = JSON.stringify(planAnswer(marked, 'owner'));
        for (const n of [1, 2, 3, 4, ...(plan.type === 'car' ? [5] : []), ...(plan.type === 'parking' ? [6] : [])]) expect(edited).toContain(`SECRET${n}`);
      }),
      { numRuns: 50 },
    );
  });

  it('a record answers with the row ids, not the ones inside the stored object', () => {
    const record: PlanRecord = { type: 'note', uuid: 'n1', tripUuid: 't2', object: { uuid: 'old', trip_uuid: 't1', display_name: 'Tickets' } };
    expect(storedObjectAnswer(record)).toMatchObject({ uuid: 'n1', trip_uuid: 't2', relative_url: '/trips/t2/note/n1' });
    expect(storedObjectAnswer({ ...record, tripUuid: '' })).not.toHaveProperty('trip_uuid');
  });

  it('a stored object that does not decode is a bug, not an answer', () => {
    expect(() => planFromRecord({ type: 'note', uuid: 'n1', tripUuid: '', object: { is_client_traveler: 'maybe' } })).toThrow(/does not decode/);
  });
});
