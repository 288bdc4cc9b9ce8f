import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cruiseDeletion, cruiseStopRole } from './cruise-segments.js';

const stops = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 });

describe('cruise segments: properties', () => {
  it('exactly one embark; one disembark when there are two or more; ports between', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), (count) => {
        const roles = Array.from({ length: count }, (_, i) => cruiseStopRole(i, count));
        expect(roles[0]).toBe('embark');
        expect(roles.filter((r) => r === 'disembark')).toHaveLength(count >= 2 ? 1 : 0);
        expect(roles.slice(1, -1).every((r) => r === 'port')).toBe(true);
      }),
    );
  });
  it('the whole reservation goes exactly when the first or last segment is chosen', () => {
    fc.assert(
      fc.property(stops, fc.array(fc.nat(), { maxLength: 5 }), (uuids, picks) => {
        const chosen = picks.map((p) => uuids[p % uuids.length] ?? '');
        const result = cruiseDeletion(uuids, chosen);
        const endChosen = chosen.includes(uuids[0] ?? '') || chosen.includes(uuids[uuids.length - 1] ?? '');
        if (chosen.length === 0) expect(result.kind).toBe('nothing');
        else expect(result.kind).toBe(endChosen ? 'reservation' : 'segments');
        if (result.kind === 'segments') expect(new Set(result.segmentUuids)).toEqual(new Set(chosen));
      }),
    );
  });
});
