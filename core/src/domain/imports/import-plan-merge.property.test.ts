import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyPlan } from '../plans/types/any-plan-arbitraries.test.js';
import type { LodgingPlan } from '../plans/types/lodging-plan.js';
import type { Plan } from '../plans/types/plan.js';
import { mergeImportedPlan } from './import-plan-merge.js';

const hotel = (plan: Plan): plan is LodgingPlan => plan.type === 'lodging';

describe('mergeImportedPlan', () => {
  it('the same booking again is the same: nothing to write', () => {
    fc.assert(
      fc.property(anyPlan, (plan) => {
        expect(mergeImportedPlan(plan, structuredClone(plan))).toEqual({ outcome: 'same' });
      }),
    );
  });

  it('a changed value of the sender wins, what the traveler added stays, and the plan keeps its name and trip', () => {
    fc.assert(
      fc.property(anyPlan.filter(hotel), fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (stored, room, notes) => {
        fc.pre(room !== stored.roomType);
        const traveler: LodgingPlan = { ...stored, booking: { ...stored.booking, notes } };
        const again: LodgingPlan = {
          ...stored,
          roomType: room,
          booking: { ...stored.booking, notes: '' },
          meta: { ...stored.meta, displayName: 'Imported name', tripUuid: 'other' },
        };
        const r = mergeImportedPlan(traveler, again);
        expect(r.outcome).toBe('update');
        if (r.outcome !== 'update' || !hotel(r.plan)) return;
        expect(r.plan.roomType).toBe(room);
        expect(r.changed).toContain('roomType');
        expect(r.plan.booking.notes).toBe(notes);
        expect(r.plan.meta).toEqual(traveler.meta);
      }),
    );
  });

  it('is idempotent: merging the same import into the merged plan changes nothing more', () => {
    fc.assert(
      fc.property(anyPlan, anyPlan, (stored, other) => {
        fc.pre(stored.type === other.type);
        const first = mergeImportedPlan(stored, other);
        const merged = first.outcome === 'update' ? first.plan : stored;
        expect(mergeImportedPlan(merged, other)).toEqual({ outcome: 'same' });
      }),
    );
  });

  it('never blanks a stored value: an empty value of the sender keeps what was stored', () => {
    fc.assert(
      fc.property(anyPlan.filter(hotel), (stored) => {
        const empty = { ...stored, roomType: '', numberRooms: '' } as LodgingPlan;
        const r = mergeImportedPlan(stored, empty);
        const plan = r.outcome === 'update' ? r.plan : stored;
        expect(hotel(plan) && [plan.roomType, plan.numberRooms]).toEqual([stored.roomType, stored.numberRooms]);
      }),
    );
  });
});
