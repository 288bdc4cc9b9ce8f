import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLAN_SUMMARY_MESSAGE_KEYS, planSummaryParts } from './plan-summary.js';
import { anyPlan } from './types/any-plan-arbitraries.test.js';
import { lodgingPlan } from './types/plan-arbitraries.test.js';

describe('plan summary parts: properties', () => {
  it('every part is a listed key (never the separator) with values that are not blank', () => {
    fc.assert(
      fc.property(anyPlan, fc.string({ maxLength: 4 }), (plan, segmentUuid) => {
        for (const part of planSummaryParts(plan, segmentUuid)) {
          expect(PLAN_SUMMARY_MESSAGE_KEYS).toContain(part.key);
          expect(part.key).not.toBe('plans:summary.separator');
          for (const value of Object.values(part.values)) {
            if (typeof value === 'number') expect(Number.isInteger(value) && value > 0).toBe(true);
            else expect(value).toBe(value.trim());
            expect(String(value)).not.toBe('');
          }
        }
      }),
    );
  });
  it('a counted part uses the singular key exactly for one', () => {
    fc.assert(
      fc.property(anyPlan, (plan) => {
        for (const { key, values } of planSummaryParts(plan)) {
          if (key === 'plans:summary.room' || key === 'plans:summary.guest' || key === 'plans:summary.passenger') expect(values.count).toBe(1);
          if (key === 'plans:summary.rooms' || key === 'plans:summary.guests' || key === 'plans:summary.passengers') expect(values.count).not.toBe(1);
        }
      }),
    );
  });
  it('a lodging shows its room type, rooms and guests in that order, each once at most', () => {
    const count = fc.oneof(fc.nat(12).map(String), fc.string({ maxLength: 3 }));
    fc.assert(
      fc.property(lodgingPlan, count, count, (plan, rooms, guests) => {
        const parts = planSummaryParts({ ...plan, numberRooms: rooms, numberGuests: guests });
        const order = parts.map((p) => (p.key === 'plans:summary.text' ? 0 : p.key.startsWith('plans:summary.room') ? 1 : 2));
        expect(order).toEqual([...new Set(order)].sort());
        expect(order.includes(0)).toBe(plan.roomType.trim() !== '');
        expect(order.includes(1)).toBe(/^\d+$/.test(rooms.trim()) && Number(rooms) > 0);
      }),
    );
  });
});
